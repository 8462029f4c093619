import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { TAGS } from '@/contract/cacheTags';
import type { StaffUploadedFile } from '@/contract/files';
import type { GoodsCard, GoodsDetail } from '@/contract/goods';
import type { ConsoleGoodsRow, GoodsEditDocument, GoodsPublishResult, GoodsSaveBody, GoodsStatusCount } from '@/contract/goodsConsole';
import { readXlsx } from '@/test/xlsx';
import { auditLog, customers, goods, goodsSkus, leasePlans, rentalOrderItems, stores, sysMenus, uploadedFiles } from '../db/schema';
import { purgeAbandonedUploads } from '../domain/files/uploads';
import { DAY_MS } from '../domain/shared/clock';
import { newRenter, placedOrder } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { pngImage } from '../testing/images';
import { logInAsAdmin, logInAsMerchant, logInAsOtherMerchant } from '../testing/staff';
import type { StaffLogin } from '../testing/staff';

let server: TestServer;
let admin: StaffLogin;
let merchant: StaffLogin;
let other: StaffLogin;
before(async () => {
  server = await startTestServer();
  admin = await logInAsAdmin(server);
  merchant = await logInAsMerchant(server);
  other = await logInAsOtherMerchant(server);
});
after(() => server.close());

const BUSINESS_LAPTOPS = 11;

async function uploadPicture(token: string, purpose = 'goods', image = pngImage(4, 3)): Promise<StaffUploadedFile> {
  const answer = await server.upload<StaffUploadedFile>(image, { purpose, token, path: '/api/sys/file/upload' });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.ok(answer.body.data);
  return answer.body.data;
}

const plans = (rent: number) => [
  { termMonths: 3, monthlyRent: Math.round(rent * 1.4), buyoutPrice: 600_000 },
  { termMonths: 12, monthlyRent: rent, buyoutPrice: 450_000 },
];

function draftBody(images: string[], overrides: Partial<GoodsSaveBody> = {}): GoodsSaveBody {
  return {
    name: '联想 ThinkPad T14p 2026 测试款',
    subtitle: '新品上架',
    categoryId: BUSINESS_LAPTOPS,
    brand: '联想',
    model: 'ThinkPad T14p 2026',
    condition: 'new',
    zones: ['personal'],
    tags: ['顺丰包邮'],
    images,
    specs: [{ name: '品牌', value: '联想' }],
    description: '<h1>亮点</h1><p>轻薄<script>alert(1)</script></p><img src="https://tracker.example/x.gif">',
    skus: [
      { cpu: 'Intel Core Ultra 5 225H', memory: '16GB', storage: '512GB SSD', graphics: 'Intel Arc', screen: '14" 2.8K', stock: 5, deposit: 300_000, plans: plans(25_900) },
      {
        name: '高配',
        cpu: 'Intel Core Ultra 7 255H',
        memory: '32GB',
        storage: '1TB SSD',
        graphics: 'Intel Arc',
        screen: '14" 2.8K',
        stock: 3,
        deposit: 360_000,
        plans: plans(31_900),
      },
    ],
    ...overrides,
  };
}

const save = (token: string, body: unknown) => server.post<GoodsEditDocument>('/api/sys/goods/save', body, { token });
const publish = (token: string, ids: number[], onSale: boolean) => server.post<GoodsPublishResult>('/api/sys/goods/publish', { ids, onSale }, { token });
const list = (token: string, body: Record<string, unknown> = {}) => server.post<ConsoleGoodsRow[]>('/api/sys/goods/list', { page: 1, limit: 100, ...body }, { token });

async function newDraft(token: string, overrides: Partial<GoodsSaveBody> = {}): Promise<GoodsEditDocument> {
  const picture = await uploadPicture(token);
  const saved = await save(token, draftBody([picture.key], overrides));
  assert.equal(saved.body.code, 200, saved.body.msg);
  assert.ok(saved.body.data);
  return saved.body.data;
}

async function shopGoodsCount(storeId: number | null): Promise<number> {
  assert.ok(storeId);
  const [row] = await server.db
    .select({ total: sql<number>`count(*)::int` })
    .from(goods)
    .where(eq(goods.storeId, storeId));
  return row?.total ?? -1;
}

// --- Staff uploads ------------------------------------------------------------------------------

