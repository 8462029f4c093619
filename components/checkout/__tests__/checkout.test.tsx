import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { createStore, Provider } from 'jotai';
import { server, apiUrl } from '@/test/msw/server';
import { CheckoutForm } from '@/components/checkout/CheckoutForm';
import { PaymentPanel, formatCountdown } from '@/components/checkout/PaymentPanel';
import { checkoutSourceFrom } from '@/components/checkout/checkoutSource';
import type { CheckoutCoupon, OrderCouponQuote } from '@/contract/coupons';
import type { CheckoutPreview } from '@/contract/orders';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';

// Typing a whole address with user-event and opening the region picker take seconds on a busy machine.
jest.setTimeout(20_000);

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

/** A personal account without saved addresses, unless a test says otherwise (the address book and the verification notice ask). */
const PERSON_VERIFICATION = { accountType: 'personal', kind: 'person', status: 0, statusName: '未认证', canSubmit: true, request: null, creditLine: 0 };
beforeEach(() => {
  push.mockReset();
  server.use(
    http.get(apiUrl('api/wAddress/list'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: [] })),
    http.get(apiUrl('api/wUserAuth/info'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: PERSON_VERIFICATION })),
  );
});

const PREVIEW: CheckoutPreview = {
  items: [
    {
      goodsId: 1,
      skuId: 11,
      goodsName: 'ThinkPad T14',
      skuName: 'i5/16GB/512GB',
      image: '/goods/t14.svg',
      config: { cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集显', screen: '14' },
      termMonths: 12,
      quantity: 2,
      monthlyRent: 23_900,
      rentRate: 100,
      deposit: 150_000,
      buyoutPrice: 300_000,
      freight: 0,
    },
  ],
  termMonths: 12,
  storeId: 1,
  storeName: '云租优选旗舰店',
  quantity: 2,
  couponId: null,
  coupons: [],
  credit: null,
  firstMonthRent: 47_800,
  deposit: 300_000,
  depositWaived: 0,
  freight: 0,
  couponDiscount: 0,
  payable: 347_800,
  totalRent: 573_600,
};

const NEWCOMER: CheckoutCoupon = { id: 7, name: '新人专享券', amount: 5_000, threshold: 0, expiresAt: '2026-12-22 12:00:00', applicable: true, discount: 5_000 };
const THOUSAND: CheckoutCoupon = { id: 8, name: '满 1000 减 100', amount: 10_000, threshold: 100_000, expiresAt: '2026-12-22 12:00:00', applicable: false, discount: 0 };

/**
 * A new address in Guangdong, Shenzhen: the name typed, the longer values pasted (typed key by key,
 * every character renders the whole checkout form again).
 */
async function enterAddress(name: string, phone: string, district: string, detail: string) {
  await userEvent.type(screen.getByLabelText(/收货人/), name);
  await userEvent.click(screen.getByLabelText(/手机号码/));
  await userEvent.paste(phone);
  await userEvent.click(screen.getByLabelText('所在地区'));
  await userEvent.click(await screen.findByRole('option', { name: '广东' }));
  await userEvent.click(await screen.findByRole('option', { name: '深圳' }));
  await userEvent.click(await screen.findByRole('option', { name: district }));
  await userEvent.click(screen.getByLabelText(/详细地址/));
  await userEvent.paste(detail);
}
test('the checkout URL names cart lines or one configuration, nothing else', () => {
  expect(checkoutSourceFrom({ lines: '3,1,3' })).toEqual({ kind: 'cart', lineIds: [3, 1] });
  expect(checkoutSourceFrom({ skuId: '11', termMonths: '12', quantity: '2' })).toEqual({ kind: 'rentNow', skuId: 11, termMonths: 12, quantity: 2 });
  expect(checkoutSourceFrom({ lines: '1,x' })).toBeNull();
  expect(checkoutSourceFrom({ skuId: '11' })).toBeNull();
  expect(checkoutSourceFrom({})).toBeNull();
});

test("the breakdown is the server's; bad address fields are named and nothing is ordered; a retry keeps the same attempt key", async () => {
  const orders: Array<{ idempotencyKey: string; cartLineIds: number[] }> = [];
  let fail = true;
  server.use(
    http.get(apiUrl('api/wOrder/fhslAndJe'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: PREVIEW })),
    http.post(apiUrl('api/wOrder/addOrder'), async ({ request }) => {
      orders.push((await request.json()) as { idempotencyKey: string; cartLineIds: number[] });
      if (fail) {
        fail = false;
        return HttpResponse.error();
      }
      return HttpResponse.json({ code: 200, msg: '下单成功', data: { orderNo: 'ZL20261122120000000001' } });
    }),
  );
  render(<CheckoutForm source={{ kind: 'cart', lineIds: [5] }} />);
  expect(await screen.findByTestId('checkout-payable')).toHaveTextContent('¥3,478.00');
  expect(screen.getByText('¥5,736.00')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  expect(await screen.findByText('请输入收货人姓名')).toBeInTheDocument();
  expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
  expect(orders).toEqual([]);

  await enterAddress('张伟', '13800138000', '南山区', '科技园南区 8 栋 1201');

  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(orders).toHaveLength(1));
  await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/immediatelyPay?orderNo=ZL20261122120000000001'));
  expect(orders).toHaveLength(2);
  expect(orders[1]?.idempotencyKey).toBe(orders[0]?.idempotencyKey);
  expect(orders[1]?.cartLineIds).toEqual([5]);
});

