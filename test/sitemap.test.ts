/**
 * @jest-environment node
 */
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw/server';
import sitemap from '@/app/sitemap';
import robots from '@/app/robots';
import { isListedForCrawlers } from '@/lib/routes';

const PRODUCT = 'http://product.test';

const card = (id: number, zones: string[] = []) => ({ id, name: `商品${id}`, image: '/goods/x.svg', storeName: '店', monthlyRent: 100, tags: [], condition: 'new', zones });

beforeAll(() => {
  process.env.PRODUCT_API_URL = PRODUCT;
});

beforeEach(() => {
  server.use(
    // 61 goods: two pages of 60.
    http.get(`${PRODUCT}/api/wGoods/search`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const rows = page === 1 ? Array.from({ length: 60 }, (_, index) => card(index + 1, index === 0 ? ['procurement'] : [])) : [card(61)];
      return HttpResponse.json({ code: 200, msg: '查询成功', rows, total: 61 });
    }),
    http.get(`${PRODUCT}/api/store/list`, () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [{ id: 3 }], total: 1 })),
    http.get(`${PRODUCT}/news/list`, () =>
      HttpResponse.json({
        code: 200,
        msg: '查询成功',
        rows: [
          { id: 5, type: 'news', publishedAt: '2026-11-01 09:30:00' },
          { id: 6, type: 'procurement', publishedAt: '2026-11-02 10:00:00' },
        ],
        total: 2,
      }),
    ),
  );
});

const urls = async () => (await sitemap()).map((entry) => new URL(entry.url));

test('the sitemap lists the shop pages, every help page, every goods, store and article', async () => {
  const list = (await urls()).map((url) => `${url.pathname}${url.search}`);
  expect(list).toEqual(
    expect.arrayContaining([
      '/Homepage',
      '/list',
      '/purchase',
      '/commonProblem',
      '/LeaseContract',
      '/aboutUs',
      '/details?id=1',
      '/details?id=61',
      '/purchaseDetail?id=1',
      '/storeDetail?id=3',
      '/newsDetail?id=5',
      '/purchaseNewsDetail?id=6',
    ]),
  );
  expect(list).not.toContain('/purchaseDetail?id=2');
});

test('articles carry their publication time in China time', async () => {
  const entry = (await sitemap()).find((item) => item.url.endsWith('/newsDetail?id=5'));
  expect(entry?.lastModified).toBe('2026-11-01T09:30:00+08:00');
});

test('the sitemap lists only pages the route table opens to crawlers, and lists each page once', async () => {
  const list = await urls();
  for (const url of list) expect([url.pathname, isListedForCrawlers(url.pathname)]).toEqual([url.pathname, true]);
  const keys = list.map((url) => url.href);
  expect(new Set(keys).size).toBe(keys.length);
});

test('no address in the sitemap is one robots.txt closes', async () => {
  const rules = [[robots().rules].flat()[0]?.disallow ?? []].flat();
  const closes = (path: string) => rules.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
  for (const url of await urls()) expect([url.pathname, closes(`${url.pathname}${url.search}`)]).toEqual([url.pathname, false]);
});