test('a goods picture staff upload is public at /files/<key>: the product server hands it to anyone, cached for a year', async () => {
  const image = pngImage(5, 4);
  const picture = await uploadPicture(merchant.token, 'goods', image);
  assert.match(picture.key, /^[0-9a-f]{32}\.png$/);
  assert.equal(picture.url, `/files/${picture.key}`);
  assert.equal(picture.purpose, 'goods');
  const response = await server.app.request(`/api/file/public/${picture.key}`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'image/png');
  assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(new Uint8Array(await response.arrayBuffer()), image);
  const [row] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, picture.key));
  assert.equal(row?.sysUserId, merchant.userId);
  assert.equal(row?.storeId, merchant.storeId);
  assert.equal(row?.customerId, null);
});

test('an inspection photo is private: no public address, readable in the back office by its shop and the platform only', async () => {
  const photo = await uploadPicture(merchant.token, 'inspection');
  assert.equal(photo.url, `/prod-api/api/sys/file/${photo.key}`);
  const publicAnswer = await server.app.request(`/api/file/public/${photo.key}`);
  assert.deepEqual(await publicAnswer.json(), { code: 404, msg: '访问资源不存在' });
  const read = (token: string) => server.app.request(`/api/sys/file/${photo.key}`, { headers: { apiToken: token } });
  assert.equal((await read(merchant.token)).status, 200);
  assert.equal((await read(admin.token)).headers.get('content-type'), 'image/png');
  assert.deepEqual(await (await read(other.token)).json(), { code: 404, msg: '访问资源不存在' });
});

test("a customer's licence is never public, and a customer's token cannot upload for the back office", async () => {
  const customer = await server.registerPersonal();
  const licence = await server.upload<{ key: string }>(pngImage(), { purpose: 'licence', token: customer.token });
  assert.ok(licence.body.data);
  assert.deepEqual(await (await server.app.request(`/api/file/public/${licence.body.data.key}`)).json(), { code: 404, msg: '访问资源不存在' });
  const refused = await server.upload(pngImage(), { purpose: 'goods', token: customer.token, path: '/api/sys/file/upload' });
  assert.equal(refused.body.code, 401);
});

test("staff uploads are checked by their bytes and purpose, and a merchant may not upload for the platform's news", async () => {
  const script = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  const before = (await server.db.select().from(uploadedFiles)).length;
  const wrongType = await server.upload(script, { purpose: 'goods', token: merchant.token, path: '/api/sys/file/upload', filename: 'x.png' });
  assert.deepEqual(wrongType.body, { code: 500, msg: '仅支持 JPEG、PNG 或 WebP 格式的图片' });
  const wrongPurpose = await server.upload(pngImage(), { purpose: 'licence', token: merchant.token, path: '/api/sys/file/upload' });
  assert.deepEqual(wrongPurpose.body, { code: 500, msg: '上传用途不正确' });
  const news = await server.upload(pngImage(), { purpose: 'news', token: merchant.token, path: '/api/sys/file/upload' });
  assert.deepEqual(news.body, { code: 403, msg: '当前操作没有权限' });
  assert.equal((await server.db.select().from(uploadedFiles)).length, before);
  assert.equal((await uploadPicture(admin.token, 'news')).url.startsWith('/files/'), true);
});

test('a row of uploaded_files names exactly one owner, of the kind its purpose allows', async () => {
  const now = server.clock.now();
  const row = { mime: 'image/png', size: 1, createdAt: now };
  await assert.rejects(server.db.insert(uploadedFiles).values({ ...row, key: `${'c'.repeat(32)}.png`, purpose: 'goods' }));
  await assert.rejects(server.db.insert(uploadedFiles).values({ ...row, key: `${'d'.repeat(32)}.png`, purpose: 'service', sysUserId: merchant.userId }));
  const [someone] = await server.db.select({ id: customers.id }).from(customers).limit(1);
  assert.ok(someone);
  await assert.rejects(server.db.insert(uploadedFiles).values({ ...row, key: `${'e'.repeat(32)}.png`, purpose: 'goods', sysUserId: merchant.userId, customerId: someone.id }));
});

// --- The list and the counts --------------------------------------------------------------------