test('the countdown reads minutes and seconds', () => {
  expect(formatCountdown(1800)).toBe('30:00');
  expect(formatCountdown(61)).toBe('01:01');
  expect(formatCountdown(-5)).toBe('00:00');
});

test('paying by balance shows the amount and the deadline, and a retried payment carries the same key', async () => {
  const payments: string[] = [];
  server.use(
    http.get(apiUrl('api/wOrder/pdZydd'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { orderNo: 'ZL20261122120000000001', mine: true, payable: true, amount: 347_800, secondsLeft: 1799 } }),
    ),
    http.post(apiUrl('api/wOrder/yezf'), async ({ request }) => {
      const body = (await request.json()) as { idempotencyKey: string };
      payments.push(body.idempotencyKey);
      if (payments.length === 1) return HttpResponse.error();
      return HttpResponse.json({
        code: 200,
        msg: '支付成功',
        data: { orderNo: 'ZL20261122120000000001', status: 1, amount: 347_800, balance: 4_652_200, paidAt: '2026-11-22 12:01:00' },
      });
    }),
  );
  server.use(
    http.get(apiUrl('api/wCouponUser/calcAmountPc/ZL20261122120000000001/g-1/0/0/0'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: quote({ coupons: [] }) })),
  );
  render(<PaymentPanel orderNo="ZL20261122120000000001" globalId="g-1" />);
  expect(await screen.findByTestId('pay-amount')).toHaveTextContent('¥3,478.00');
  expect(screen.getByRole('timer')).toHaveTextContent('29:59');
  await userEvent.click(screen.getByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(payments).toHaveLength(1));
  await userEvent.click(await screen.findByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/orderFinish?orderNo=ZL20261122120000000001'));
  expect(payments[1]).toBe(payments[0]);
});

test('the coupon picker offers applicable coupons, disables the rest with their threshold, and the order takes the chosen one', async () => {
  const asked: Array<string | null> = [];
  const orders: Array<{ couponId?: number }> = [];
  server.use(
    http.get(apiUrl('api/wOrder/fhslAndJe'), ({ request }) => {
      const couponId = new URL(request.url).searchParams.get('couponId');
      asked.push(couponId);
      const coupons = [NEWCOMER, THOUSAND];
      const data: CheckoutPreview = couponId === '7' ? { ...PREVIEW, coupons, couponId: 7, couponDiscount: 5_000, payable: 342_800 } : { ...PREVIEW, coupons };
      return HttpResponse.json({ code: 200, msg: '操作成功', data });
    }),
    http.post(apiUrl('api/wOrder/addOrder'), async ({ request }) => {
      orders.push((await request.json()) as { couponId?: number });
      return HttpResponse.json({ code: 200, msg: '下单成功', data: { orderNo: 'ZL20261122120000000001' } });
    }),
  );
  render(<CheckoutForm source={{ kind: 'cart', lineIds: [5] }} />);
  const picker = await screen.findByRole('combobox', { name: '选择优惠券' });
  expect(picker).toHaveTextContent('不使用优惠券');
  await userEvent.click(picker);
  expect(screen.getByRole('option', { name: '不使用优惠券' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: /满 1000 减 100 · 满¥1,000.00可用/ })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('option', { name: /新人专享券 · 减¥50.00 · 2026-12-22 到期/ }));
  await waitFor(() => expect(screen.getByTestId('checkout-payable')).toHaveTextContent('¥3,428.00'));
  expect(screen.getByText('-¥50.00')).toBeInTheDocument();
  expect(asked).toEqual([null, '7']);

  await enterAddress('张伟', '13800138000', '南山区', '科技园南区 8 栋 1201');
  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(orders).toHaveLength(1));
  expect(orders[0]?.couponId).toBe(7);
});

