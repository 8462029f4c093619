import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createStore, Provider } from 'jotai';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';
import { RentalPicker, type RentalPickerProps } from '@/components/goods/RentalPicker';
import { GOODS, PROCUREMENT, SKU_BASE, SKU_MEMORY, SKU_STORAGE } from '@/test/fixtures/goods';
import { WITHHOLDING_AGREEMENT_TEXT } from '@/lib/http/messages';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

function renderPicker({ loggedIn = false, ...props }: Partial<RentalPickerProps> & { loggedIn?: boolean } = {}) {
  const store = createStore();
  store.set(sessionRestoredAtom, true);
  if (loggedIn) store.set(sessionAtom, { ...EMPTY_SESSION, token: 'marker-1', userName: '张伟', globalId: 'g-1', cartCount: 2 });
  render(
    <Provider store={store}>
      <RentalPicker goodsId={GOODS.id} skus={GOODS.skus} {...props} />
    </Provider>,
  );
  return store;
}

const monthlyRent = () => screen.getByTestId('monthly-rent').textContent;
const totalRent = () => screen.getByTestId('total-rent').textContent;
const term = (months: number) => screen.getByRole('radio', { name: new RegExp(`^${months}个月`) });
const summaryLine = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** The live options the picker reads again before renting (`GET /api/wGoodsItem/option`); records each read. */
function serveOptions(skus = GOODS.skus) {
  const reads: string[] = [];
  server.use(
    http.get(apiUrl('api/wGoodsItem/option'), ({ request }) => {
      reads.push(new URL(request.url).searchParams.get('goodsId') ?? '');
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { goodsId: GOODS.id, dimensions: [], terms: [], skus } });
    }),
  );
  return reads;
}

beforeEach(() => {
  push.mockReset();
  window.history.replaceState(null, '', '/details?id=7');
  serveOptions();
});

test('the page opens on the cheapest plan, with every price already shown', () => {
  renderPicker();
  expect(term(24)).toBeChecked();
  expect(monthlyRent()).toBe('¥254.00');
  expect(totalRent()).toBe('¥6,096.00');
  expect(summaryLine('押金')).toBe('¥2,400.00');
  expect(summaryLine('到期买断价')).toBe('¥3,100.00');
  expect(summaryLine('首期应付')).toBe('¥2,654.00');
  expect(screen.getByText('库存 22 台')).toBeInTheDocument();
});

test('another term changes the monthly rent and the total', async () => {
  renderPicker();
  await userEvent.click(term(12));
  expect(monthlyRent()).toBe('¥299.00');
  expect(totalRent()).toBe('¥3,588.00');
});

test('another configuration changes the price, and combinations that do not exist are disabled', async () => {
  renderPicker();
  const graphics = within(screen.getByRole('group', { name: '显卡' }));
  expect(graphics.getByRole('radio', { name: 'M4 10 核 GPU' })).toBeDisabled();

  await userEvent.click(screen.getByRole('radio', { name: '512GB SSD' }));
  expect(graphics.getByRole('radio', { name: 'M4 10 核 GPU' })).toBeChecked();
  expect(graphics.getByRole('radio', { name: 'M4 8 核 GPU' })).toBeDisabled();
  expect(screen.getByText(SKU_STORAGE.name)).toBeInTheDocument();
  // The 24-month term is kept: 16GB / 512GB costs ¥297.00 a month over 24 months.
  expect(monthlyRent()).toBe('¥297.00');
  expect(totalRent()).toBe('¥7,128.00');
  // This SKU has no 1- or 6-month plan.
  expect(screen.queryByRole('radio', { name: /^1个月/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: /^6个月/ })).not.toBeInTheDocument();
});

test('the quantity multiplies rent, deposit and total, up to the stock', async () => {
  renderPicker();
  await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
  expect(screen.getByLabelText('数量')).toHaveValue(2);
  expect(monthlyRent()).toBe('¥508.00');
  expect(summaryLine('押金')).toBe('¥4,800.00');
  expect(totalRent()).toBe('¥12,192.00');

  await userEvent.clear(screen.getByLabelText('数量'));
  await userEvent.type(screen.getByLabelText('数量'), '99');
  expect(screen.getByLabelText('数量')).toHaveValue(SKU_BASE.stock);
  expect(screen.getByRole('button', { name: '增加数量' })).toBeDisabled();
});

test('a configuration out of stock says 缺货 and cannot be rented', async () => {
  renderPicker({ loggedIn: true });
  await userEvent.click(screen.getByRole('radio', { name: '24GB 统一内存' }));
  expect(screen.getByText(SKU_MEMORY.name)).toBeInTheDocument();
  expect(screen.getByText('缺货')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '立即租赁' })).toBeDisabled();
  // The price is still shown before anything can be bought.
  expect(monthlyRent()).toBe('¥339.00');
});

