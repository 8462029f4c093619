import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CartLine, CartLineTerms, CartSelection } from '@/contract/cart';
import { startTestServer, type TestServer } from '../testing/harness';
import { offSaleSku, rentableSkus, setGoodsStatus, setStock, type TestSku } from '../testing/rentals';

let server: TestServer;
let skus: TestSku[];
before(async () => {
  server = await startTestServer();
  skus = await rentableSkus(server.db, 5);
});
after(() => server.close());

const sku = (i: number): TestSku => {
  const found = skus[i];
  if (!found) throw new Error(`no rentable SKU ${i}`);
  return found;
};

async function add(token: string, skuId: number, quantity = 1, termMonths = 12) {
  return server.post<{ id: number; carShuLian: number }>('/api/wCar/addCarGoods', { skuId, termMonths, quantity }, { token });
}

test('every cart call without a token answers HTTP 401', async () => {
  for (const [method, url] of [
    ['POST', '/api/wCar/addCarGoods'],
    ['GET', '/api/wCar/carNumber'],
    ['POST', '/api/wCar/list'],
    ['GET', '/api/wCar/1'],
    ['DELETE', '/api/wCar/1'],
    ['POST', '/api/wCar/shuLiang'],
    ['GET', '/api/wCar/fanHui/1'],
    ['POST', '/api/wCar/zuQi'],
    ['POST', '/api/wCar/yxJ'],
  ] as const) {
    const answer = await server.request(method, url, method === 'POST' ? '{}' : undefined);
    assert.equal(answer.status, 401, `${method} ${url}`);
  }
});

test('adding the same SKU and term twice merges into one line; the count sums quantities', async () => {
  const { token, globalId } = await server.registerPersonal();
  const first = await add(token, sku(0).skuId, 1);
  assert.equal(first.body.code, 200, first.body.msg);
  assert.equal(first.body.msg, '已加入购物车');
  const second = await add(token, sku(0).skuId, 2);
  assert.equal(second.body.data?.id, first.body.data?.id);
  assert.equal(second.body.data?.carShuLian, 3);
  await add(token, sku(0).skuId, 1, 24);
  const count = await server.get<{ carShuLian: number }>(`/api/wCar/carNumber?quanJuId=${globalId}`, { token });
  assert.deepEqual(count.body.data, { carShuLian: 4 });
  const list = await server.post<never>('/api/wCar/list', {}, { token });
  assert.equal(list.body.total, 2);
});

test('the cart count with another account’s quanJuId answers code 401', async () => {
  const { token } = await server.registerPersonal();
  const answer = await server.get('/api/wCar/carNumber?quanJuId=someone-else', { token });
  assert.equal(answer.body.code, 401);
});

test('the list shows current names, prices, stock and line totals read from the catalogue', async () => {
  const { token } = await server.registerPersonal();
  await add(token, sku(1).skuId, 2);
  const list = await server.post<never>('/api/wCar/list', { page: 1, limit: 10 }, { token });
  const [line] = (list.body as unknown as { rows: CartLine[] }).rows;
  assert.ok(line);
  assert.equal(line.skuId, sku(1).skuId);
  assert.equal(line.monthlyRent, sku(1).monthlyRent);
  assert.equal(line.lineRent, sku(1).monthlyRent * 2);
  assert.equal(line.lineDeposit, sku(1).deposit * 2);
  assert.equal(line.stock, sku(1).stock);
  assert.equal(line.problem, null);
  assert.ok(line.goodsName.length > 0 && line.image.startsWith('/goods/'));
  assert.ok(line.plans.some((plan) => plan.termMonths === 12));
});

test('refusals: unknown SKU 404, off-sale goods, a term the SKU does not offer, more than the stock, malformed body', async () => {
  const { token } = await server.registerPersonal();
  assert.equal((await add(token, 999_999)).body.code, 404);
  assert.equal((await add(token, await offSaleSku(server.db))).body.msg, '该商品已下架');
  assert.equal((await add(token, sku(0).skuId, 1, 7)).body.msg, '该商品不提供 7 个月租期');
  assert.equal((await add(token, sku(0).skuId, sku(0).stock + 1)).body.msg, `库存不足，该配置最多可租 ${sku(0).stock} 台`);
  assert.equal((await server.post('/api/wCar/addCarGoods', { skuId: sku(0).skuId, termMonths: 12, quantity: 0 }, { token })).body.msg, '租赁数量应为 1 到 999 的整数');
  assert.equal((await server.post('/api/wCar/addCarGoods', { skuId: sku(0).skuId, termMonths: 12, quantity: 1, price: 1 }, { token })).body.msg, '不支持的字段：price');
});