test("the breakdown names the procurement rate and the deposit a company's credit line waives", async () => {
  const bulk: CheckoutPreview = {
    ...PREVIEW,
    items: PREVIEW.items.map((item) => ({ ...item, quantity: 10, monthlyRent: 22_705, rentRate: 95 })),
    quantity: 10,
    firstMonthRent: 227_050,
    deposit: 0,
    depositWaived: 1_500_000,
    payable: 227_050,
    totalRent: 2_724_600,
    credit: { creditLine: 5_000_000, used: 1_000_000, available: 4_000_000, remainingAfter: 2_500_000 },
  };
  server.use(http.get(apiUrl('api/wOrder/fhslAndJe'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: bulk })));
  render(<CheckoutForm source={{ kind: 'cart', lineIds: [5] }} />);
  expect(await screen.findByText('首月租金（采购价 9.5折）')).toBeInTheDocument();
  expect(screen.getByText('采购价 9.5折')).toBeInTheDocument();
  expect(screen.getByText('¥15,000.00')).toBeInTheDocument();
  expect(screen.getByTestId('checkout-deposit-waived')).toHaveTextContent('-¥15,000.00');
  expect(screen.getByTestId('checkout-payable')).toHaveTextContent('¥2,270.50');
  expect(screen.getByText(/企业免押额度 ¥50,000.00，本单可用 ¥40,000.00，下单后剩余 ¥25,000.00/)).toBeInTheDocument();
  expect(screen.getByText('暂无可用优惠券')).toBeInTheDocument();
});

function quote(overrides: Omit<Partial<OrderCouponQuote>, 'order' | 'kind'> & { order?: Partial<OrderCouponQuote['order']> }): OrderCouponQuote {
  const { order, ...rest } = overrides;
  return {
    kind: 'order',
    orderNo: 'ZL20261122120000000001',
    couponId: null,
    couponDiscount: 0,
    payable: 347_800,
    applied: false,
    coupons: [NEWCOMER, THOUSAND],
    ...rest,
    order: { couponId: null, couponDiscount: 0, firstMonthRent: 47_800, deposit: 300_000, depositWaived: 0, freight: 0, payable: 347_800, ...order },
  };
}

