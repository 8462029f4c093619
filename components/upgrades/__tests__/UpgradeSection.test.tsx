import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { UpgradeSection } from '@/components/upgrades/UpgradeSection';
import type { UpgradeCouponQuote, UpgradeOffer, UpgradeOffers, UpgradeView } from '@/contract/upgrades';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

const ORDER_NO = 'ZL20261122120000123456';
const GLOBAL_ID = 'G-TEST-0001';

const OFFER: UpgradeOffer = {
  id: 41,
  goodsId: 7,
  goodsName: 'ThinkPad X1 Carbon',
  skuName: 'i7 / 32GB / 1TB',
  image: '',
  config: { cpu: 'i7', memory: '32GB', storage: '1TB', graphics: '集成显卡', screen: '14 英寸' },
  unitRent: 39_900,
  unitDeposit: 150_000,
  monthlyRentBefore: 29_900,
  monthlyRentAfter: 39_900,
  rentChange: 10_000,
  depositBefore: 100_000,
  depositAfter: 150_000,
  depositTopUp: 50_000,
  upgradeFee: 9_900,
  amountDue: 59_900,
  periodsLeft: 10,
  termMonths: 12,
  endDate: '2027-11-22',
};

function view(status: UpgradeView['status'], extra: Partial<UpgradeView> = {}): UpgradeView {
  return {
    upgradeNo: 'SJ20261201100000123456',
    orderNo: ORDER_NO,
    status,
    statusName: { unpaid: '待支付', shipped: '新机待签收', swapped: '待寄回原设备' }[status as 'unpaid'] ?? status,
    guidance: '下一步说明',
    from: { goodsName: 'ThinkPad T14', skuName: 'i5 / 16GB', unitRent: 29_900, unitDeposit: 100_000 },
    to: { skuId: 41, goodsName: OFFER.goodsName, skuName: OFFER.skuName, unitRent: 39_900, unitDeposit: 150_000 },
    quantity: 1,
    monthlyRentBefore: 29_900,
    monthlyRentAfter: 39_900,
    depositTopUp: 50_000,
    upgradeFee: 9_900,
    couponDiscount: 0,
    amountDue: 59_900,
    paidBy: null,
    periodsRewritten: 0,
    swapDay: null,
    newSerials: ['SN-NEW-0001'],
    oldSerials: ['SN-OLD-0001'],
    shipment: null,
    returnShipment: null,
    inspection: null,
    rejectReason: null,
    createdAt: '2026-12-01 10:00:00',
    paidAt: null,
    updatedAt: '2026-12-01 10:00:00',
    ...extra,
  };
}

const offers = (upgrade: UpgradeView | null): UpgradeOffers => ({
  orderNo: ORDER_NO,
  current: { goodsName: 'ThinkPad T14', skuName: 'i5 / 16GB', quantity: 1, unitRent: 29_900, monthlyRent: 29_900, deposit: 100_000 },
  refusal: null,
  offers: [OFFER],
  upgrade,
});

const ok = <T,>(data: T) => HttpResponse.json({ code: 200, msg: '操作成功', data });

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
});
afterEach(() => notices.restore());

const renderSection = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UpgradeSection orderNo={ORDER_NO} globalId={GLOBAL_ID} />
    </SWRConfig>,
  );

