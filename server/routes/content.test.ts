import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import type { ApplicationReceipt } from '@/contract/applications';
import type { ClaimedCoupon, CouponOffer } from '@/contract/coupons';
import type { GoodsCard } from '@/contract/goods';
import type { NewsArticle, NewsSummary } from '@/contract/news';
import type { StoreCard, StoreDetail, StoreHonour } from '@/contract/stores';
import { couponTemplates, customerCoupons, merchantApplications, news, stores } from '../db/schema';
import { createSession } from '../domain/auth/sessions';
import { createCustomer } from '../domain/customers/accounts';
import { HOUR_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

type PageBody<T> = { code: number; msg: string; rows: T[]; total: number };
const pageOf = <T>(body: unknown) => body as PageBody<T>;
const notFound = { code: 404, msg: '访问资源不存在' };

// ---------------------------------------------------------------------------------------------
// Stores

test("the store list puts quality stores first and counts each store's goods", async () => {
  const answer = pageOf<StoreCard>((await server.get('/api/store/list?limit=60')).body);
  assert.equal(answer.code, 200);
  assert.ok(answer.total >= 10);
  assert.deepEqual(Object.keys(answer.rows[0] ?? {}).sort(), ['city', 'featured', 'goodsCount', 'id', 'intro', 'logo', 'name', 'rating', 'tags']);
  const firstPlain = answer.rows.findIndex((store) => !store.featured);
  assert.ok(firstPlain > 0 && answer.rows.slice(firstPlain).every((store) => !store.featured));
  for (const store of answer.rows) {
    const goods = pageOf<GoodsCard>((await server.get(`/api/wGoods/search?storeId=${store.id}&limit=1`)).body);
    assert.equal(store.goodsCount, goods.total, store.name);
    assert.ok(store.goodsCount > 0, `${store.name} has goods`);
    assert.ok(store.rating >= 1 && store.rating <= 5);
  }
  const featured = pageOf<StoreCard>((await server.get('/api/store/list?featured=true')).body);
  assert.ok(featured.total >= 3 && featured.rows.every((store) => store.featured));
  assert.equal(pageOf<StoreCard>((await server.get('/api/store/list?featured=0')).body).total, answer.total - featured.total);
  const second = pageOf<StoreCard>((await server.get('/api/store/list?limit=5&page=2')).body);
  assert.deepEqual(
    second.rows.map((store) => store.id),
    answer.rows.slice(5, 10).map((store) => store.id),
  );
  assert.deepEqual(pageOf<StoreCard>((await server.get('/api/store/list?page=9')).body).rows, []);
  assert.deepEqual((await server.get('/api/store/list?featured=maybe')).body, { code: 500, msg: '优质店铺参数不正确，应为 true 或 false' });
});

test("a store's page has its card, opening date, rented count and categories; unknown stores are 404", async () => {
  const [yunzu] = await server.db.select().from(stores).where(eq(stores.slug, 'yunzu'));
  assert.ok(yunzu);
  const detail = (await server.get<StoreDetail>(`/api/store/${yunzu.id}`)).body.data;
  assert.ok(detail);
  assert.equal(detail.name, '云租优选旗舰店');
  assert.match(detail.openedAt, /^\d{4}-\d\d-\d\d$/);
  assert.ok(detail.rentedCount > 0);
  assert.equal(
    detail.categories.reduce((sum, category) => sum + category.count, 0),
    detail.goodsCount,
  );
  for (const id of ['999999', 'abc', '0', '-1']) assert.deepEqual((await server.get(`/api/store/${id}`)).body, notFound, id);
});

test("a store's honours, newest first; unknown stores are 404", async () => {
  const [yunzu] = await server.db.select().from(stores).where(eq(stores.slug, 'yunzu'));
  const honours = (await server.get<StoreHonour[]>(`/api/wSaleHonour/advice/${yunzu?.id}`)).body.data ?? [];
  assert.ok(honours.length >= 2);
  assert.deepEqual(Object.keys(honours[0] ?? {}).sort(), ['awardedOn', 'description', 'id', 'issuer', 'title']);
  for (let i = 1; i < honours.length; i += 1) assert.ok((honours[i - 1]?.awardedOn ?? '') >= (honours[i]?.awardedOn ?? ''));
  assert.deepEqual((await server.get('/api/wSaleHonour/advice/999999')).body, notFound);
  assert.deepEqual((await server.get('/api/wSaleHonour/advice/x')).body, notFound);
});

// ---------------------------------------------------------------------------------------------
// News

test('the news list is newest first, by type, paged, without drafts', async () => {
  const all = pageOf<NewsSummary>((await server.get('/news/list?limit=60')).body);
  assert.ok(all.total >= 20);
  assert.deepEqual(Object.keys(all.rows[0] ?? {}).sort(), ['cover', 'id', 'publishedAt', 'source', 'summary', 'title', 'type']);
  for (let i = 1; i < all.rows.length; i += 1) assert.ok((all.rows[i - 1]?.publishedAt ?? '') >= (all.rows[i]?.publishedAt ?? ''));
  assert.ok(!all.rows.some((row) => row.title.startsWith('草稿')));
  const procurement = pageOf<NewsSummary>((await server.get('/news/list?type=procurement&limit=60')).body);
  const platform = pageOf<NewsSummary>((await server.get('/news/list?type=news&limit=60')).body);
  assert.ok(procurement.total >= 8 && platform.total >= 10);
  assert.equal(procurement.total + platform.total, all.total);
  assert.ok(procurement.rows.every((row) => row.type === 'procurement'));
  const page2 = pageOf<NewsSummary>((await server.get('/news/list?limit=5&page=2')).body);
  assert.deepEqual(
    page2.rows.map((row) => row.id),
    all.rows.slice(5, 10).map((row) => row.id),
  );
  assert.deepEqual((await server.get('/news/list?page=99')).body, { code: 200, msg: '查询成功', rows: [], total: all.total });
  assert.deepEqual((await server.get('/news/list?type=gossip')).body, { code: 500, msg: '资讯类型参数不正确，应为 news 或 procurement' });
  assert.deepEqual((await server.get('/news/list?limit=100')).body, { code: 500, msg: '每页条数参数不正确，应为 1 到 60 的整数' });
});

test('an article links its older and newer neighbours of the same type', async () => {
  const list = pageOf<NewsSummary>((await server.get('/news/list?type=news&limit=3')).body).rows;
  const [newest, middle, oldest] = list;
  assert.ok(newest && middle && oldest);
  const article = (await server.get<NewsArticle>(`/news/${middle.id}`)).body.data;
  assert.ok(article);
  assert.equal(article.title, middle.title);
  assert.match(article.content, /^<p>/);
  assert.ok(article.author.length > 0);
  assert.deepEqual(article.previous, { id: oldest.id, title: oldest.title });
  assert.deepEqual(article.next, { id: newest.id, title: newest.title });
  assert.equal((await server.get<NewsArticle>(`/news/${newest.id}`)).body.data?.next, null);
});

test('an unknown, draft or future article is 404', async () => {
  const [draft] = await server.db.select({ id: news.id }).from(news).where(eq(news.status, 'draft'));
  assert.ok(draft);
  for (const id of [String(draft.id), '999999', 'abc', '0']) assert.deepEqual((await server.get(`/news/${id}`)).body, notFound, id);
  const [latest] = await server.db.select().from(news).where(eq(news.status, 'published')).orderBy(desc(news.publishedAt)).limit(1);
  assert.ok(latest);
  await server.db
    .update(news)
    .set({ publishedAt: new Date(server.clock.now().getTime() + HOUR_MS) })
    .where(eq(news.id, latest.id));
  try {
    assert.deepEqual((await server.get(`/news/${latest.id}`)).body, notFound, 'scheduled for later');
    server.clock.advance(2 * HOUR_MS);
    assert.equal((await server.get(`/news/${latest.id}`)).body.code, 200, 'published once its time comes');
  } finally {
    await server.db.update(news).set({ publishedAt: latest.publishedAt }).where(eq(news.id, latest.id));
  }
});

// ---------------------------------------------------------------------------------------------
// Coupons

let customerSerial = 0;
/** A customer with a session, made directly (no SMS round trip): the tests are about coupons. */
async function customerWithToken(): Promise<{ id: number; token: string }> {
  customerSerial += 1;
  const now = server.clock.now();
  const customer = await createCustomer(
    server.db,
    { phone: `1360000${String(customerSerial).padStart(4, '0')}`, passwordHash: 'unused', accountType: 'personal', companyName: null, personName: '领券用户' },
    now,
  );
  assert.ok(customer);
  const token = await createSession(server.db, { kind: 'customer', customerId: customer.id }, { now, ttlMs: 24 * HOUR_MS });
  return { id: customer.id, token };
}

async function templateNamed(name: string) {
  const [template] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.name, name));
  assert.ok(template, name);
  return template;
}

