import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { Provider, createStore } from 'jotai';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { CART_CHANGED_TEXT, ShoppingCart, checkoutHref } from '@/components/cart/ShoppingCart';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
beforeEach(() => push.mockReset());
import type { CartLine } from '@/contract/cart';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';

const line = (id: number, patch: Partial<CartLine> = {}): CartLine => ({
  id,
  goodsId: id * 10,
  skuId: id * 100,
  goodsName: `商品${id}`,
  image: `/goods/g${id}.svg`,
  skuName: '16GB/512GB',
  config: { cpu: 'i5', memory: '16GB', storage: '512GB', graphics: '集显', screen: '14' },
  storeId: 1,
  storeName: '云租优选旗舰店',
  termMonths: 12,
  quantity: 1,
  selected: true,
  stock: 3,
  monthlyRent: 23_900,
  buyoutPrice: 300_000,
  deposit: 150_000,
  lineRent: 23_900,
  lineDeposit: 150_000,
  plans: [],
  problem: null,
  ...patch,
});

/** A product server holding these lines; records quantity changes, deletions and lines read again (`reread`: what a line read alone answers, when it changed meanwhile). */
function serveCart(initial: CartLine[], reread?: CartLine[]) {
  let lines = initial;
  const calls: string[] = [];
  server.use(
    http.post(apiUrl('api/wCar/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: lines, total: lines.length })),
    http.post(apiUrl('api/wCar/yxJ'), () => {
      const chosen = lines.filter((item) => item.selected && !item.problem);
      const rent = chosen.reduce((sum, item) => sum + item.lineRent, 0);
      const deposit = chosen.reduce((sum, item) => sum + item.lineDeposit, 0);
      return HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data: {
          selectedIds: chosen.map((item) => item.id),
          quantity: chosen.reduce((n, item) => n + item.quantity, 0),
          firstMonthRent: rent,
          deposit,
          freight: 0,
          payable: rent + deposit,
        },
      });
    }),
    http.post(apiUrl('api/wCar/shuLiang'), async ({ request }) => {
      const body = (await request.json()) as { id: number; quantity: number };
      calls.push(`quantity ${body.id} ${body.quantity}`);
      lines = lines.map((item) =>
        item.id === body.id ? { ...item, quantity: body.quantity, lineRent: (item.monthlyRent ?? 0) * body.quantity, lineDeposit: item.deposit * body.quantity } : item,
      );
      return HttpResponse.json({ code: 200, msg: '操作成功', data: lines.find((item) => item.id === body.id) });
    }),
    http.post(apiUrl('api/wCar/zuQi'), async ({ request }) => {
      const body = (await request.json()) as { id: number; termMonths: number };
      calls.push(`term ${body.id} ${body.termMonths}`);
      lines = lines.map((item) => {
        const plan = item.plans.find((candidate) => candidate.termMonths === body.termMonths);
        return item.id === body.id && plan ? { ...item, termMonths: plan.termMonths, monthlyRent: plan.monthlyRent, lineRent: plan.monthlyRent * item.quantity } : item;
      });
      return HttpResponse.json({ code: 200, msg: '操作成功', data: lines.find((item) => item.id === body.id) });
    }),
    http.delete(apiUrl('api/wCar/:id'), ({ params }) => {
      calls.push(`delete ${String(params.id)}`);
      lines = lines.filter((item) => item.id !== Number(params.id));
      return HttpResponse.json({ code: 200, msg: '删除成功', data: null });
    }),
    http.get(apiUrl('api/wCar/carNumber'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { carShuLian: lines.reduce((n, item) => n + item.quantity, 0) } })),
    http.get(apiUrl('api/wCar/:id'), ({ params }) => {
      calls.push(`read ${String(params.id)}`);
      const found = (reread ?? lines).find((item) => item.id === Number(params.id));
      return HttpResponse.json(found ? { code: 200, msg: '操作成功', data: found } : { code: 404, msg: '购物车商品不存在' });
    }),
  );
  return calls;
}

function renderCart() {
  const store = createStore();
  store.set(sessionAtom, { ...EMPTY_SESSION, token: 'm', userName: '张伟', globalId: 'g-1' });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Provider store={store}>
        <ShoppingCart />
      </Provider>
    </SWRConfig>,
  );
  return store;
}