test('choosing an offer prices it with a coupon through calcAmountPc, asks for confirmation, applies and then pays from the balance', async () => {
  let current: UpgradeView | null = null;
  const calcPaths: string[] = [];
  const applied: unknown[] = [];
  const paid: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wGoods/upGoodsItem'), () => ok(offers(current))),
    http.get(apiUrl('api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId'), ({ params }) => {
      calcPaths.push([params.receive, params.flag, params.upgradeId].join('/'));
      const discount = params.receive === '0' ? 0 : 5_000;
      const quote: UpgradeCouponQuote = {
        kind: 'upgrade',
        orderNo: ORDER_NO,
        offerId: OFFER.id,
        couponId: discount ? 9 : null,
        couponDiscount: discount,
        depositTopUp: 50_000,
        upgradeFee: 9_900,
        amountDue: 59_900 - discount,
        coupons: [{ id: 9, name: '新人专享券', amount: 5_000, threshold: 0, expiresAt: '2026-12-31 23:59:59', applicable: true, discount: 5_000 }],
      };
      return ok(quote);
    }),
    http.post(apiUrl('api/wGoods/sq'), async ({ request }) => {
      applied.push(await request.json());
      current = view('unpaid', { couponDiscount: 5_000, amountDue: 54_900 });
      return ok(current);
    }),
    http.post(apiUrl('api/wOrder/upgrade/yezf'), async ({ request }) => {
      paid.push(await request.json());
      current = view('pending', { paidBy: 'balance' });
      return ok({ upgrade: current, balance: 100 });
    }),
  );
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: '选择升级配置' }));
  const dialog = await screen.findByRole('dialog', { name: `升级换机 · 订单 ${ORDER_NO}` });
  expect(within(dialog).getByRole('radio', { name: /ThinkPad X1 Carbon/ })).toBeChecked();
  expect(await within(dialog).findByTestId('upgrade-amount')).toHaveTextContent('¥599.00');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '优惠券（仅抵扣升级服务费）' }), '9');
  await waitFor(() => expect(within(dialog).getByTestId('upgrade-amount')).toHaveTextContent('¥549.00'));
  expect(calcPaths).toEqual(['0/0/41', '9/0/41']);

  await userEvent.click(within(dialog).getByRole('button', { name: '提交升级申请' }));
  const confirm = await screen.findByRole('dialog', { name: '确认升级换机' });
  expect(confirm).toHaveTextContent('需支付 ¥549.00');
  await userEvent.click(within(confirm).getByRole('button', { name: '确认申请' }));
  await waitFor(() => expect(applied).toEqual([expect.objectContaining({ orderNo: ORDER_NO, offerId: 41, couponId: 9 })]));

  const pay = await screen.findByRole('dialog', { name: `支付升级款项 · 订单 ${ORDER_NO}` });
  expect(within(pay).getByTestId('pay-dialog-amount')).toHaveTextContent('¥549.00');
  await userEvent.click(within(pay).getByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(paid).toEqual([expect.objectContaining({ orderNo: ORDER_NO })]));
  expect(notices.seen).toContainEqual({ type: 'success', message: '支付成功，等待商家审核' });
});

test('a failed read says so and can be retried', async () => {
  let fail = true;
  server.use(http.post(apiUrl('api/wGoods/upGoodsItem'), () => (fail ? HttpResponse.error() : ok(offers(null)))));
  renderSection();
  expect(await screen.findByText('升级信息加载失败，请稍后重试')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('button', { name: '选择升级配置' })).toBeInTheDocument();
});

test('new units shipped: the customer confirms receipt after a confirmation', async () => {
  const received: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wGoods/upGoodsItem'), () => ok(offers(view('shipped', { shipment: { carrier: '顺丰速运', waybillNo: 'SF1234567890123' } })))),
    http.post(apiUrl('api/wOrder/upgrade/receive'), async ({ request }) => {
      received.push(await request.json());
      return ok(view('swapped'));
    }),
  );
  renderSection();
  expect(await screen.findByText('顺丰速运 SF1234567890123，序列号 SN-NEW-0001')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '选择升级配置' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '确认签收新机' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: '确认签收新机' })).getByRole('button', { name: '确认签收' }));
  await waitFor(() => expect(received).toEqual([{ orderNo: ORDER_NO }]));
});

test('the old units are sent back with a checked waybill number', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('api/wGoods/upGoodsItem'), () => ok(offers(view('swapped', { swapDay: '2026-12-03', periodsRewritten: 10 })))),
    http.post(apiUrl('api/wOrder/upgrade/return'), async ({ request }) => {
      sent.push(await request.json());
      return ok(view('returning'));
    }),
  );
  renderSection();
  expect(await screen.findByText('2026-12-03（已调整 10 期未付账单）')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '寄回原设备' }));
  const dialog = await screen.findByRole('dialog', { name: '寄回原设备' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: '退回运单号' }), 'x');
  await userEvent.click(within(dialog).getByRole('button', { name: '提交寄回信息' }));
  expect(await within(dialog).findByText('请输入正确的运单号（8–30 位字母或数字）')).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByRole('textbox', { name: '退回运单号' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: '退回运单号' }), 'SF1234567890123');
  await userEvent.click(within(dialog).getByRole('button', { name: '提交寄回信息' }));
  await waitFor(() => expect(sent).toEqual([{ orderNo: ORDER_NO, carrier: '顺丰速运', waybillNo: 'SF1234567890123' }]));
});
