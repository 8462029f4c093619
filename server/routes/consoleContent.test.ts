import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CarouselSlide } from '@/contract/carousel';
import type { ConsoleCoupon } from '@/contract/consoleCoupons';
import type { ConsoleNews, ConsoleNewsDetail, ConsoleSlide } from '@/contract/consoleContent';
import type { CouponOffer } from '@/contract/coupons';
import type { NewsArticle, NewsSummary } from '@/contract/news';
import type { StaffUploadedFile } from '@/contract/files';
import { TAGS } from '@/contract/cacheTags';
import { inArray } from 'drizzle-orm';
import { uploadedFiles } from '../db/schema';
import { pngImage } from '../testing/images';
import { DAY_MS, formatShanghai, HOUR_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { logInAsAdmin, type StaffLogin } from '../testing/staff';

let server: TestServer;
let admin: StaffLogin;
before(async () => {
  server = await startTestServer();
  admin = await logInAsAdmin(server);
});
after(() => server.close());

type PageBody<T> = { code: number; msg: string; rows: T[]; total: number };
const NOT_FOUND = { code: 404, msg: '访问资源不存在' };

const saveNews = (body: Record<string, unknown>) =>
  server.post<ConsoleNewsDetail>('/api/sys/news/save', { type: 'news', title: '平台公告', content: '<p>正文</p>', status: 'published', ...body }, { token: admin.token });
const publicList = async (type: string) => ((await server.get(`/news/list?type=${type}&limit=60`)).body as unknown as PageBody<NewsSummary>).rows.map((row) => row.id);

// ---------------------------------------------------------------------------------------------
// News

test('a published article is sanitised on write, shows on the public news pages at once, and its tags are revalidated', async () => {
  server.storefront.tags.length = 0;
  const dirty =
    '<p onclick="steal()">租赁<script>alert(1)</script><a href="javascript:alert(2)">链接</a></p><img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe>';
  const answer = await saveNews({ title: '春季采购指南', summary: '十台起享阶梯价', type: 'procurement', content: dirty, cover: '/goods/dell-p2425h-monitor.svg' });
  assert.equal(answer.body.code, 200, answer.body.msg);
  assert.equal(answer.body.msg, '资讯已保存');
  const article = answer.body.data;
  assert.ok(article);
  assert.equal(article.content, '<p>租赁<a rel="noopener noreferrer nofollow">链接</a></p>');
  assert.equal(article.publishedAt, formatShanghai(server.clock.now()));
  assert.deepEqual(server.storefront.tags, [TAGS.news, TAGS.newsItem(article.id)]);

  assert.ok((await publicList('procurement')).includes(article.id));
  const read = await server.get<NewsArticle>(`/news/${article.id}`);
  assert.equal(read.body.data?.content, article.content);
  assert.equal(read.body.data?.title, '春季采购指南');
  assert.equal(read.body.data?.cover, '/goods/dell-p2425h-monitor.svg');
  // The newest procurement article: the one before it links here now.
  const previous = read.body.data?.previous;
  assert.ok(previous);
  assert.equal((await server.get<NewsArticle>(`/news/${previous.id}`)).body.data?.next?.id, article.id);
});

test('a draft stays off the public pages; publishing it later dates it then, and an edit keeps the date', async () => {
  const draft = (await saveNews({ title: '草稿中的公告', status: 'draft' })).body.data;
  assert.ok(draft);
  assert.equal(draft.statusName, '草稿');
  assert.deepEqual((await server.get(`/news/${draft.id}`)).body, NOT_FOUND);
  assert.ok(!(await publicList('news')).includes(draft.id));
  assert.equal((await server.get<ConsoleNewsDetail>(`/api/sys/news/detail/${draft.id}`, { token: admin.token })).body.data?.content, '<p>正文</p>');

  server.clock.advance(2 * HOUR_MS);
  const published = (await saveNews({ id: draft.id, title: '草稿中的公告', status: 'published' })).body.data;
  assert.equal(published?.publishedAt, formatShanghai(server.clock.now()));
  assert.ok((await publicList('news')).includes(draft.id));
  server.clock.advance(HOUR_MS);
  const edited = (await saveNews({ id: draft.id, title: '已发布的公告', status: 'published' })).body.data;
  assert.equal(edited?.publishedAt, published?.publishedAt);
  assert.equal(edited?.title, '已发布的公告');
});

test('an article scheduled for later is public only from then on', async () => {
  const at = formatShanghai(new Date(server.clock.now().getTime() + DAY_MS));
  const scheduled = (await saveNews({ title: '明日发布', publishedAt: at })).body.data;
  assert.ok(scheduled);
  assert.equal(scheduled.scheduled, true);
  assert.deepEqual((await server.get(`/news/${scheduled.id}`)).body, NOT_FOUND);
  server.clock.advance(DAY_MS + 1000);
  assert.equal((await server.get(`/news/${scheduled.id}`)).body.code, 200);
  // A back-office session lasts 12 hours idle.
  admin = await logInAsAdmin(server);
  assert.deepEqual((await saveNews({ title: '日期不对', publishedAt: '2026-02-30 10:00:00' })).body, { code: 500, msg: '发布时间不正确' });
});

test('an article with nothing left to show after sanitising is refused; a picture alone is enough', async () => {
  assert.deepEqual((await saveNews({ content: '<script>alert(1)</script><p> &nbsp; </p>' })).body, { code: 500, msg: '正文没有可显示的内容，请重新编辑' });
  const picture = await server.upload<StaffUploadedFile>(pngImage(), { purpose: 'news', token: admin.token, path: '/api/sys/file/upload' });
  assert.equal(picture.body.code, 200, picture.body.msg);
  const url = picture.body.data?.url ?? '';
  assert.equal((await saveNews({ content: `<p><img src="${url}" alt="图"></p>` })).body.code, 200);
  assert.deepEqual((await saveNews({ cover: `${'b'.repeat(32)}.jpg` })).body, { code: 500, msg: '图片不存在或已被使用，请重新上传' });
});

test("an article's own pictures are claimed on save (kept by the purge of unclaimed uploads); a picture from elsewhere is dropped or refused", async () => {
  const upload = async () => (await server.upload<StaffUploadedFile>(pngImage(), { purpose: 'news', token: admin.token, path: '/api/sys/file/upload' })).body.data;
  const [cover, inBody] = [await upload(), await upload()];
  assert.ok(cover && inBody);
  const saved = await saveNews({ cover: cover.key, content: `<p>图文</p><p><img src="${inBody.url}" alt="现场"><img src="https://img.example/a.png"></p>` });
  assert.equal(saved.body.code, 200, saved.body.msg);
  assert.equal(saved.body.data?.cover, cover.url);
  assert.ok(saved.body.data?.content.includes(inBody.url));
  assert.ok(!saved.body.data?.content.includes('img.example'), 'a picture from another site is dropped');
  const attached = await server.db
    .select({ key: uploadedFiles.key, attachedAt: uploadedFiles.attachedAt })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.key, [cover.key, inBody.key]));
  assert.equal(attached.filter((row) => row.attachedAt !== null).length, 2);
  // Another article may not take a picture this one claimed.
  assert.deepEqual((await saveNews({ content: `<p><img src="${inBody.url}"></p>` })).body, { code: 500, msg: '图片不存在或已被使用，请重新上传' });
});

