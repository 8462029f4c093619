import { render, screen, within } from '@testing-library/react';
import { ListingView } from '@/components/listing/ListingView';
import { categoryTrail } from '@/components/listing/listingFacts';
import type { ListingData } from '@/components/listing/loadListing';
import { parseListSearch } from '@/lib/catalog/list-url';
import type { CategoryNode, GoodsCard } from '@/contract/goods';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const categories: CategoryNode[] = [
  {
    id: 1,
    name: '笔记本电脑',
    children: [
      { id: 11, name: '商务办公本', children: [] },
      { id: 12, name: '游戏本', children: [] },
    ],
  },
  { id: 3, name: '显示器', children: [{ id: 31, name: '办公', children: [] }] },
];

const goods = (id: number, extra: Partial<GoodsCard> = {}): GoodsCard => ({
  id,
  name: `拯救者 Y9000P ${id}`,
  image: `/goods/lenovo-legion-y9000p-${id}.svg`,
  storeName: '云租优选旗舰店',
  monthlyRent: 39_900,
  tags: [],
  condition: 'new',
  zones: [],
  ...extra,
});

function data(query: string, overrides: Partial<ListingData> = {}): ListingData {
  const search = parseListSearch(new URLSearchParams(query));
  return {
    search,
    result: { rows: [goods(1), goods(2)], total: 45 },
    categories,
    brands: [
      { brand: 'Lenovo', count: 30 },
      { brand: 'ThinkPad', count: 12 },
    ],
    names: { categoryTrail: categoryTrail(categories, search.categoryId) },
    recommendations: [],
    cached: true,
    ...overrides,
  };
}

const hrefOf = (name: string | RegExp, scope: ReturnType<typeof within> | typeof screen = screen) => scope.getByRole('link', { name }).getAttribute('href');