test("a merchant's list holds their own shop's goods of every status; another shop's id in the filter changes nothing", async () => {
  const own = await list(merchant.token);
  assert.equal(own.body.code, 200, own.body.msg);
  assert.equal(own.body.total, await shopGoodsCount(merchant.storeId));
  const rows = own.body.rows as ConsoleGoodsRow[];
  assert.ok(rows.every((row) => row.storeId === merchant.storeId));
  const naming = await list(merchant.token, { storeId: other.storeId });
  assert.equal(naming.body.total, own.body.total);
  const first = rows[0];
  assert.ok(first);
  assert.match(first.updatedAt, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(typeof first.skuCount, 'number');
  assert.ok(['草稿', '在售', '已下架'].includes(first.statusName));
});

test('an admin lists every shop, or one shop; filters and sorts happen on the server', async () => {
  const all = await list(admin.token, { limit: 1 });
  const [counted] = await server.db.select({ total: sql<number>`count(*)::int` }).from(goods);
  assert.equal(all.body.total, counted?.total);
  const shop = await list(admin.token, { storeId: other.storeId });
  assert.equal(shop.body.total, await shopGoodsCount(other.storeId));
  const cheapest = await list(admin.token, { sort: 'lowestRent', order: 'asc', status: 'on_sale', limit: 5 });
  const rents = (cheapest.body.rows as ConsoleGoodsRow[]).map((row) => row.lowestRent ?? 0);
  assert.deepEqual(
    rents,
    [...rents].sort((a, b) => a - b),
  );
  const [lowest] = await server.db
    .select({ rent: sql<number>`min(${goods.lowestRent})::int` })
    .from(goods)
    .where(eq(goods.status, 'on_sale'));
  assert.equal(rents[0], lowest?.rent);
  const monitors = await list(admin.token, { categoryId: 3, keyword: '戴尔' });
  assert.ok(Number(monitors.body.total) > 0);
  assert.ok((monitors.body.rows as ConsoleGoodsRow[]).every((row) => row.name.includes('戴尔') && [31, 32, 33].includes(row.categoryId)));
  const stocked = await list(admin.token, { sort: 'stock', order: 'desc', limit: 3 });
  const stocks = (stocked.body.rows as ConsoleGoodsRow[]).map((row) => row.totalStock);
  assert.deepEqual(
    stocks,
    [...stocks].sort((a, b) => b - a),
  );
  assert.deepEqual((await list(admin.token, { sort: 'name' })).body, { code: 500, msg: '排序字段不正确' });
  assert.deepEqual((await list(admin.token, { status: 'sold' })).body, { code: 500, msg: '商品状态参数不正确' });
});

test('the counts per status add up to the list under the same filters', async () => {
  const counts = await server.get<GoodsStatusCount>('/api/sys/goods/statusCount', { token: merchant.token });
  assert.equal(counts.body.code, 200, counts.body.msg);
  const data = counts.body.data;
  assert.ok(data);
  assert.equal(data.all, data.draft + data.on_sale + data.off_sale);
  assert.equal(data.all, (await list(merchant.token)).body.total);
  assert.equal(data.draft, (await list(merchant.token, { status: 'draft' })).body.total);
});

// --- The document, the save ---------------------------------------------------------------------

test('a new goods item is saved as a draft: cleaned description, derived lowest rent, its picture claimed, audited, no page rebuilt', async () => {
  const tagsBefore = server.storefront.tags.length;
  const document = await newDraft(merchant.token);
  assert.equal(document.status, 'draft');
  assert.equal(document.statusName, '草稿');
  assert.equal(document.storeId, merchant.storeId);
  assert.equal(document.description, '<h2>亮点</h2><p>轻薄</p>');
  assert.equal(document.lowestRent, 25_900);
  assert.deepEqual(
    document.skus.map((sku) => sku.name),
    ['Intel Core Ultra 5 225H / 16GB / 512GB SSD', '高配'],
  );
  assert.deepEqual(document.skus[0]?.plans, plans(25_900));
  assert.match(document.images[0] ?? '', /^\/files\/[0-9a-f]{32}\.png$/);
  assert.match(document.slug, /^thinkpad-t14p-2026-laptop-[0-9a-f]{8}$/);
  assert.deepEqual(
    document.categoryPath.map((node) => node.id),
    [1, BUSINESS_LAPTOPS],
  );
  const key = document.images[0]?.slice('/files/'.length) ?? '';
  const [file] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
  assert.ok(file?.attachedAt);
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'goods'), eq(auditLog.targetId, String(document.id))));
  assert.equal(audit?.action, 'goods.create');
  assert.equal(audit?.sysUserId, merchant.userId);
  assert.equal(server.storefront.tags.length, tagsBefore, 'a draft is on no public page');
  // Shoppers cannot see it; the preview shows the saved draft.
  assert.equal((await server.post('/api/wGoods/productDetails', { id: document.id })).body.code, 404);
  const preview = await server.get<GoodsDetail>(`/api/wGoods/preview/${document.id}`, { token: merchant.token });
  assert.equal(preview.body.data?.name, document.name);
  assert.deepEqual(
    preview.body.data?.skus.map((sku) => sku.plans.map((plan) => plan.monthlyRent)),
    [
      [36_260, 25_900],
      [44_660, 31_900],
    ],
  );
  assert.equal(preview.body.data?.description, document.description);
});