test('a deleted article leaves the public pages; the list filters by type, status and keyword', async () => {
  const article = (await saveNews({ title: '即将删除的独特公告' })).body.data;
  assert.ok(article);
  const list = (body: Record<string, unknown>) => server.post('/api/sys/news/list', body, { token: admin.token }).then((answer) => answer.body as unknown as PageBody<ConsoleNews>);
  assert.deepEqual(
    (await list({ keyword: '独特公告' })).rows.map((row) => row.id),
    [article.id],
  );
  assert.deepEqual((await list({ keyword: '独特公告', type: 'procurement' })).rows, []);
  assert.deepEqual((await list({ keyword: '独特公告', status: 'draft' })).rows, []);
  server.storefront.tags.length = 0;
  const deleted = await server.post('/api/sys/news/delete', { id: article.id }, { token: admin.token });
  assert.deepEqual(deleted.body, { code: 200, msg: '资讯已删除', data: { id: article.id } });
  assert.deepEqual(server.storefront.tags, [TAGS.news, TAGS.newsItem(article.id)]);
  assert.deepEqual((await server.get(`/news/${article.id}`)).body, NOT_FOUND);
  assert.deepEqual((await server.post('/api/sys/news/delete', { id: article.id }, { token: admin.token })).body, NOT_FOUND);
  assert.deepEqual((await saveNews({ id: article.id })).body, NOT_FOUND);
});

// ---------------------------------------------------------------------------------------------
// Carousel

const saveSlide = (body: Record<string, unknown>) =>
  server.post<ConsoleSlide>(
    '/api/sys/carousel/save',
    { position: 'home', title: '夏季焕新', image: '/goods/thinkpad-x1-carbon-2025.svg', link: '/limitedOffer', sort: 99, active: true, ...body },
    { token: admin.token },
  );
const slidesAt = async (position: string) => (await server.get<CarouselSlide[]>(`/api/wPlatformImg/lunBoTo?position=${position}`)).body.data ?? [];

test('a slide links outside by the external link rule or to a path on this site, nothing else', async () => {
  for (const link of ['/list?zone=discount', 'https://www.example.com/a', 'http://example.com', 'mailto:bd@example.com', 'tel:400-6050-766']) {
    assert.equal((await saveSlide({ link, active: false })).body.code, 200, link);
  }
  for (const link of [
    'javascript:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    'ftp://example.com/a',
    'list',
    'HTTPS://example.com',
    'https://exa mple.com',
    'data:text/html,x',
  ]) {
    assert.deepEqual((await saveSlide({ link })).body, { code: 500, msg: '链接应以 http:、https:、mailto:、tel: 开头，或为以 / 开头的站内路径' }, link);
  }
});

