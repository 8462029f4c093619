import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq, ne } from 'drizzle-orm';
import type { LoginData } from '@/contract/auth';
import type { GoodsDetail } from '@/contract/goods';
import { goods, goodsSkus, leasePlans } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { startTestServer, type TestServer } from '../testing/harness';
import { demoMerchantShopId } from '../testing/staff';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const DRAFT_SLUG = 'lenovo-thinkpad-x9-15-aura-preview';
const notFound = { code: 404, msg: '访问资源不存在' };

const preview = (id: number | string, token?: string) => server.get<GoodsDetail>(`/api/wGoods/preview/${id}`, token ? { token } : {});

async function goodsOfSlug(slug: string) {
  const [row] = await server.db.select().from(goods).where(eq(goods.slug, slug));
  assert.ok(row, slug);
  return row;
}

const merchantStoreId = () => demoMerchantShopId(server);

test('without a token the preview is refused with HTTP 401', async () => {
  const draft = await goodsOfSlug(DRAFT_SLUG);
  const answer = await preview(draft.id);
  assert.equal(answer.status, 401);
  assert.deepEqual(answer.body, { code: 401, msg: '认证失败，无法访问系统资源' });
});

test("a customer's token opens no preview", async () => {
  const draft = await goodsOfSlug(DRAFT_SLUG);
  const { phone, password } = DEMO_ACCOUNTS.personal;
  const login = await server.post<LoginData>('/api/register/reg/paLogin', { phone, passWord: password });
  const answer = await preview(draft.id, String(login.body.token));
  assert.deepEqual(answer.body, { code: 401, msg: '登录状态已过期，请重新登录' });
});

test("a merchant's staff cannot preview another shop's goods: it answers like an unknown id", async () => {
  const token = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  const [other] = await server.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(ne(goods.storeId, await merchantStoreId()), eq(goods.status, 'on_sale')))
    .limit(1);
  assert.ok(other);
  assert.deepEqual((await preview(other.id, token)).body, notFound);
  assert.deepEqual((await preview(2_000_000_000, token)).body, notFound);
});

test("a merchant's staff previews their own shop's draft, which shoppers cannot open", async () => {
  const token = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  const draft = await goodsOfSlug(DRAFT_SLUG);
  assert.equal(draft.status, 'draft');
  assert.equal(draft.storeId, await merchantStoreId());

  const answer = await preview(draft.id, token);
  assert.equal(answer.body.code, 200, answer.body.msg);
  const detail = answer.body.data;
  assert.ok(detail);
  assert.equal(detail.id, draft.id);
  assert.equal(detail.slug, DRAFT_SLUG);
  assert.equal(detail.name, draft.name);
  assert.equal(detail.store.id, draft.storeId);
  assert.ok(detail.skus.length > 0 && detail.skus.every((sku) => sku.plans.length > 0));

  assert.deepEqual((await server.post('/api/wGoods/productDetails', { id: draft.id })).body, notFound);
});

test("the platform admin previews any shop's goods, on sale or withdrawn", async () => {
  const token = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  const [other] = await server.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(ne(goods.storeId, await merchantStoreId()), eq(goods.status, 'on_sale')))
    .limit(1);
  assert.ok(other);
  for (const id of [other.id, (await goodsOfSlug(DRAFT_SLUG)).id, (await goodsOfSlug('dell-latitude-5440-off-sale')).id]) {
    const answer = await preview(id, token);
    assert.equal(answer.body.code, 200, `${id}: ${answer.body.msg}`);
    assert.equal(answer.body.data?.id, id);
  }
});

test('a draft whose plans are not written yet can still be previewed, without configurations', async () => {
  const token = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  const draft = await goodsOfSlug(DRAFT_SLUG);
  const skuIds = (await server.db.select({ id: goodsSkus.id }).from(goodsSkus).where(eq(goodsSkus.goodsId, draft.id))).map((sku) => sku.id);
  for (const skuId of skuIds) await server.db.delete(leasePlans).where(eq(leasePlans.skuId, skuId));

  const answer = await preview(draft.id, token);
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.deepEqual(answer.body.data?.skus, []);
});

test('an id that is not a positive integer names nothing', async () => {
  const token = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  for (const id of ['abc', '0', '-3', '1e3', '99999999999']) assert.deepEqual((await preview(id, token)).body, notFound, id);
});
