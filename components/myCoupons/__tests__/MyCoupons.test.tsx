import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { MyCoupons } from '@/components/myCoupons/MyCoupons';
import type { MyCoupon } from '@/contract/customerCoupons';

const coupon = (id: number, tab: MyCoupon['tab'], overrides: Partial<MyCoupon> = {}): MyCoupon => ({
  id,
  templateId: id,
  name: '满 1000 减 100',
  amount: 10_000,
  threshold: 100_000,
  scope: '全场通用',
  tab,
  tabName: { available: '可使用', used: '已使用', expired: '已过期' }[tab],
  claimedAt: '2026-03-01 10:00:00',
  expiresAt: '2026-03-31 10:00:00',
  usedAt: null,
  orderNo: null,
  ...overrides,
});

function serveCoupons(rows: Record<MyCoupon['tab'], MyCoupon[]>) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('api/wCouponUser/counts'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { available: rows.available.length, used: rows.used.length, expired: rows.expired.length } }),
    ),
    http.get(apiUrl('api/wCouponUser/list'), ({ request }) => {
      const tab = (new URL(request.url).searchParams.get('tab') ?? 'available') as MyCoupon['tab'];
      asked.push(tab);
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: rows[tab], total: rows[tab].length });
    }),
  );
  return asked;
}

const renderCoupons = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MyCoupons />
    </SWRConfig>,
  );

test('the tabs carry their counts; a coupon shows its amount, threshold, scope and expiry; a used one links its order', async () => {
  const asked = serveCoupons({
    available: [coupon(1, 'available'), coupon(2, 'available', { name: '新人专享券', amount: 5_000, threshold: 0 })],
    used: [coupon(3, 'used', { name: '新人专享券', usedAt: '2026-03-02 09:00:00', orderNo: 'ZL20260302090000123456' })],
    expired: [],
  });
  renderCoupons();
  expect(await screen.findByRole('tab', { name: '可使用（2）' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: '已使用（1）' })).toBeInTheDocument();
  const first = await screen.findByRole('listitem', { name: '优惠券 满 1000 减 100' });
  expect(within(first).getByTestId('coupon-amount')).toHaveTextContent('¥100.00');
  expect(within(first).getByText('满 ¥1,000.00 可用')).toBeInTheDocument();
  expect(within(first).getByText('使用条件：首月租金满 ¥1,000.00 可用，仅抵扣租金，不抵押金和运费')).toBeInTheDocument();
  expect(within(first).getByText('适用范围：全场通用')).toBeInTheDocument();
  expect(within(first).getByText(/有效期至：2026-03-31 10:00:00/)).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: '优惠券 新人专享券' })).getByText(/^使用条件：无门槛/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: '已使用（1）' }));
  const used = await screen.findByRole('listitem', { name: '优惠券 新人专享券' });
  expect(within(used).getByRole('link', { name: 'ZL20260302090000123456' })).toHaveAttribute('href', '/submitOrder?orderNo=ZL20260302090000123456');
  expect(within(used).queryByRole('link', { name: /去使用/ })).not.toBeInTheDocument();
  expect(asked).toEqual(['available', 'used']);
});

test('an empty tab says what to do next: the coupon centre', async () => {
  serveCoupons({ available: [], used: [], expired: [] });
  renderCoupons();
  expect(await screen.findByText('暂无可用的优惠券')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('link', { name: '去领券中心' }).every((link) => link.getAttribute('href') === '/receiveCoupons')).toBe(true));
});