test("an unpaid order's coupon can be changed on the payment page: flag 0 shows the amount, flag 1 applies it", async () => {
  const calls: string[] = [];
  const payments: Array<{ idempotencyKey: string }> = [];
  server.use(
    http.get(apiUrl('api/wOrder/pdZydd'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: { orderNo: 'ZL20261122120000000001', mine: true, payable: true, amount: 347_800, secondsLeft: 1799 } }),
    ),
    http.get(apiUrl('api/wCouponUser/calcAmountPc/:orderNo/:userId/:receive/:flag/:upgradeId'), ({ params }) => {
      calls.push(`${String(params.userId)}/${String(params.receive)}/${String(params.flag)}/${String(params.upgradeId)}`);
      if (params.receive === '0') return HttpResponse.json({ code: 200, msg: '操作成功', data: quote({}) });
      if (params.flag === '0') return HttpResponse.json({ code: 200, msg: '操作成功', data: quote({ couponId: 7, couponDiscount: 5_000, payable: 342_800 }) });
      return HttpResponse.json({
        code: 200,
        msg: '优惠券已更新',
        data: quote({ couponId: 7, couponDiscount: 5_000, payable: 342_800, applied: true, order: { couponId: 7, couponDiscount: 5_000, payable: 342_800 } }),
      });
    }),
    http.post(apiUrl('api/wOrder/yezf'), async ({ request }) => {
      payments.push((await request.json()) as { idempotencyKey: string });
      return HttpResponse.json({ code: 200, msg: '支付成功', data: { orderNo: 'ZL20261122120000000001', status: 1, amount: 342_800, balance: 0, paidAt: '2026-11-22 12:01:00' } });
    }),
  );
  render(<PaymentPanel orderNo="ZL20261122120000000001" globalId="g-1" />);
  expect(await screen.findByTestId('pay-coupon')).toHaveTextContent('未使用');
  expect(calls).toEqual(['g-1/0/0/0']);

  await userEvent.click(screen.getByRole('combobox', { name: '选择优惠券' }));
  expect(screen.getByRole('option', { name: /满¥1,000.00可用/ })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(screen.getByRole('option', { name: /新人专享券/ }));
  expect(await screen.findByTestId('coupon-quote')).toHaveTextContent('优惠 ¥50.00，应付 ¥3,428.00');
  expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥3,478.00');
  expect(calls).toEqual(['g-1/0/0/0', 'g-1/7/0/0']);

  await userEvent.click(screen.getByRole('button', { name: '确认更换' }));
  await waitFor(() => expect(screen.getByTestId('pay-amount')).toHaveTextContent('¥3,428.00'));
  expect(screen.getByTestId('pay-coupon')).toHaveTextContent('-¥50.00（新人专享券）');
  expect(calls).toEqual(['g-1/0/0/0', 'g-1/7/0/0', 'g-1/7/1/0']);
  expect(screen.queryByTestId('coupon-quote')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '余额支付' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/orderFinish?orderNo=ZL20261122120000000001'));
  expect(payments).toHaveLength(1);
});

test('checkout offers the saved addresses with the default chosen, and a new address typed there can be saved to the book', async () => {
  const saved = [
    {
      id: 1,
      name: '李娜',
      phone: '13900139000',
      province: '上海',
      city: '上海',
      district: '徐汇区',
      detail: '宜山路 700 号',
      tag: '公司',
      isDefault: true,
      createdAt: '2026-03-01 10:00:00',
      updatedAt: '2026-03-01 10:00:00',
    },
    {
      id: 2,
      name: '李娜',
      phone: '13900139000',
      province: '广东',
      city: '深圳',
      district: '南山区',
      detail: '科技园 1 号',
      tag: null,
      isDefault: false,
      createdAt: '2026-03-01 09:00:00',
      updatedAt: '2026-03-01 09:00:00',
    },
  ];
  const provinces: Array<string | null> = [];
  const orders: Array<{ address: Record<string, string> }> = [];
  const addedToBook: unknown[] = [];
  server.use(
    http.get(apiUrl('api/wAddress/list'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: saved })),
    http.get(apiUrl('api/wOrder/fhslAndJe'), ({ request }) => {
      provinces.push(new URL(request.url).searchParams.get('province'));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: PREVIEW });
    }),
    http.post(apiUrl('api/wOrder/addOrder'), async ({ request }) => {
      orders.push((await request.json()) as { address: Record<string, string> });
      return HttpResponse.json({ code: 200, msg: '下单成功', data: { orderNo: `ZL2026112212000000000${orders.length}` } });
    }),
    http.post(apiUrl('api/wAddress/add'), async ({ request }) => {
      addedToBook.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '地址已保存', data: { ...saved[1], id: 3 } });
    }),
  );
  const { unmount } = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CheckoutForm source={{ kind: 'cart', lineIds: [5] }} />
    </SWRConfig>,
  );
  const choices = await screen.findByRole('radiogroup', { name: '选择收货地址' });
  expect(within(choices).getByRole('radio', { name: /李娜 13900139000.*上海 徐汇区 宜山路 700 号/ })).toBeChecked();
  await waitFor(() => expect(provinces).toContain('上海'));
  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(orders).toHaveLength(1));
  expect(orders[0]?.address).toEqual({ name: '李娜', phone: '13900139000', province: '上海', city: '上海', district: '徐汇区', detail: '宜山路 700 号' });
  expect(addedToBook).toEqual([]);
  unmount();

  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CheckoutForm source={{ kind: 'cart', lineIds: [5] }} />
    </SWRConfig>,
  );
  await userEvent.click(await screen.findByRole('radio', { name: '使用新地址' }));
  await enterAddress('王五', '13700001111', '福田区', '深南大道 1 号');
  await userEvent.click(screen.getByRole('checkbox', { name: '保存到我的收货地址' }));
  await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(orders).toHaveLength(2));
  const typed = { name: '王五', phone: '13700001111', province: '广东', city: '深圳', district: '福田区', detail: '深南大道 1 号' };
  expect(orders[1]?.address).toEqual(typed);
  await waitFor(() => expect(addedToBook).toEqual([typed]));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/immediatelyPay?orderNo=ZL20261122120000000002'));
});