test('the coupon centre lists the coupons on offer, in fen', async () => {
  const offers = (await server.get<CouponOffer[]>('/api/coupon/centre')).body.data ?? [];
  assert.ok(offers.length >= 5);
  assert.deepEqual(Object.keys(offers[0] ?? {}).sort(), ['amount', 'claimed', 'id', 'name', 'remaining', 'scope', 'threshold', 'total', 'validDays']);
  assert.ok(
    offers.some((offer) => offer.threshold === 0),
    'a coupon without threshold',
  );
  assert.ok(
    offers.some((offer) => offer.remaining === 0),
    'a coupon that ran out',
  );
  assert.ok(offers.every((offer) => offer.amount > 0 && offer.remaining <= offer.total && !offer.claimed));
});

test('claiming a coupon needs a customer session', async () => {
  const template = await templateNamed('新人专享券');
  const answer = await server.post('/api/coupon/claim', { templateId: template.id });
  assert.equal(answer.status, 401);
  assert.equal(answer.body.code, 401);
  assert.equal((await server.post('/api/coupon/claim', { templateId: template.id }, { token: 'forged' })).body.code, 401);
});

test('a customer claims a coupon once; the stock falls by one', async () => {
  const template = await templateNamed('满 1000 减 100');
  const customer = await customerWithToken();
  const first = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token: customer.token });
  assert.equal(first.body.code, 200);
  assert.equal(first.body.msg, '领取成功');
  const coupon = first.body.data;
  assert.ok(coupon);
  assert.deepEqual([coupon.templateId, coupon.amount, coupon.threshold, coupon.status], [template.id, 10_000, 100_000, 'unused']);
  const validMs = new Date(`${coupon.expiresAt.replace(' ', 'T')}+08:00`).getTime() - new Date(`${coupon.claimedAt.replace(' ', 'T')}+08:00`).getTime();
  assert.equal(validMs, template.validDays * 24 * HOUR_MS);

  assert.deepEqual((await server.post('/api/coupon/claim', { templateId: template.id }, { token: customer.token })).body, { code: 500, msg: '您已领取过该优惠券' });
  assert.equal((await templateNamed('满 1000 减 100')).remaining, template.remaining - 1, 'the refused second claim took nothing');
  const offers = (await server.get<CouponOffer[]>('/api/coupon/centre', { token: customer.token })).body.data ?? [];
  assert.equal(offers.find((offer) => offer.id === template.id)?.claimed, true);
  assert.equal(offers.filter((offer) => offer.claimed).length, 1);
});