test('the heading and breadcrumbs follow the category, and the count is shown', () => {
  render(<ListingView {...data('categoryId=12&page=2')} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('游戏本');
  const crumbs = within(screen.getByRole('navigation', { name: '面包屑' }));
  expect(crumbs.getByRole('link', { name: '全部商品' })).toHaveAttribute('href', '/list');
  expect(crumbs.getByRole('link', { name: '笔记本电脑' })).toHaveAttribute('href', '/list?categoryId=1');
  expect(crumbs.getByText('游戏本')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText(/件商品/)).toHaveTextContent('共 45 件商品');
});

test("a keyword search is titled by its keyword and keeps it in the page's search box with the filters", () => {
  render(<ListingView {...data('keyword=thinkpad&zone=discount&sort=newest&page=2')} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('搜索“thinkpad”');
  const form = screen.getByRole('search', { name: '在当前条件下搜索' });
  expect(form).toHaveAttribute('action', '/list');
  expect(form).toHaveAttribute('method', 'get');
  expect(within(form).getByLabelText('搜索关键词')).toHaveValue('thinkpad');
  const hidden = Object.fromEntries([...form.querySelectorAll('input[type="hidden"]')].map((input) => [input.getAttribute('name'), input.getAttribute('value')]));
  expect(hidden).toEqual({ zone: 'discount', sort: 'newest' });
});

test('with nothing chosen the page is 全部商品 and shows no chips', () => {
  render(<ListingView {...data('')} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('全部商品');
  expect(screen.queryByRole('group', { name: '已选条件' })).not.toBeInTheDocument();
});

test('every active filter is a chip whose link removes just that filter, and 清除全部筛选 keeps the keyword', () => {
  render(<ListingView {...data('keyword=y9000&categoryId=12&brand=Lenovo&condition=used&minRent=10000&maxRent=20000&sort=priceAsc&page=3')} />);
  const chips = within(screen.getByRole('group', { name: '已选条件' }));
  expect(hrefOf('移除筛选 关键词：y9000', chips)).toBe('/list?categoryId=12&brand=Lenovo&condition=used&minRent=10000&maxRent=20000&sort=priceAsc');
  expect(hrefOf('移除筛选 分类：笔记本电脑 / 游戏本', chips)).toBe('/list?keyword=y9000&brand=Lenovo&condition=used&minRent=10000&maxRent=20000&sort=priceAsc');
  expect(hrefOf('移除筛选 品牌：Lenovo', chips)).toBe('/list?keyword=y9000&categoryId=12&condition=used&minRent=10000&maxRent=20000&sort=priceAsc');
  expect(hrefOf('移除筛选 成色：二手', chips)).toBe('/list?keyword=y9000&categoryId=12&brand=Lenovo&minRent=10000&maxRent=20000&sort=priceAsc');
  expect(hrefOf('移除筛选 月租 ¥100–200', chips)).toBe('/list?keyword=y9000&categoryId=12&brand=Lenovo&condition=used&sort=priceAsc');
  expect(hrefOf('清除全部筛选')).toBe('/list?keyword=y9000&sort=priceAsc');
});

test('the sort tabs keep the filters, go back to page 1 and mark the current order', () => {
  render(<ListingView {...data('categoryId=12&brand=Lenovo&sort=newest&page=3')} />);
  const sort = within(screen.getByRole('navigation', { name: '排序方式' }));
  expect(sort.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['综合', '/list?categoryId=12&brand=Lenovo'],
    ['最新上架', '/list?categoryId=12&brand=Lenovo&sort=newest'],
    ['月租从低到高', '/list?categoryId=12&brand=Lenovo&sort=priceAsc'],
    ['月租从高到低', '/list?categoryId=12&brand=Lenovo&sort=priceDesc'],
  ]);
  expect(sort.getByRole('link', { name: '最新上架' })).toHaveAttribute('aria-current', 'page');
  expect(sort.getByRole('link', { name: '综合' })).not.toHaveAttribute('aria-current');
});

test('the facets are links that keep the other filters, with the current choice marked', () => {
  render(<ListingView {...data('categoryId=12&zone=discount&page=2')} />);
  const category = within(screen.getByRole('group', { name: '分类' }));
  expect(category.getByRole('link', { name: '显示器' })).toHaveAttribute('href', '/list?categoryId=3&zone=discount');
  expect(category.getByRole('link', { name: '笔记本电脑' })).toHaveAttribute('aria-current', 'true');
  const children = within(screen.getByRole('group', { name: '笔记本电脑' }));
  expect(children.getByRole('link', { name: '游戏本' })).toHaveAttribute('aria-current', 'true');
  expect(children.getByRole('link', { name: '全部笔记本电脑' })).toHaveAttribute('href', '/list?categoryId=1&zone=discount');
  const brand = within(screen.getByRole('group', { name: '品牌' }));
  expect(brand.getByRole('link', { name: /^ThinkPad\s?（12）$/ })).toHaveAttribute('href', '/list?categoryId=12&brand=ThinkPad&zone=discount');
  const zone = within(screen.getByRole('group', { name: '专区' }));
  expect(zone.getByRole('link', { name: '特惠专区' })).toHaveAttribute('aria-current', 'true');
  expect(zone.getByRole('link', { name: '不限' })).toHaveAttribute('href', '/list?categoryId=12');
  expect(zone.getAllByRole('link')).toHaveLength(8);
  const condition = within(screen.getByRole('group', { name: '成色' }));
  expect(condition.getByRole('link', { name: '二手' })).toHaveAttribute('href', '/list?categoryId=12&zone=discount&condition=used');
  const rent = within(screen.getByRole('group', { name: '月租' }));
  expect(rent.getByRole('link', { name: '¥100 以下' })).toHaveAttribute('href', '/list?categoryId=12&zone=discount&maxRent=10000');
  expect(rent.getByRole('link', { name: '¥800 以上' })).toHaveAttribute('href', '/list?categoryId=12&zone=discount&minRent=80000');
  expect(rent.getByRole('form', { name: '自定义月租区间' })).toBeInTheDocument();
});

test('the pages are links that keep the search', () => {
  render(<ListingView {...data('brand=Lenovo&sort=priceAsc&page=2')} />);
  const pages = within(screen.getByRole('navigation', { name: '商品列表分页' }));
  expect(hrefOf('上一页', pages)).toBe('/list?brand=Lenovo&sort=priceAsc');
  expect(hrefOf('下一页', pages)).toBe('/list?brand=Lenovo&sort=priceAsc&page=3');
  expect(hrefOf('第 3 页', pages)).toBe('/list?brand=Lenovo&sort=priceAsc&page=3');
  expect(pages.getByText('2')).toHaveAttribute('aria-current', 'page');
});

test('goods cards lead to the product page, or to the procurement page in the procurement zone', () => {
  const { unmount } = render(<ListingView {...data('')} />);
  expect(screen.getByRole('link', { name: /拯救者 Y9000P 1/ })).toHaveAttribute('href', '/details?id=1');
  unmount();
  render(<ListingView {...data('zone=procurement')} />);
  expect(screen.getByRole('link', { name: /拯救者 Y9000P 1/ })).toHaveAttribute('href', '/purchaseDetail?id=1');
});

test('a keyword without results says so, offers a way out and popular goods', () => {
  const recommendations = [goods(8, { name: 'MacBook Air 13' }), goods(9, { name: 'Dell U2724D 显示器' })];
  render(<ListingView {...data('keyword=xyzzy', { result: { rows: [], total: 0 }, recommendations })} />);
  const empty = screen.getByRole('status');
  expect(empty).toHaveTextContent('没有找到符合条件的商品');
  expect(within(empty).getByRole('link', { name: '清除筛选' })).toHaveAttribute('href', '/list');
  expect(within(empty).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/Homepage');
  expect(screen.getByText(/件商品/)).toHaveTextContent('共 0 件商品');
  const popular = screen.getByRole('region', { name: '热门推荐' });
  expect(
    within(popular)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/details?id=8', '/details?id=9']);
  expect(screen.queryByRole('navigation', { name: '商品列表分页' })).not.toBeInTheDocument();
});

test('filters without results: 清除筛选 drops the filters but keeps the keyword', () => {
  render(<ListingView {...data('keyword=mac&condition=used', { result: { rows: [], total: 0 } })} />);
  expect(within(screen.getByRole('status')).getByRole('link', { name: '清除筛选' })).toHaveAttribute('href', '/list?keyword=mac');
});

test('a page past the end leads back to page 1', () => {
  render(<ListingView {...data('brand=Lenovo&page=9', { result: { rows: [], total: 45 } })} />);
  const empty = screen.getByRole('status');
  expect(empty).toHaveTextContent('这一页没有商品');
  expect(within(empty).getByRole('link', { name: '回到第 1 页' })).toHaveAttribute('href', '/list?brand=Lenovo');
});

test('headings go in order: one h1, then h2, then h3 for each facet', () => {
  render(<ListingView {...data('categoryId=12')} />);
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
});