test('the cart shows each line and what the ticked lines cost, from the server', async () => {
  serveCart([line(1), line(2, { selected: false })]);
  renderCart();
  const list = await screen.findByRole('list', { name: '购物车商品' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  await waitFor(() => expect(screen.getByTestId('cart-payable')).toHaveTextContent('¥1,739.00'));
});

test('去结算 reads each ticked line again and, unchanged, goes to checkout with them', async () => {
  const calls = serveCart([line(1), line(2, { selected: false })]);
  renderCart();
  await waitFor(() => expect(screen.getByTestId('cart-payable')).toHaveTextContent('¥1,739.00'));
  await userEvent.click(screen.getByRole('button', { name: '去结算' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith(checkoutHref([1])));
  expect(calls).toEqual(['read 1']);
});

test('a ticked line changed meanwhile (its stock sold out) stops the checkout with a warning, and the list is read again', async () => {
  const notices = recordNotices();
  try {
    serveCart([line(1)], [line(1, { stock: 0, problem: '库存不足' })]);
    renderCart();
    await waitFor(() => expect(screen.getByTestId('cart-payable')).toHaveTextContent('¥1,739.00'));
    await userEvent.click(screen.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: CART_CHANGED_TEXT }));
    expect(push).not.toHaveBeenCalled();
  } finally {
    notices.restore();
  }
});

test('changing a quantity asks the server, and the totals and the top bar follow', async () => {
  const calls = serveCart([line(1)]);
  const store = renderCart();
  await userEvent.click(await screen.findByRole('button', { name: '增加 商品1 的数量' }));
  await waitFor(() => expect(calls).toContain('quantity 1 2'));
  await waitFor(() => expect(screen.getByTestId('cart-payable')).toHaveTextContent('¥3,478.00'));
  await waitFor(() => expect(store.get(sessionAtom).cartCount).toBe(2));
});

test('changing a term asks the server for that plan, and the line and totals follow', async () => {
  const plans = [
    { termMonths: 6, monthlyRent: 29_900, buyoutPrice: 400_000, totalRent: 179_400 },
    { termMonths: 12, monthlyRent: 23_900, buyoutPrice: 300_000, totalRent: 286_800 },
  ];
  const calls = serveCart([line(1, { plans })]);
  renderCart();
  const term = await screen.findByRole('combobox', { name: '商品1 的租期' });
  expect(term).toHaveValue('12');
  await userEvent.selectOptions(term, '6');
  await waitFor(() => expect(calls).toContain('term 1 6'));
  await waitFor(() => expect(screen.getByText('月租 ¥299.00')).toBeInTheDocument());
  await waitFor(() => expect(screen.getByTestId('cart-payable')).toHaveTextContent('¥1,799.00'));
});

test('more than the stock is refused before any call', async () => {
  const notices = recordNotices();
  const calls = serveCart([line(1, { quantity: 3, stock: 3 })]);
  renderCart();
  expect(await screen.findByRole('button', { name: '增加 商品1 的数量' })).toBeDisabled();
  const input = screen.getByRole('textbox', { name: '商品1 的数量' });
  await userEvent.clear(input);
  await userEvent.type(input, '9');
  expect(notices.seen).toContainEqual({ type: 'warning', message: '库存不足，该配置最多可租 3 台' });
  expect(calls.filter((call) => call.startsWith('quantity'))).toEqual([]);
  notices.restore();
});

test('removing a line asks first; cancelling keeps it', async () => {
  const notices = recordNotices();
  const calls = serveCart([line(1), line(2)]);
  renderCart();
  await userEvent.click(await screen.findByRole('button', { name: '删除 商品1' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(false);
  expect(calls).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: '删除 商品2' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(calls).toEqual(['delete 2']));
  await waitFor(() => expect(screen.queryByText('商品2')).not.toBeInTheDocument());
  notices.restore();
});

test('a line that cannot be ordered says why and cannot be ticked', async () => {
  serveCart([line(1, { problem: '商品已下架', selected: true })]);
  renderCart();
  expect(await screen.findByText('商品已下架')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '选择 商品1' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '去结算' })).toBeDisabled();
});

test('an empty cart leads back to the goods', async () => {
  serveCart([]);
  renderCart();
  expect(await screen.findByText('购物车还是空的')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '去挑选电脑' })).toHaveAttribute('href', '/list');
});

describe('a customer with an overdue bill', () => {
  const OVERDUE_ORDER = 'ZL20260301100000000001';
  function serveRentingSwitch(overdue: { count: number; orderNos: string[] } | null) {
    server.use(
      http.get(apiUrl('api/wOrder/judgeSwitch/:quanJuId/:goodsType'), () =>
        HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: {
            goodsType: 'normal',
            allowed: !overdue,
            reason: overdue ? '您有逾期未付的账单，请先在“我的账单”结清后再下单' : null,
            verified: true,
            accountType: 'personal',
            overdue,
          },
        }),
      ),
    );
  }
  /** The cart once the session is restored in the browser, with the readable marker of a login. */
  function renderRestoredCart() {
    const store = renderCart();
    act(() => store.set(sessionRestoredAtom, true));
  }

  beforeEach(() => {
    document.cookie = 'zl-shop-Session=m; path=/';
  });
  afterEach(() => {
    document.cookie = 'zl-shop-Session=; max-age=0; path=/';
  });

  test('is told in the cart, before checking out, that it refuses new orders, with a link straight to the bill', async () => {
    serveCart([line(1)]);
    serveRentingSwitch({ count: 1, orderNos: [OVERDUE_ORDER] });
    renderRestoredCart();
    const notice = await screen.findByTestId('overdue-bills-notice');
    expect(notice).toHaveTextContent('您有 1 期逾期未付的账单，暂不能下新订单，请先结清。');
    expect(within(notice).getByRole('link', { name: '去“我的账单”支付' })).toHaveAttribute('href', `/myBill?status=2&orderNo=${OVERDUE_ORDER}`);
    expect(await screen.findByRole('list', { name: '购物车商品' })).toBeInTheDocument();
  });

  test('is told so in an empty cart too', async () => {
    serveCart([]);
    serveRentingSwitch({ count: 1, orderNos: [OVERDUE_ORDER] });
    renderRestoredCart();
    expect(await screen.findByTestId('overdue-bills-notice')).toBeInTheDocument();
    expect(screen.getByText('购物车还是空的')).toBeInTheDocument();
  });

  test('once it is paid, the cart says nothing about bills', async () => {
    serveCart([line(1)]);
    serveRentingSwitch(null);
    renderRestoredCart();
    await waitFor(() => expect(screen.getByTestId('cart-payable')).toHaveTextContent('¥1,739.00'));
    expect(screen.queryByTestId('overdue-bills-notice')).not.toBeInTheDocument();
  });
});