test('a visitor who is not logged in goes to the login page, which brings them back to this choice', async () => {
  renderPicker();
  await userEvent.click(term(12));
  await userEvent.click(screen.getByRole('button', { name: '立即租赁' }));
  expect(push).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/details?id=7&skuId=101&term=12&quantity=1')}`);

  push.mockReset();
  await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
  expect(push).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/details?id=7&skuId=101&term=12&quantity=1')}`);
});

test('back from the login page, the SKU and term of the address are chosen', () => {
  window.history.replaceState(null, '', '/details?id=7&skuId=102&term=12');
  renderPicker();
  expect(term(12)).toBeChecked();
  expect(screen.getByRole('radio', { name: '512GB SSD' })).toBeChecked();
  expect(monthlyRent()).toBe('¥349.00');
});

test('a logged-in customer adds the choice to the cart and sees the count the server answered, without asking again', async () => {
  const notices = recordNotices();
  const bodies: unknown[] = [];
  let countAsked = 0;
  server.use(
    http.post(apiUrl('api/wCar/addCarGoods'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '加入购物车成功', data: { id: 41, carShuLian: 3 } });
    }),
    http.get(apiUrl('api/wCar/carNumber'), () => {
      countAsked += 1;
      return HttpResponse.json({ code: 200, msg: '操作成功', data: { carShuLian: 9 } });
    }),
  );
  const store = renderPicker({ loggedIn: true });
  await userEvent.click(term(6));
  await userEvent.click(screen.getByRole('button', { name: '加入购物车' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '已加入购物车' }));
  expect(bodies).toEqual([{ skuId: SKU_BASE.id, termMonths: 6, quantity: 1 }]);
  await waitFor(() => expect(store.get(sessionAtom).cartCount).toBe(3));
  expect(countAsked).toBe(0);
  expect(push).not.toHaveBeenCalled();
  notices.restore();
});

test('a logged-in customer who rents now goes to the order page with the choice', async () => {
  renderPicker({ loggedIn: true });
  await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
  await userEvent.click(screen.getByRole('button', { name: '立即租赁' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/order?skuId=101&termMonths=24&quantity=2'));
});

test('renting reads the options again: a configuration sold out since the page was cached is said, and shown as sold out', async () => {
  const notices = recordNotices();
  const reads = serveOptions(GOODS.skus.map((sku) => (sku.id === SKU_BASE.id ? { ...sku, stock: 0 } : sku)));
  renderPicker({ loggedIn: true });
  await userEvent.click(screen.getByRole('button', { name: '立即租赁' }));
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '该配置已租完，请选择其他配置' }));
  expect(reads).toEqual([String(GOODS.id)]);
  expect(push).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: '立即租赁' })).toBeDisabled();
  notices.restore();
});

test('the preview shows the prices but nothing can be rented', () => {
  renderPicker({ loggedIn: true, disabledReason: '预览模式下不能加入购物车或下单' });
  expect(monthlyRent()).toBe('¥254.00');
  expect(screen.getByText('预览模式下不能加入购物车或下单')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '立即租赁' })).toBeDisabled();
});

test('a procurement page starts at the minimum order and shows the bulk price from the first tier', async () => {
  renderPicker({ procurement: PROCUREMENT });
  expect(screen.getByLabelText('数量')).toHaveValue(5);
  expect(screen.getByText('企业采购 5 台起订')).toBeInTheDocument();
  expect(monthlyRent()).toBe('¥1,270.00');

  await userEvent.clear(screen.getByLabelText('数量'));
  await userEvent.type(screen.getByLabelText('数量'), '10');
  // 9.5折 of ¥254.00 is ¥241.30 a unit.
  expect(monthlyRent()).toBe('¥2,413.00');
  expect(screen.getByText(/批量 9.5折/)).toBeInTheDocument();
  expect(summaryLine('押金')).toBe('¥24,000.00');
});

test('goods without any plan say so instead of showing a picker', () => {
  renderPicker({ skus: [] });
  expect(screen.getByRole('status')).toHaveTextContent('该商品暂无可租赁的配置');
  expect(screen.queryByRole('button', { name: '立即租赁' })).not.toBeInTheDocument();
});