test('ten customers racing for three coupons: three get one, the stock ends at zero, never below', async () => {
  const template = await templateNamed('满 3000 减 350');
  await server.db.update(couponTemplates).set({ remaining: 3 }).where(eq(couponTemplates.id, template.id));
  const customers = await Promise.all(Array.from({ length: 10 }, () => customerWithToken()));
  const answers = await Promise.all(customers.map((customer) => server.post('/api/coupon/claim', { templateId: template.id }, { token: customer.token })));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 3);
  assert.deepEqual(
    answers.filter((answer) => answer.body.code !== 200).map((answer) => answer.body),
    Array.from({ length: 7 }, () => ({ code: 500, msg: '优惠券已领完' })),
  );
  assert.equal((await templateNamed('满 3000 减 350')).remaining, 0);
  assert.equal((await server.db.select().from(customerCoupons).where(eq(customerCoupons.templateId, template.id))).length, 3, 'no coupon row without stock');
});

test('a coupon that ran out, an unknown coupon and a bad id are refused', async () => {
  const customer = await customerWithToken();
  const soldOut = await templateNamed('开学季限量券');
  assert.deepEqual((await server.post('/api/coupon/claim', { templateId: soldOut.id }, { token: customer.token })).body, { code: 500, msg: '优惠券已领完' });
  assert.deepEqual((await server.post('/api/coupon/claim', { templateId: 999_999 }, { token: customer.token })).body, notFound);
  assert.deepEqual((await server.post('/api/coupon/claim', {}, { token: customer.token })).body, { code: 500, msg: '优惠券编号不正确' });
  assert.equal((await server.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, customer.id))).length, 0);
});

// ---------------------------------------------------------------------------------------------
// Merchant applications

const validApplication = {
  company: '杭州云栖数码科技有限公司',
  contactName: '王强',
  phone: '13512345678',
  businessLicenceNo: '91350100M000100Y43',
  category: '笔记本电脑',
  message: '我们有 500 台商务笔记本，希望入驻平台开展租赁业务。',
};