test('another customer’s cart line answers 404 to every call, and stays as it was', async () => {
  const owner = await server.registerPersonal();
  const other = await server.registerPersonal();
  const id = (await add(owner.token, sku(0).skuId, 2)).body.data?.id ?? 0;
  assert.equal((await server.get(`/api/wCar/${id}`, { token: other.token })).body.code, 404);
  assert.equal((await server.get(`/api/wCar/fanHui/${id}`, { token: other.token })).body.code, 404);
  assert.equal((await server.request('DELETE', `/api/wCar/${id}`, undefined, { token: other.token })).body.code, 404);
  assert.equal((await server.post('/api/wCar/shuLiang', { id, quantity: 1 }, { token: other.token })).body.code, 404);
  assert.equal((await server.post('/api/wCar/yxJ', { ids: [id], selected: false }, { token: other.token })).body.code, 404);
  assert.equal((await server.post('/api/wCar/zuQi', { id, termMonths: 6 }, { token: other.token })).body.code, 404);
  const mine = await server.get<CartLine>(`/api/wCar/${id}`, { token: owner.token });
  assert.equal(mine.body.data?.quantity, 2);
  assert.equal(mine.body.data?.selected, true);
  assert.equal((await server.get('/api/wCar/abc', { token: owner.token })).body.code, 404);
});

test('the quantity can be set from 1 to the stock, not beyond', async () => {
  const { token } = await server.registerPersonal();
  const id = (await add(token, sku(2).skuId)).body.data?.id ?? 0;
  const changed = await server.post<CartLine>('/api/wCar/shuLiang', { id, quantity: 3 }, { token });
  assert.equal(changed.body.data?.quantity, 3);
  assert.equal(changed.body.data?.lineRent, sku(2).monthlyRent * 3);
  const tooMany = await server.post('/api/wCar/shuLiang', { id, quantity: sku(2).stock + 1 }, { token });
  assert.equal(tooMany.body.msg, `库存不足，该配置最多可租 ${sku(2).stock} 台`);
});

test('deleting a line removes it and answers the new count', async () => {
  const { token } = await server.registerPersonal();
  const id = (await add(token, sku(0).skuId, 2)).body.data?.id ?? 0;
  await add(token, sku(1).skuId, 1);
  const removed = await server.request<{ carShuLian: number }>('DELETE', `/api/wCar/${id}`, undefined, { token });
  assert.equal(removed.body.msg, '删除成功');
  assert.deepEqual(removed.body.data, { carShuLian: 1 });
  assert.equal((await server.get(`/api/wCar/${id}`, { token })).body.code, 404);
});

test('fanHui answers the SKU’s plans so the line’s term can be changed', async () => {
  const { token } = await server.registerPersonal();
  const id = (await add(token, sku(0).skuId)).body.data?.id ?? 0;
  const terms = await server.get<CartLineTerms>(`/api/wCar/fanHui/${id}`, { token });
  assert.equal(terms.body.data?.termMonths, 12);
  assert.ok((terms.body.data?.plans.length ?? 0) >= 2);
  assert.ok(terms.body.data?.plans.every((plan) => plan.totalRent === plan.monthlyRent * plan.termMonths));
});