test("the editable document is the save's own: sending it back unchanged changes nothing but the time", async () => {
  const document = await newDraft(merchant.token);
  const detail = await server.get<GoodsEditDocument>(`/api/sys/goods/detail/${document.id}`, { token: merchant.token });
  assert.deepEqual(detail.body.data, document);
  const { id, name, subtitle, categoryId, brand, model, condition, zones, tags, images, specs, description, skus } = document;
  server.clock.advance(60_000);
  const again = await save(merchant.token, {
    id,
    name,
    subtitle,
    categoryId,
    brand,
    model,
    condition,
    zones,
    tags,
    images,
    specs,
    description,
    skus: skus.map(({ ordered: _ordered, ...sku }) => sku),
  });
  assert.equal(again.body.code, 200, again.body.msg);
  assert.deepEqual({ ...again.body.data, updatedAt: '' }, { ...document, updatedAt: '' });
  assert.notEqual(again.body.data?.updatedAt, document.updatedAt);
});

test('field messages name the field and its place in the lists', async () => {
  const picture = await uploadPicture(merchant.token);
  const body = draftBody([picture.key]);
  const secondSku = body.skus[1];
  assert.ok(secondSku);
  const cases: [unknown, string][] = [
    [{ ...body, skus: [body.skus[0], { ...secondSku, plans: [{ termMonths: 12, monthlyRent: 0, buyoutPrice: 0 }] }] }, '第 2 个配置的第 1 个租期方案的月租金必须大于 0'],
    [{ ...body, skus: [{ ...secondSku, plans: [...plans(100), { termMonths: 12, monthlyRent: 1, buyoutPrice: 0 }] }] }, '第 1 个配置的租期 12 个月重复'],
    [{ ...body, skus: [{ ...secondSku, plans: [{ termMonths: 37, monthlyRent: 100, buyoutPrice: 0 }] }] }, '第 1 个配置的第 1 个租期方案的租期必须是 1 到 36 的整数（月）'],
    [{ ...body, skus: [{ ...secondSku, stock: 10_000 }] }, '第 1 个配置的库存必须是 0 到 9999 的整数'],
    [{ ...body, skus: [{ ...secondSku, cpu: ' ' }] }, '第 1 个配置的请填写处理器'],
    [{ ...body, skus: [{ ...secondSku, plans: [] }] }, '第 1 个配置的请至少设置 1 个租期方案'],
    [{ ...body, skus: [secondSku, { ...secondSku, name: '另一个名字' }] }, '第 2 个配置与第 1 个配置完全相同'],
    [{ ...body, skus: [] }, '请至少添加 1 个配置'],
    [{ ...body, images: [] }, '请至少上传 1 张商品图片'],
    [{ ...body, images: [picture.key, 'javascript:alert(1)'] }, '第 2 张图片不正确，请重新上传'],
    [{ ...body, specs: [{ name: '', value: 'x' }] }, '第 1 项规格参数的请填写名称'],
    [{ ...body, name: '' }, '请填写商品名称'],
    [{ ...body, condition: 'broken' }, '请选择成色（全新或二手）'],
    [{ ...body, categoryId: 1 }, '请选择最末一级的商品分类'],
    [{ ...body, categoryId: 999 }, '商品分类不存在'],
    [{ ...body, price: 1 }, '不支持的字段：price'],
  ];
  const before = await server.db.select({ id: goods.id }).from(goods);
  for (const [input, message] of cases) assert.deepEqual((await save(merchant.token, input)).body, { code: 500, msg: message }, message);
  assert.equal((await server.db.select({ id: goods.id }).from(goods)).length, before.length);
});

