import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ConsoleStore, ShopSettings } from '@/contract/consoleStores';
import type { GoodsCard } from '@/contract/goods';
import { TAGS } from '@/contract/cacheTags';
import { stores } from '../db/schema';
import { returnAddressOfStore } from '../domain/catalog/returnAddress';
import { startTestServer, type TestServer } from '../testing/harness';
import { rentableSkus } from '../testing/rentals';
import { logInAsAdmin, logInAsMerchant, logInAsOtherMerchant, type StaffLogin } from '../testing/staff';

let server: TestServer;
let admin: StaffLogin;
let merchant: StaffLogin;
before(async () => {
  server = await startTestServer();
  admin = await logInAsAdmin(server);
  merchant = await logInAsMerchant(server);
});
after(() => server.close());

type PageBody<T> = { code: number; msg: string; rows: T[]; total: number };
const ADDRESS = { name: '王芳', phone: '13600001111', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋 1201' };

async function storeOfSlug(slug: string) {
  const [store] = await server.db.select().from(stores).where(eq(stores.slug, slug));
  assert.ok(store, slug);
  return store;
}

const publicGoodsOf = async (storeId: number) => ((await server.get(`/api/wGoods/search?storeId=${storeId}&limit=1`)).body as unknown as PageBody<GoodsCard>).total;

test('the store list counts goods on sale and orders, and filters by keyword, status and the quality mark', async () => {
  const list = (body: Record<string, unknown>) =>
    server.post('/api/sys/store/list', body, { token: admin.token }).then((answer) => answer.body as unknown as PageBody<ConsoleStore>);
  const yunzu = (await list({ keyword: 'yunzu' })).rows[0];
  assert.ok(yunzu);
  assert.equal(yunzu.name, '云租优选旗舰店');
  assert.equal(yunzu.goodsOnSale, await publicGoodsOf(yunzu.id));
  assert.ok(yunzu.goodsTotal >= yunzu.goodsOnSale);
  assert.equal(yunzu.status, 'open');
  assert.equal(yunzu.statusName, '营业中');
  assert.equal(yunzu.staff, 1);
  const featured = await list({ featured: true, limit: 100 });
  assert.ok(featured.total > 0 && featured.rows.every((store) => store.featured));
  const byOrders = await list({ sort: 'orders', order: 'desc', limit: 100 });
  assert.deepEqual(
    byOrders.rows.map((store) => store.orders),
    [...byOrders.rows.map((store) => store.orders)].sort((a, b) => b - a),
  );
  assert.deepEqual((await server.post('/api/sys/store/list', { sort: 'name' }, { token: admin.token })).body, { code: 500, msg: '排序字段不正确' });
  const detail = await server.get<ConsoleStore>(`/api/sys/store/detail/${yunzu.id}`, { token: admin.token });
  assert.equal(detail.body.data?.slug, 'yunzu');
  assert.deepEqual((await server.get('/api/sys/store/detail/999999', { token: admin.token })).body, { code: 404, msg: '访问资源不存在' });
});

test("a closed shop's goods leave every public list and cannot be rented; reopening brings them back", async () => {
  const [sku] = await rentableSkus(server.db, 3);
  assert.ok(sku);
  const { token } = await server.registerPersonal();
  const onSale = await publicGoodsOf(sku.storeId);
  assert.ok(onSale > 0);

  server.storefront.tags.length = 0;
  const closed = await server.post<ConsoleStore>('/api/sys/store/status', { id: sku.storeId, status: 'closed', reason: '资质到期，暂停营业' }, { token: admin.token });
  assert.equal(closed.body.msg, '店铺已停业');
  assert.equal(closed.body.data?.statusReason, '资质到期，暂停营业');
  assert.deepEqual(server.storefront.tags, [TAGS.stores, TAGS.store(sku.storeId), TAGS.goods]);

  assert.equal(await publicGoodsOf(sku.storeId), 0);
  assert.equal((await server.get(`/api/store/${sku.storeId}`)).body.code, 404);
  assert.equal((await server.post('/api/wGoods/productDetails', { id: sku.goodsId })).body.code, 404);
  assert.deepEqual((await server.post('/api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: 12, quantity: 1 }, { token })).body, { code: 500, msg: '该商品已下架' });
  const order = await server.post(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, invoice: { type: 1, title: '个人', taxNo: null }, idempotencyKey: randomUUID() },
    { token },
  );
  assert.equal(order.body.code, 500);
  assert.equal(order.body.msg, '该商品已下架');
  // The shop's counts stay as they were for the platform.
  assert.equal((await server.get<ConsoleStore>(`/api/sys/store/detail/${sku.storeId}`, { token: admin.token })).body.data?.goodsOnSale, onSale);
  assert.deepEqual((await server.post('/api/sys/store/status', { id: sku.storeId, status: 'closed', reason: '再次停业' }, { token: admin.token })).body, {
    code: 500,
    msg: '该店铺已停业',
  });

  const reopened = await server.post<ConsoleStore>('/api/sys/store/status', { id: sku.storeId, status: 'open', reason: '资质已更新' }, { token: admin.token });
  assert.equal(reopened.body.msg, '店铺已恢复营业');
  assert.equal(await publicGoodsOf(sku.storeId), onSale);
  assert.equal((await server.post('/api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: 12, quantity: 1 }, { token })).body.code, 200);
});

test('the quality-store mark moves a shop in and out of the quality-store list', async () => {
  const store = await storeOfSlug('geek');
  const featuredList = async () => ((await server.get('/api/store/list?featured=true&limit=60')).body as unknown as PageBody<{ id: number }>).rows.map((row) => row.id);
  const mark = !store.featured;
  const answer = await server.post<ConsoleStore>('/api/sys/store/featured', { id: store.id, featured: mark }, { token: admin.token });
  assert.equal(answer.body.data?.featured, mark);
  assert.equal((await featuredList()).includes(store.id), mark);
  await server.post('/api/sys/store/featured', { id: store.id, featured: store.featured }, { token: admin.token });
  assert.equal((await featuredList()).includes(store.id), store.featured);
});

test("a merchant reads and saves their own shop's settings; the return address reaches the customers' returns", async () => {
  const yunzu = await storeOfSlug('yunzu');
  const read = await server.get<ShopSettings>('/api/sys/shop', { token: merchant.token });
  assert.equal(read.body.data?.id, yunzu.id);
  assert.equal(read.body.data?.customLogo, false);
  assert.equal(read.body.data?.platformReturnAddress.recipient, '云租电脑售后检测中心');

  server.storefront.tags.length = 0;
  const returnAddress = { recipient: '云租优选售后部', phone: '0755-88886666', address: '深圳市南山区科技园 1 号 3 楼' };
  const saved = await server.post<ShopSettings>(
    '/api/sys/shop',
    { intro: '企业级笔记本租赁 10 年', city: '深圳', returnAddress, logo: read.body.data?.logo },
    { token: merchant.token },
  );
  assert.equal(saved.body.code, 200, saved.body.msg);
  assert.equal(saved.body.msg, '店铺设置已保存');
  assert.equal(saved.body.data?.intro, '企业级笔记本租赁 10 年');
  assert.equal(saved.body.data?.customLogo, false);
  assert.deepEqual(saved.body.data?.returnAddress, returnAddress);
  assert.deepEqual(server.storefront.tags, [TAGS.stores, TAGS.store(yunzu.id), TAGS.goods]);
  assert.deepEqual(await returnAddressOfStore(server.db, yunzu.id), { ...returnAddress, source: 'store' });
  assert.equal((await server.get<{ intro: string }>(`/api/store/${yunzu.id}`)).body.data?.intro, '企业级笔记本租赁 10 年');

  // Back to the platform's after-sales centre.
  await server.post('/api/sys/shop', { intro: yunzu.intro, city: yunzu.city, returnAddress: null }, { token: merchant.token });
  assert.equal((await returnAddressOfStore(server.db, yunzu.id)).source, 'platform');
});

test("shop settings refuse bad fields and pictures that are not the shop's", async () => {
  const save = (body: Record<string, unknown>) => server.post('/api/sys/shop', { intro: '简介', city: '深圳', returnAddress: null, ...body }, { token: merchant.token });
  assert.deepEqual((await save({ city: '' })).body, { code: 500, msg: '请输入所在城市' });
  assert.deepEqual((await save({ returnAddress: { recipient: '售后', phone: '12345', address: '深圳市南山区' } })).body, {
    code: 500,
    msg: '请输入正确的联系电话，如 13800138000 或 0755-88886666',
  });
  assert.deepEqual((await save({ logo: 'javascript:alert(1)' })).body, { code: 500, msg: '图片不正确，请重新上传' });
  // A key of no staff upload, and another shop's picture path.
  assert.deepEqual((await save({ logo: `${'a'.repeat(32)}.png` })).body, { code: 500, msg: '图片不存在或已被使用，请重新上传' });
  assert.deepEqual((await save({ logo: '/prod-api/api/file/secret.png' })).body, { code: 500, msg: '图片不存在或已被使用，请重新上传' });
});

test('the upgrade fee is saved in fen and read back; 0 means none, absent keeps it, and out of range is refused with the message', async () => {
  const yunzu = await storeOfSlug('yunzu');
  const fee = async () => (await storeOfSlug('yunzu')).upgradeFee;
  const save = (body: Record<string, unknown>) =>
    server.post<ShopSettings>('/api/sys/shop', { intro: yunzu.intro, city: yunzu.city, returnAddress: null, ...body }, { token: merchant.token });
  assert.equal((await server.get<ShopSettings>('/api/sys/shop', { token: merchant.token })).body.data?.upgradeFee, 9_900);

  const saved = await save({ upgradeFee: 12_050 });
  assert.equal(saved.body.code, 200, saved.body.msg);
  assert.equal(saved.body.data?.upgradeFee, 12_050);
  assert.equal(await fee(), 12_050);
  assert.equal((await server.get<ShopSettings>('/api/sys/shop', { token: merchant.token })).body.data?.upgradeFee, 12_050);
  assert.equal((await save({})).body.code, 200);
  assert.equal(await fee(), 12_050);
  assert.equal((await save({ upgradeFee: 999_900 })).body.data?.upgradeFee, 999_900);
  assert.equal((await save({ upgradeFee: 0 })).body.data?.upgradeFee, 0);

  for (const upgradeFee of [1_000_000, -1, 99.5, '9900', null]) {
    assert.deepEqual((await save({ upgradeFee })).body, { code: 500, msg: '升级换机服务费应为 0 到 9,999.00 元的金额，最多两位小数（0 为不收取）' }, String(upgradeFee));
  }
  assert.equal(await fee(), 0);
  await save({ upgradeFee: yunzu.upgradeFee });
});

test("another shop's merchant neither reads nor changes the shop; an admin names the shop", async () => {
  const yunzu = await storeOfSlug('yunzu');
  const other = await logInAsOtherMerchant(server);
  assert.deepEqual((await server.get(`/api/sys/shop?storeId=${yunzu.id}`, { token: other.token })).body, { code: 404, msg: '访问资源不存在' });
  const own = await server.get<ShopSettings>('/api/sys/shop', { token: other.token });
  assert.equal(own.body.data?.id, other.storeId);
  assert.deepEqual((await server.get('/api/sys/shop', { token: admin.token })).body, { code: 500, msg: '请选择店铺' });
  assert.equal((await server.get<ShopSettings>(`/api/sys/shop?storeId=${yunzu.id}`, { token: admin.token })).body.data?.id, yunzu.id);
});