test('zuQi moves a line to another plan of its SKU, priced from that plan; a term the SKU lacks is refused', async () => {
  const { token } = await server.registerPersonal();
  const id = (await add(token, sku(0).skuId, 2)).body.data?.id ?? 0;
  const plans = (await server.get<CartLineTerms>(`/api/wCar/fanHui/${id}`, { token })).body.data?.plans ?? [];
  const other = plans.find((plan) => plan.termMonths !== 12);
  assert.ok(other, 'the SKU offers a second term');
  const moved = await server.post<CartLine>('/api/wCar/zuQi', { id, termMonths: other.termMonths }, { token });
  assert.equal(moved.body.data?.id, id);
  assert.equal(moved.body.data?.termMonths, other.termMonths);
  assert.equal(moved.body.data?.monthlyRent, other.monthlyRent);
  assert.equal(moved.body.data?.lineRent, other.monthlyRent * 2);
  const missing = [1, 2, 3, 6, 12, 18, 24, 36].find((term) => !plans.some((plan) => plan.termMonths === term)) ?? 99;
  assert.equal((await server.post('/api/wCar/zuQi', { id, termMonths: missing }, { token })).body.msg, `该商品不提供 ${missing} 个月租期`);
  assert.equal((await server.get<CartLine>(`/api/wCar/${id}`, { token })).body.data?.termMonths, other.termMonths);
});

test('zuQi onto a term the cart already holds merges the two lines into one, within stock', async () => {
  const { token } = await server.registerPersonal();
  const twelve = (await add(token, sku(1).skuId, 1, 12)).body.data?.id ?? 0;
  const plans = (await server.get<CartLineTerms>(`/api/wCar/fanHui/${twelve}`, { token })).body.data?.plans ?? [];
  const otherTerm = plans.find((plan) => plan.termMonths !== 12)?.termMonths ?? 0;
  const second = (await add(token, sku(1).skuId, 2, otherTerm)).body.data?.id ?? 0;
  const merged = await server.post<CartLine>('/api/wCar/zuQi', { id: second, termMonths: 12 }, { token });
  assert.equal(merged.body.data?.id, twelve);
  assert.equal(merged.body.data?.quantity, 3);
  assert.equal((await server.get(`/api/wCar/${second}`, { token })).body.code, 404);
  assert.equal((await server.get<{ carShuLian: number }>('/api/wCar/carNumber', { token })).body.data?.carShuLian, 3);
});

test('yxJ ticks and unticks lines and answers what the ticked lines cost', async () => {
  const { token } = await server.registerPersonal();
  const a = (await add(token, sku(0).skuId, 2)).body.data?.id ?? 0;
  const b = (await add(token, sku(1).skuId, 1)).body.data?.id ?? 0;
  const none = await server.post<CartSelection>('/api/wCar/yxJ', { ids: [a, b], selected: false }, { token });
  assert.deepEqual(none.body.data, { selectedIds: [], quantity: 0, firstMonthRent: 0, deposit: 0, freight: 0, payable: 0 });
  const one = await server.post<CartSelection>('/api/wCar/yxJ', { ids: [a], selected: true }, { token });
  assert.deepEqual(one.body.data?.selectedIds, [a]);
  assert.equal(one.body.data?.firstMonthRent, sku(0).monthlyRent * 2);
  assert.equal(one.body.data?.deposit, sku(0).deposit * 2);
  assert.equal(one.body.data?.payable, (one.body.data?.firstMonthRent ?? 0) + (one.body.data?.deposit ?? 0) + (one.body.data?.freight ?? 0));
});

test('goods taken off sale: the line says so, is left out of the selection and its quantity cannot change', async () => {
  const { token } = await server.registerPersonal();
  const target = sku(3);
  const id = (await add(token, target.skuId)).body.data?.id ?? 0;
  await setGoodsStatus(server.db, target.goodsId, 'off_sale');
  try {
    const line = await server.get<CartLine>(`/api/wCar/${id}`, { token });
    assert.equal(line.body.data?.problem, '商品已下架');
    const selection = await server.post<CartSelection>('/api/wCar/yxJ', { ids: [id], selected: true }, { token });
    assert.deepEqual(selection.body.data?.selectedIds, []);
    assert.equal((await server.post('/api/wCar/shuLiang', { id, quantity: 2 }, { token })).body.msg, '该商品已下架');
  } finally {
    await setGoodsStatus(server.db, target.goodsId, 'on_sale');
  }
});

test('a line above the remaining stock says 库存不足', async () => {
  const { token } = await server.registerPersonal();
  const target = sku(4);
  const id = (await add(token, target.skuId, 3)).body.data?.id ?? 0;
  await setStock(server.db, target.skuId, 2);
  try {
    assert.equal((await server.get<CartLine>(`/api/wCar/${id}`, { token })).body.data?.problem, '库存不足');
  } finally {
    await setStock(server.db, target.skuId, target.stock);
  }
});