describe('a logged-in customer with an overdue bill', () => {
  const OVERDUE_ORDER = 'ZL20260301100000000001';
  /** The product server's judgeSwitch for this customer; records who asked. */
  function serveRentingSwitch(overdue: { count: number; orderNos: string[] } | null) {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('api/wOrder/judgeSwitch/:quanJuId/:goodsType'), ({ params }) => {
        asked.push(`${String(params.quanJuId)}/${String(params.goodsType)}`);
        const reason = overdue ? '您有逾期未付的账单，请先在“我的账单”结清后再下单' : null;
        return HttpResponse.json({ code: 200, msg: '操作成功', data: { goodsType: 'normal', allowed: !overdue, reason, verified: true, accountType: 'personal', overdue } });
      }),
    );
    return asked;
  }

  beforeEach(() => {
    // The readable session marker a login leaves (never the token).
    document.cookie = 'zl-shop-Session=marker-1; path=/';
  });
  afterEach(() => {
    document.cookie = 'zl-shop-Session=; max-age=0; path=/';
  });

  test('is told above the rent buttons that it refuses new orders, with a link straight to the overdue bill', async () => {
    const asked = serveRentingSwitch({ count: 1, orderNos: [OVERDUE_ORDER] });
    renderPicker({ loggedIn: true });
    const notice = await screen.findByTestId('overdue-bills-notice');
    expect(notice).toHaveTextContent('您有 1 期逾期未付的账单，暂不能下新订单，请先结清。');
    expect(within(notice).getByRole('link', { name: '去“我的账单”支付' })).toHaveAttribute('href', `/myBill?status=2&orderNo=${OVERDUE_ORDER}`);
    expect(asked).toEqual(['g-1/normal']);
    // Adding to the cart stays possible; the notice sits right above both buttons.
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeEnabled();
    expect(notice.nextElementSibling).toContainElement(screen.getByRole('button', { name: '立即租赁' }));
  });

  test('with bills overdue on several orders, the link opens every overdue bill', async () => {
    serveRentingSwitch({ count: 3, orderNos: [OVERDUE_ORDER, 'ZL20260301100000000002'] });
    renderPicker({ loggedIn: true });
    const notice = await screen.findByTestId('overdue-bills-notice');
    expect(notice).toHaveTextContent('您有 3 期逾期未付的账单');
    expect(within(notice).getByRole('link', { name: '去“我的账单”支付' })).toHaveAttribute('href', '/myBill?status=2');
  });

  test('is the only one told: a customer whose bills are paid sees no notice', async () => {
    const asked = serveRentingSwitch(null);
    renderPicker({ loggedIn: true });
    await waitFor(() => expect(asked).toEqual(['g-1/normal']));
    expect(screen.queryByTestId('overdue-bills-notice')).not.toBeInTheDocument();
  });

  test('a visitor who is not logged in is never asked about bills', () => {
    const asked = serveRentingSwitch({ count: 1, orderNos: [OVERDUE_ORDER] });
    document.cookie = 'zl-shop-Session=; max-age=0; path=/';
    renderPicker();
    expect(screen.queryByTestId('overdue-bills-notice')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('goods offered only in the procurement zone (its gate, judgeSwitch for procurement goods)', () => {
  function serveProcurementSwitch(allowed: boolean) {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('api/wOrder/judgeSwitch/:quanJuId/:goodsType'), ({ params }) => {
        asked.push(`${String(params.quanJuId)}/${String(params.goodsType)}`);
        const reason = allowed ? null : '采购专区商品仅限已认证的企业账户租赁';
        return HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: { goodsType: 'procurement', allowed, reason, verified: allowed, accountType: allowed ? 'company' : 'personal', overdue: null },
        });
      }),
    );
    return asked;
  }

  beforeEach(() => {
    document.cookie = 'zl-shop-Session=marker-1; path=/';
  });
  afterEach(() => {
    document.cookie = 'zl-shop-Session=; max-age=0; path=/';
  });

  test('a personal account is told why it cannot rent them, and both buttons are off', async () => {
    const asked = serveProcurementSwitch(false);
    renderPicker({ loggedIn: true, procurement: PROCUREMENT, goodsType: 'procurement' });
    expect(await screen.findByText('采购专区商品仅限已认证的企业账户租赁')).toBeInTheDocument();
    expect(asked).toEqual(['g-1/procurement']);
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '立即租赁' })).toBeDisabled();
  });

  test('a verified company rents them as usual', async () => {
    const asked = serveProcurementSwitch(true);
    renderPicker({ loggedIn: true, procurement: PROCUREMENT, goodsType: 'procurement' });
    await waitFor(() => expect(asked).toEqual(['g-1/procurement']));
    expect(screen.queryByText('采购专区商品仅限已认证的企业账户租赁')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即租赁' })).toBeEnabled();
  });
});

describe('a company that took a rental over from a person, without automatic payment (judgeSwitch)', () => {
  beforeEach(() => {
    document.cookie = 'zl-shop-Session=marker-1; path=/';
  });
  afterEach(() => {
    document.cookie = 'zl-shop-Session=; max-age=0; path=/';
  });

  test('is told to sign automatic payment first, in the words checkout uses, and both buttons are off', async () => {
    server.use(
      http.get(apiUrl('api/wOrder/judgeSwitch/:quanJuId/:goodsType'), () =>
        HttpResponse.json({
          code: 200,
          msg: '操作成功',
          data: { goodsType: 'normal', allowed: false, reason: '请填写紧急联系人', verified: true, accountType: 'company', overdue: null },
        }),
      ),
    );
    renderPicker({ loggedIn: true });
    expect(await screen.findByText(WITHHOLDING_AGREEMENT_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('请填写紧急联系人')).not.toBeInTheDocument();
    // The way there: the personal center's 自动扣款 card.
    expect(screen.getByRole('link', { name: '去开通自动扣款' })).toHaveAttribute('href', '/myAccount#withholding');
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '立即租赁' })).toBeDisabled();
  });
});
