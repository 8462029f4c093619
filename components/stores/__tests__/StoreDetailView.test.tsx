import { render, screen, within } from '@testing-library/react';
import { StoreDetailView } from '@/components/stores/StoreDetailView';
import { QualityStoreView } from '@/components/stores/QualityStoreView';
import { storeIdFromSegment, storeMetadata } from '@/components/stores/storeRoutes';
import type { StoreCard, StoreDetail, StoreHonour } from '@/contract/stores';
import type { GoodsCard } from '@/contract/goods';
import { absoluteUrl } from '@/lib/seo/site-url';

const store: StoreDetail = {
  id: 3,
  name: '云租优选旗舰店',
  logo: '/stores/yunzu.svg',
  intro: '企业办公电脑一站式租赁，顺丰包邮，7×24 小时售后。',
  city: '深圳',
  featured: true,
  rating: 4.9,
  tags: ['企业认证', '顺丰包邮'],
  goodsCount: 34,
  openedAt: '2022-11-20',
  rentedCount: 12840,
  categories: [
    { id: 11, name: '商务笔记本', count: 20 },
    { id: 21, name: '台式电脑', count: 14 },
  ],
};

const honours: StoreHonour[] = [{ id: 1, title: '2025 年度金牌店铺', issuer: '云租电脑平台', awardedOn: '2026-01-12', description: '全年好评率 99.2%。' }];

const goods: GoodsCard[] = [
  { id: 101, name: 'ThinkPad T14 Gen 5', image: '/goods/thinkpad-t14-gen5.svg', storeName: store.name, monthlyRent: 19900, tags: [], condition: 'new', zones: [] },
];

function jsonLdOf(container: HTMLElement, type: string): Record<string, unknown> | undefined {
  return [...container.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}

test('the store page leads from 首页 › 优质店铺 to the store, under one h1', () => {
  render(<StoreDetailView store={store} honours={honours} goods={goods} />);
  const breadcrumb = within(screen.getByRole('navigation', { name: '面包屑' }));
  expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/Homepage');
  expect(breadcrumb.getByRole('link', { name: '优质店铺' })).toHaveAttribute('href', '/qualityStore');
  expect(breadcrumb.getByText(store.name)).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(store.name);
});

test('the header shows the logo, rating, city, opening date, rented and goods counts, tags and intro', () => {
  render(<StoreDetailView store={store} honours={honours} goods={goods} />);
  expect(screen.getByRole('img', { name: `${store.name}标志` })).toHaveAttribute('src', '/stores/yunzu.svg');
  expect(screen.getByText('4.9')).toBeInTheDocument();
  expect(screen.getByText('（满分 5 分）')).toBeInTheDocument();
  expect(screen.getByText('深圳')).toBeInTheDocument();
  expect(screen.getByText('2022-11-20').tagName).toBe('TIME');
  expect(screen.getByText('12,840 台')).toBeInTheDocument();
  expect(screen.getByText('34 件')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: '店铺服务' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(store.tags);
  expect(screen.getByText(store.intro)).toBeInTheDocument();
  expect(screen.getByText('优质店铺', { selector: 'span' })).toBeInTheDocument();
});

test("honours are listed, and each category links to the store's goods in it", () => {
  render(<StoreDetailView store={store} honours={honours} goods={goods} />);
  const honourList = within(screen.getByRole('complementary', { name: '店铺荣誉' }));
  expect(honourList.getByRole('heading', { level: 3, name: '2025 年度金牌店铺' })).toBeInTheDocument();
  expect(honourList.getByText('2026-01-12').tagName).toBe('TIME');

  const laptops = new URL(screen.getByRole('link', { name: /商务笔记本/ }).getAttribute('href') ?? '', 'http://shop.test');
  expect(laptops.pathname).toBe('/list');
  expect(Object.fromEntries(laptops.searchParams)).toEqual({ storeId: '3', categoryId: '11' });
});

test("the store's goods are shown with a link to all of them", () => {
  render(<StoreDetailView store={store} honours={honours} goods={goods} />);
  expect(screen.getByRole('link', { name: /ThinkPad T14 Gen 5/ })).toHaveAttribute('href', '/details?id=101');
  expect(screen.getByRole('link', { name: '查看全部 34 件商品' })).toHaveAttribute('href', '/list?storeId=3');
});

test('a store without honours says so', () => {
  render(<StoreDetailView store={{ ...store, categories: [] }} honours={[]} goods={[]} />);
  expect(screen.getByText('暂无荣誉记录')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '商品分类' })).not.toBeInTheDocument();
});

test('search engines get a Store with its rating and canonical address', () => {
  const { container } = render(<StoreDetailView store={store} honours={honours} goods={goods} />);
  expect(jsonLdOf(container, 'Store')).toMatchObject({
    name: store.name,
    url: absoluteUrl('/storeDetail?id=3'),
    logo: absoluteUrl('/stores/yunzu.svg'),
    address: { '@type': 'PostalAddress', addressLocality: '深圳', addressCountry: 'CN' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, bestRating: 5, worstRating: 1 },
  });
  expect(jsonLdOf(container, 'BreadcrumbList')).toBeDefined();
  const metadata = storeMetadata(store);
  expect(metadata.title).toBe(store.name);
  expect(metadata.alternates?.canonical).toBe('/storeDetail?id=3');
});

test('only positive 32-bit ids are store segments', () => {
  expect(storeIdFromSegment('3')).toBe(3);
  for (const bad of ['0', '03', 'x', '2147483648', '']) expect(storeIdFromSegment(bad)).toBeNull();
});

test('the quality-store list explains the badge and puts quality stores first', () => {
  const card = (id: number, name: string, featured: boolean): StoreCard => ({ ...store, id, name, featured });
  render(<QualityStoreView stores={[card(1, '果租数码', true), card(2, '蓝鲸办公设备', false)]} />);
  expect(screen.getByRole('heading', { level: 1, name: '优质店铺' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '评定标准' })).toBeInTheDocument();
  const featured = within(screen.getByRole('region', { name: /平台认证优质店铺/ }));
  expect(featured.getByRole('link', { name: '果租数码' })).toHaveAttribute('href', '/storeDetail?id=1');
  const others = within(screen.getByRole('region', { name: /更多入驻店铺/ }));
  expect(others.getByRole('link', { name: '蓝鲸办公设备' })).toHaveAttribute('href', '/storeDetail?id=2');
  expect(others.queryByText('优质店铺')).not.toBeInTheDocument();
});