test("pictures must be the caller's fresh goods uploads: another shop's, a customer's, an inspection photo or a used one are refused", async () => {
  const theirs = await uploadPicture(other.token);
  const inspection = await uploadPicture(merchant.token, 'inspection');
  const customer = await server.registerPersonal();
  const licence = (await server.upload<{ key: string }>(pngImage(), { purpose: 'service', token: customer.token })).body.data?.key ?? '';
  const used = (await newDraft(merchant.token)).images[0] ?? '';
  const own = await uploadPicture(merchant.token);
  for (const [images, message] of [
    [[own.key, theirs.key], '第 2 张图片不存在或已被使用，请重新上传'],
    [[inspection.key], '第 1 张图片不存在或已被使用，请重新上传'],
    [[licence], '第 1 张图片不存在或已被使用，请重新上传'],
    [['/goods/thinkpad-t14-gen5.svg'], '第 1 张图片不存在或已被使用，请重新上传'],
  ] as const) {
    assert.deepEqual((await save(merchant.token, draftBody([...images]))).body, { code: 500, msg: message });
  }
  assert.deepEqual((await save(merchant.token, draftBody([own.key], { description: `<p><img src="${theirs.url}"></p>` }))).body, {
    code: 500,
    msg: '商品详情中的图片不存在或已被使用，请重新上传',
  });
  const [ownRow] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, own.key));
  assert.equal(ownRow?.attachedAt, null, 'a refused save claims nothing');
  // A picture the shop already shows elsewhere may be shown again.
  const copy = await save(merchant.token, draftBody([used, own.url], { description: `<p><img src="${own.url}" alt="细节"></p>` }));
  assert.equal(copy.body.code, 200, copy.body.msg);
  assert.equal(copy.body.data?.description, `<p><img src="${own.url}" alt="细节" /></p>`);
});

test('an admin creates goods for a shop it names; an editor creates only in its own shop', async () => {
  const picture = await uploadPicture(admin.token);
  assert.deepEqual((await save(admin.token, draftBody([picture.key]))).body, { code: 500, msg: '请选择店铺' });
  const created = await save(admin.token, draftBody([picture.key], { storeId: other.storeId ?? 0 }));
  assert.equal(created.body.data?.storeId, other.storeId);
  const [file] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, picture.key));
  assert.equal(file?.storeId, other.storeId, "the admin's picture now belongs to the shop whose goods show it");
  const own = await uploadPicture(merchant.token);
  assert.deepEqual((await save(merchant.token, draftBody([own.key], { storeId: other.storeId ?? 0 }))).body, { code: 404, msg: '访问资源不存在' });
  const moved = await save(admin.token, { ...draftBody(created.body.data?.images ?? []), id: created.body.data?.id, storeId: merchant.storeId });
  assert.deepEqual(moved.body, { code: 500, msg: '商品所属店铺不能修改' });
});

test("a monitor gets a monitor's slug (its freight), kept while it stays a monitor", async () => {
  const document = await newDraft(merchant.token, { categoryId: 31, name: '戴尔 U2726Q 显示器', brand: '戴尔', model: 'U2726Q' });
  assert.match(document.slug, /^u2726q-monitor-[0-9a-f]{8}$/);
  const { ordered: _ordered, ...sku } = document.skus[0] ?? { ordered: false };
  const moved = await save(merchant.token, { ...draftBody(document.images), id: document.id, categoryId: 32, name: document.name, brand: '戴尔', model: 'U2726Q', skus: [sku] });
  assert.equal(moved.body.data?.slug, document.slug);
  const laptop = await save(merchant.token, { ...draftBody(document.images), id: document.id, skus: [sku] });
  assert.match(laptop.body.data?.slug ?? '', /-laptop-[0-9a-f]{8}$/);
});

// --- Publishing, and edits that orders have seen ------------------------------------------------