test('a new slide shows in its position in order, leaves when deactivated or deleted, and revalidates the carousel', async () => {
  server.storefront.tags.length = 0;
  const slide = (await saveSlide({ position: 'promo_test', title: '第二张', sort: 2 })).body.data;
  const first = (await saveSlide({ position: 'promo_test', title: '第一张', sort: 1 })).body.data;
  assert.ok(slide && first);
  assert.deepEqual(server.storefront.tags, [TAGS.carousel, TAGS.carousel]);
  assert.deepEqual(
    (await slidesAt('promo_test')).map((row) => row.title),
    ['第一张', '第二张'],
  );
  assert.equal((await saveSlide({ id: slide.id, position: 'promo_test', title: '第二张', active: false })).body.data?.active, false);
  assert.deepEqual(
    (await slidesAt('promo_test')).map((row) => row.title),
    ['第一张'],
  );
  assert.deepEqual((await server.post('/api/sys/carousel/delete', { id: first.id }, { token: admin.token })).body, { code: 200, msg: '轮播图已删除', data: { id: first.id } });
  assert.deepEqual(await slidesAt('promo_test'), []);
  const listed = (await server.post('/api/sys/carousel/list', { position: 'promo_test' }, { token: admin.token })).body as unknown as PageBody<ConsoleSlide>;
  assert.deepEqual(
    listed.rows.map((row) => row.id),
    [slide.id],
  );
  assert.deepEqual((await saveSlide({ id: first.id })).body, NOT_FOUND);
  assert.deepEqual((await saveSlide({ image: `${'c'.repeat(32)}.webp` })).body, { code: 500, msg: '图片不存在或已被使用，请重新上传' });
});

// ---------------------------------------------------------------------------------------------
// Coupons

const saveCoupon = (body: Record<string, unknown>) =>
  server.post<ConsoleCoupon>(
    '/api/sys/coupon/save',
    { name: '测试满减券', amount: 5000, threshold: 50_000, validDays: 30, total: 3, scope: '全场通用', sort: 50, ...body },
    { token: admin.token },
  );
const centre = async (token?: string) => (await server.get<CouponOffer[]>('/api/coupon/centre', token ? { token } : {})).body.data ?? [];

test('a new coupon template is offered in the coupon centre at once; deactivated, it leaves and cannot be claimed', async () => {
  server.storefront.tags.length = 0;
  const coupon = (await saveCoupon({ name: '夏日专享券' })).body.data;
  assert.ok(coupon);
  assert.deepEqual([coupon.total, coupon.remaining, coupon.claimed, coupon.active], [3, 3, 0, true]);
  assert.deepEqual(server.storefront.tags, [TAGS.coupons]);
  assert.ok((await centre()).some((offer) => offer.id === coupon.id && offer.name === '夏日专享券'));
  const stopped = await server.post<ConsoleCoupon>('/api/sys/coupon/status', { id: coupon.id, active: false }, { token: admin.token });
  assert.equal(stopped.body.msg, '优惠券已停用');
  assert.ok(!(await centre()).some((offer) => offer.id === coupon.id));
  const { token } = await server.registerPersonal();
  assert.deepEqual((await server.post('/api/coupon/claim', { templateId: coupon.id }, { token })).body, NOT_FOUND);
});

test("a coupon's total can only grow, and what was claimed stays claimed", async () => {
  const coupon = (await saveCoupon({ name: '限量券' })).body.data;
  assert.ok(coupon);
  for (let i = 0; i < 2; i += 1) {
    const { token } = await server.registerPersonal();
    assert.equal((await server.post('/api/coupon/claim', { templateId: coupon.id }, { token })).body.code, 200);
  }
  assert.deepEqual((await saveCoupon({ id: coupon.id, name: '限量券', total: 2 })).body, { code: 500, msg: '发放总量只能增加（当前 3 张，已领取 2 张）' });
  const grown = (await saveCoupon({ id: coupon.id, name: '限量券加量', total: 10, amount: 6000 })).body.data;
  assert.deepEqual([grown?.total, grown?.remaining, grown?.claimed, grown?.amount, grown?.name], [10, 8, 2, 6000, '限量券加量']);
  assert.deepEqual((await saveCoupon({ amount: 60_000, threshold: 50_000 })).body, { code: 500, msg: '优惠金额不能大于使用门槛' });
  assert.equal((await saveCoupon({ amount: 60_000, threshold: 0 })).body.code, 200);
  assert.deepEqual((await saveCoupon({ total: 0 })).body, { code: 500, msg: '发放总量应为 1 到 1,000,000 的整数' });
  const list = (await server.post('/api/sys/coupon/list', { keyword: '限量券加量' }, { token: admin.token })).body as unknown as PageBody<ConsoleCoupon>;
  assert.deepEqual(
    list.rows.map((row) => row.id),
    [coupon.id],
  );
});