test('a valid shop application is stored for the back office', async () => {
  const peer = '198.51.100.60';
  const answer = await server.post<ApplicationReceipt>('/api/apply/joiningTheStore', { ...validApplication, businessLicenceNo: ' 91350100m000100y43 ' }, { peer });
  assert.equal(answer.body.code, 200);
  assert.equal(answer.body.msg, '提交成功，我们将在 3 个工作日内与您联系');
  const receipt = answer.body.data;
  assert.ok(receipt && receipt.id > 0);
  assert.match(receipt.submittedAt, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  const [row] = await server.db.select().from(merchantApplications).where(eq(merchantApplications.id, receipt.id));
  assert.ok(row);
  assert.equal(row.kind, 'join');
  assert.equal(row.status, 'pending');
  assert.equal(row.businessLicenceNo, '91350100M000100Y43', 'normalised to upper case');
  assert.equal(row.clientAddress, peer);
  assert.equal(row.message, validApplication.message);

  const cooperation = await server.post<ApplicationReceipt>('/api/apply/businessCooperation', { ...validApplication, category: '企业采购', message: undefined }, { peer });
  assert.equal(cooperation.body.code, 200);
  const [stored] = await server.db
    .select()
    .from(merchantApplications)
    .where(eq(merchantApplications.id, cooperation.body.data?.id ?? 0));
  assert.deepEqual([stored?.kind, stored?.category, stored?.message], ['cooperation', '企业采购', '']);
});

test('each bad field of an application gets its own Chinese message, and nothing is stored', async () => {
  const before = (await server.db.select().from(merchantApplications)).length;
  const cases: [Record<string, unknown>, string][] = [
    [{ company: undefined }, '请输入企业名称'],
    [{ company: '  ' }, '请输入企业名称'],
    [{ company: '甲' }, '企业名称至少 2 个字'],
    [{ company: '企'.repeat(61) }, '企业名称不能超过 60 个字'],
    [{ contactName: '' }, '请输入联系人姓名'],
    [{ contactName: '王' }, '联系人姓名至少 2 个字'],
    [{ contactName: 42 }, '请输入联系人姓名'],
    [{ phone: '' }, '请输入手机号码'],
    [{ phone: '12345678901' }, '请输入正确的手机号码'],
    [{ businessLicenceNo: '' }, '请输入统一社会信用代码'],
    [{ businessLicenceNo: '91350100M000100Y4' }, '统一社会信用代码应为 18 位'],
    [{ businessLicenceNo: '91350100M000100I43' }, '统一社会信用代码格式不正确'],
    [{ businessLicenceNo: '9135010AM000100Y43' }, '统一社会信用代码格式不正确'],
    [{ businessLicenceNo: '91350100M000100Y44' }, '统一社会信用代码校验位不正确，请核对营业执照'],
    [{ category: '' }, '请选择主营类目'],
    [{ category: '二手手机' }, '请选择主营类目'],
    [{ message: '留'.repeat(501) }, '留言不能超过 500 个字'],
    [{ website: 'x' }, '不支持的字段：website'],
  ];
  for (const [change, msg] of cases) {
    const answer = await server.post('/api/apply/joiningTheStore', { ...validApplication, ...change }, { peer: '198.51.100.61' });
    assert.deepEqual(answer.body, { code: 500, msg }, JSON.stringify(change));
  }
  assert.deepEqual((await server.post('/api/apply/businessCooperation', { ...validApplication, category: '笔记本电脑' })).body, { code: 500, msg: '请选择合作类型' });
  assert.equal(
    (await server.post('/api/apply/joiningTheStore', { ...validApplication, message: '留'.repeat(500) }, { peer: '198.51.100.61' })).body.code,
    200,
    '500 characters are fine',
  );
  assert.equal((await server.db.select().from(merchantApplications)).length, before + 1);
});

test('an address may send ten applications an hour across both forms', async () => {
  const peer = '198.51.100.62';
  for (let i = 0; i < 10; i += 1) {
    const path = i % 2 === 0 ? '/api/apply/joiningTheStore' : '/api/apply/businessCooperation';
    const body = { ...validApplication, category: i % 2 === 0 ? '显示器' : '渠道代理' };
    assert.equal((await server.post(path, body, { peer })).body.code, 200, `application ${i + 1}`);
  }
  assert.deepEqual((await server.post('/api/apply/joiningTheStore', validApplication, { peer })).body, { code: 500, msg: '提交过于频繁，请稍后再试' });
  assert.equal((await server.post('/api/apply/joiningTheStore', validApplication, { peer: '198.51.100.63' })).body.code, 200, 'another address is not limited');
  server.clock.advance(HOUR_MS + 1000);
  assert.equal((await server.post('/api/apply/joiningTheStore', validApplication, { peer })).body.code, 200, 'an hour later');
});