test('a draft goes on sale, shows in the listings at once (the storefront is asked to rebuild), and comes off sale again', async () => {
  const document = await newDraft(merchant.token);
  const before = server.storefront.tags.length;
  const published = await publish(merchant.token, [document.id], true);
  assert.deepEqual(published.body, { code: 200, msg: '已上架 1 件商品', data: { changed: [document.id], unchanged: [], refused: [] } });
  assert.deepEqual(server.storefront.tags.slice(before), [TAGS.goods, TAGS.goodsItem(document.id), TAGS.store(merchant.storeId ?? 0), TAGS.stores]);
  const search = await server.get<GoodsCard[]>(`/api/wGoods/search?keyword=${encodeURIComponent('T14p 2026 测试款')}&limit=60`);
  assert.ok((search.body.rows as GoodsCard[]).some((card) => card.id === document.id));
  assert.equal((await server.post('/api/wGoods/productDetails', { id: document.id })).body.code, 200);
  const again = await publish(merchant.token, [document.id], true);
  assert.deepEqual(again.body, { code: 200, msg: '所选商品状态未变化', data: { changed: [], unchanged: [document.id], refused: [] } });

  const withdrawn = await publish(merchant.token, [document.id], false);
  assert.equal(withdrawn.body.msg, '已下架 1 件商品');
  assert.equal((await server.post('/api/wGoods/productDetails', { id: document.id })).body.code, 404);
  const after = await server.get<GoodsCard[]>(`/api/wGoods/search?keyword=${encodeURIComponent('T14p 2026 测试款')}&limit=60`);
  assert.ok(!(after.body.rows as GoodsCard[]).some((card) => card.id === document.id));
  const actions = await server.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.targetId, String(document.id)))
    .orderBy(asc(auditLog.id));
  assert.deepEqual(
    actions.map((row) => row.action),
    ['goods.create', 'goods.publish', 'goods.withdraw'],
  );
});

test("goods that cannot be rented do not go on sale: the reason names the goods; another shop's id in a batch changes nothing", async () => {
  const document = await newDraft(merchant.token);
  const complete = await newDraft(merchant.token);
  // A closed shop's goods (the platform suspended it).
  await server.db
    .update(stores)
    .set({ status: 'closed' })
    .where(eq(stores.id, merchant.storeId ?? 0));
  try {
    const refused = await publish(merchant.token, [document.id], true);
    assert.deepEqual(refused.body, { code: 500, msg: `商品「${document.name}」不能上架：店铺已停业，不能上架商品` });
  } finally {
    await server.db
      .update(stores)
      .set({ status: 'open' })
      .where(eq(stores.id, merchant.storeId ?? 0));
  }
  // Its plans written by hand away (an operator's SQL): lowest_rent follows, and publishing refuses.
  await server.db.delete(leasePlans).where(
    inArray(
      leasePlans.skuId,
      document.skus.map((sku) => sku.id),
    ),
  );
  const mixed = await publish(merchant.token, [document.id, complete.id], true);
  assert.deepEqual(mixed.body.data, { changed: [complete.id], unchanged: [], refused: [{ id: document.id, name: document.name, reason: '请至少设置 1 个配置及其租期方案' }] });
  const [theirs] = await server.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.storeId, other.storeId ?? 0), eq(goods.status, 'on_sale')))
    .limit(1);
  assert.ok(theirs);
  assert.deepEqual((await publish(merchant.token, [complete.id, theirs.id], false)).body, { code: 404, msg: '访问资源不存在' });
  const [still] = await server.db.select({ status: goods.status }).from(goods).where(eq(goods.id, complete.id));
  assert.equal(still?.status, 'on_sale');
});