describe('a customer with an overdue bill at checkout', () => {
  const OVERDUE_ORDER = 'ZL20260301100000000001';
  const REFUSAL = '您有逾期未付的账单，请先在“我的账单”结清后再下单';

  /** The checkout of a logged-in customer whose session is restored (the marker cookie set). */
  function renderCheckout() {
    const store = createStore();
    store.set(sessionRestoredAtom, true);
    store.set(sessionAtom, { ...EMPTY_SESSION, token: 'm', userName: '张伟', globalId: 'g-1' });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Provider store={store}>
          <CheckoutForm source={{ kind: 'rentNow', skuId: 11, termMonths: 12, quantity: 1 }} />
        </Provider>
      </SWRConfig>,
    );
  }
  function serveRentingSwitch(overdue: { count: number; orderNos: string[] } | null) {
    server.use(
      http.get(apiUrl('api/wOrder/judgeSwitch/:quanJuId/:goodsType'), () =>
        HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: { goodsType: 'normal', allowed: !overdue, reason: overdue ? REFUSAL : null, verified: true, accountType: 'personal', overdue },
        }),
      ),
    );
  }

  beforeEach(() => {
    document.cookie = 'zl-shop-Session=m; path=/';
  });
  afterEach(() => {
    document.cookie = 'zl-shop-Session=; max-age=0; path=/';
  });

  test('is refused with a link straight to the overdue bill, not only the name of the page', async () => {
    server.use(http.post(apiUrl('api/wOrder/liJi'), () => HttpResponse.json({ code: 500, msg: REFUSAL })));
    serveRentingSwitch({ count: 1, orderNos: [OVERDUE_ORDER] });
    renderCheckout();
    const notice = await screen.findByTestId('overdue-bills-notice');
    expect(notice).toHaveTextContent('您有 1 期逾期未付的账单，暂不能下新订单，请先结清。');
    expect(within(notice).getByRole('link', { name: '去“我的账单”支付' })).toHaveAttribute('href', `/myBill?status=2&orderNo=${OVERDUE_ORDER}`);
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
  });

  test('a 个人转对公账户 without automatic payment is told why (not 请填写紧急联系人) with the way to sign it', async () => {
    server.use(http.post(apiUrl('api/wOrder/liJi'), () => HttpResponse.json({ code: 500, msg: '请填写紧急联系人' })));
    serveRentingSwitch(null);
    renderCheckout();
    expect(
      await screen.findByText('您的账户为个人转对公账户，需先签署代扣协议：请在“个人中心”开通自动扣款（账户余额或在线支付签约），签约生效后即可继续下单。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去开通自动扣款' })).toHaveAttribute('href', '/myAccount#withholding');
    expect(screen.queryByText('请填写紧急联系人')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交订单' })).not.toBeInTheDocument();
  });

  test('any other refusal of the preview is shown as it is', async () => {
    server.use(http.post(apiUrl('api/wOrder/liJi'), () => HttpResponse.json({ code: 500, msg: '库存不足' })));
    serveRentingSwitch(null);
    renderCheckout();
    expect(await screen.findByText('库存不足')).toBeInTheDocument();
    expect(screen.queryByTestId('overdue-bills-notice')).not.toBeInTheDocument();
  });
});