test('editing goods that orders rent: the orders keep their prices, a rented configuration is retired not deleted, an unrented one is deleted', async () => {
  const document = await newDraft(merchant.token);
  assert.equal((await publish(merchant.token, [document.id], true)).body.code, 200);
  const [rented, spare] = document.skus.map(({ ordered: _ordered, ...sku }) => sku);
  assert.ok(rented && spare);
  const renter = await newRenter(server);
  const order = await placedOrder(server, renter, { skuId: rented.id, termMonths: 12, paid: false });
  const [itemBefore] = await server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, order.orderId));

  // The rented configuration's rent rises; then both configurations are replaced by a new one.
  const raised = await save(merchant.token, {
    ...draftBody(document.images),
    id: document.id,
    skus: [
      { ...spare, plans: plans(29_900) },
      { ...rented, plans: plans(27_900) },
    ],
  });
  assert.equal(raised.body.code, 200, raised.body.msg);
  assert.equal(raised.body.data?.skus.find((sku) => sku.id === rented.id)?.ordered, true);
  const tagsBefore = server.storefront.tags.length;
  const replaced = await save(merchant.token, {
    ...draftBody(document.images),
    id: document.id,
    skus: [{ cpu: 'Intel Core Ultra 9 285H', memory: '64GB', storage: '2TB SSD', graphics: 'Intel Arc', screen: '14" 2.8K', stock: 2, deposit: 500_000, plans: plans(45_900) }],
  });
  assert.equal(replaced.body.code, 200, replaced.body.msg);
  assert.deepEqual(server.storefront.tags.slice(tagsBefore), [TAGS.goods, TAGS.goodsItem(document.id), TAGS.store(merchant.storeId ?? 0)]);

  const [itemAfter] = await server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, order.orderId));
  assert.deepEqual(itemAfter, itemBefore, 'the order keeps its snapshot and prices');
  const [retired] = await server.db.select().from(goodsSkus).where(eq(goodsSkus.id, rented.id));
  assert.ok(retired?.retiredAt, 'the rented configuration stays for its order, retired');
  assert.equal(retired.stock, 0);
  assert.equal((await server.db.select().from(leasePlans).where(eq(leasePlans.skuId, rented.id))).length, 0);
  assert.equal((await server.db.select().from(goodsSkus).where(eq(goodsSkus.id, spare.id))).length, 0, 'the unrented one is gone');

  const detail = await server.post<GoodsDetail>('/api/wGoods/productDetails', { id: document.id });
  assert.deepEqual(
    detail.body.data?.skus.map((sku) => sku.cpu),
    ['Intel Core Ultra 9 285H'],
  );
  assert.equal(detail.body.data?.monthlyRent, 45_900);
  const [row] = await server.db.select({ lowestRent: goods.lowestRent }).from(goods).where(eq(goods.id, document.id));
  assert.equal(row?.lowestRent, 45_900);
  assert.deepEqual(
    replaced.body.data?.skus.map((sku) => sku.cpu),
    ['Intel Core Ultra 9 285H'],
  );
  // The retired configuration cannot be named again, nor rented.
  const revived = await save(merchant.token, { ...draftBody(document.images), id: document.id, skus: [{ ...rented, plans: plans(1) }] });
  assert.deepEqual(revived.body, { code: 500, msg: '第 1 个配置不存在，请刷新页面后重试' });
  const cart = await server.post('/api/wCar/addCarGoods', { skuId: rented.id, termMonths: 12, quantity: 1 }, { token: renter.token });
  assert.equal(cart.body.code, 500);
});

test('a button the role does not hold is refused with 403 and changes nothing', async () => {
  const document = await newDraft(merchant.token);
  const [button] = await server.db.select().from(sysMenus).where(eq(sysMenus.url, 'goods:publish'));
  assert.ok(button);
  await server.db
    .update(sysMenus)
    .set({ roles: ['admin'] })
    .where(eq(sysMenus.id, button.id));
  try {
    assert.deepEqual((await publish(merchant.token, [document.id], true)).body, { code: 403, msg: '当前操作没有权限' });
  } finally {
    await server.db.update(sysMenus).set({ roles: button.roles }).where(eq(sysMenus.id, button.id));
  }
  const [row] = await server.db.select({ status: goods.status }).from(goods).where(eq(goods.id, document.id));
  assert.equal(row?.status, 'draft');
});

test("another shop's goods answer 404 to detail and save, like an unknown id", async () => {
  const [theirs] = await server.db
    .select()
    .from(goods)
    .where(and(eq(goods.storeId, other.storeId ?? 0), ne(goods.status, 'draft')))
    .limit(1);
  assert.ok(theirs);
  const notFound = { code: 404, msg: '访问资源不存在' };
  assert.deepEqual((await server.get(`/api/sys/goods/detail/${theirs.id}`, { token: merchant.token })).body, notFound);
  assert.deepEqual((await server.get('/api/sys/goods/detail/abc', { token: merchant.token })).body, notFound);
  const picture = await uploadPicture(merchant.token);
  assert.deepEqual((await save(merchant.token, { ...draftBody([picture.key]), id: theirs.id })).body, notFound);
  assert.equal((await server.get(`/api/sys/goods/detail/${theirs.id}`, { token: admin.token })).body.code, 200);
});

test('editing a demo goods item on sale keeps its drawn pictures and asks the storefront to rebuild its pages', async () => {
  const [demo] = await server.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.storeId, merchant.storeId ?? 0), eq(goods.status, 'on_sale'), sql`${goods.images}[1] like '/goods/%'`))
    .orderBy(asc(goods.id))
    .limit(1);
  assert.ok(demo);
  const document = (await server.get<GoodsEditDocument>(`/api/sys/goods/detail/${demo.id}`, { token: merchant.token })).body.data;
  assert.ok(document);
  const fresh = await uploadPicture(merchant.token);
  const before = server.storefront.tags.length;
  const { id, name, subtitle, categoryId, brand, model, condition, zones, tags, images, specs, description, skus } = document;
  const saved = await save(merchant.token, {
    id,
    name: `${name}（新版）`,
    subtitle,
    categoryId,
    brand,
    model,
    condition,
    zones,
    tags,
    images: [...images, fresh.key],
    specs,
    description,
    skus: skus.map(({ ordered: _ordered, ...sku }) => ({ ...sku, stock: sku.stock + 1 })),
  });
  assert.equal(saved.body.code, 200, saved.body.msg);
  assert.deepEqual(saved.body.data?.images, [...images, fresh.url]);
  assert.equal(saved.body.data?.slug, document.slug);
  assert.equal(saved.body.data?.status, 'on_sale');
  assert.deepEqual(server.storefront.tags.slice(before), [TAGS.goods, TAGS.goodsItem(demo.id), TAGS.store(merchant.storeId ?? 0)]);
  const detail = await server.post<GoodsDetail>('/api/wGoods/productDetails', { id: demo.id });
  assert.equal(detail.body.data?.name, `${name}（新版）`);
  assert.deepEqual(
    detail.body.data?.skus.map((sku) => sku.stock),
    skus.map((sku) => sku.stock + 1),
  );
});

test('a staff picture nothing claimed is deleted after a day; one goods show stays', async () => {
  const dropped = await uploadPicture(merchant.token);
  const document = await newDraft(merchant.token);
  const kept = document.images[0]?.slice('/files/'.length) ?? '';
  await purgeAbandonedUploads(server.db, server.files, new Date(server.clock.now().getTime() + DAY_MS + 1000));
  assert.equal((await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, dropped.key))).length, 0);
  assert.equal(await server.files.get(dropped.key), null);
  assert.ok(await server.files.get(kept));
  assert.equal((await server.app.request(`/api/file/public/${kept}`)).status, 200);
});

// --- The export ---------------------------------------------------------------------------------

async function exportForm(token: string, form: Record<string, string>, contentType = 'application/x-www-form-urlencoded;charset=utf-8') {
  return server.app.request('/api/sys/goods/export', { method: 'POST', headers: { 'content-type': contentType, apiToken: token }, body: new URLSearchParams(form).toString() });
}

test("the export writes one row per configuration and lease plan, in yuan, of the caller's own shop only", async () => {
  const document = await newDraft(merchant.token, { name: '导出测试专用商品 ZX-EXPORT' });
  const response = await exportForm(merchant.token, { keyword: 'ZX-EXPORT', status: '', categoryId: '' });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-disposition') ?? '', /filename\*=UTF-8''%E5%95%86%E5%93%81_\d{8}\.xlsx/);
  const sheet = readXlsx(Buffer.from(await response.arrayBuffer()));
  assert.deepEqual(sheet[0]?.slice(0, 6), ['商品编号', '商品名称', '店铺', '分类', '状态', '成色']);
  assert.equal(sheet.length, 1 + 4, 'two configurations of two plans each');
  const row = sheet[1];
  assert.deepEqual(row?.slice(0, 2), [document.id, document.name]);
  assert.equal(row?.[4], '草稿');
  assert.equal(row?.[14], 3);
  assert.equal(row?.[15], 362.6);
  assert.equal(row?.[17], 1087.8);
  const theirs = readXlsx(Buffer.from(await (await exportForm(other.token, { keyword: 'ZX-EXPORT' })).arrayBuffer()));
  assert.equal(theirs.length, 1, 'only the header');
  const json = await exportForm(merchant.token, {}, 'application/json');
  assert.equal(((await json.json()) as { code: number }).code, 500);
});
