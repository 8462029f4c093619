import { render, screen, within } from '@testing-library/react';
import { PurchaseView } from '@/components/zones/PurchaseView';
import { ZoneView } from '@/components/zones/ZoneView';
import { bestSaving } from '@/components/zones/ZonePage';
import { zoneMetadata } from '@/components/zones/zoneMetadata';
import { zoneByKey } from '@/lib/catalog/zones';
import type { CarouselSlide } from '@/contract/carousel';
import type { DiscountGoodsCard, GoodsCard } from '@/contract/goods';
import type { NewsSummary } from '@/contract/news';

const card = (id: number): GoodsCard => ({
  id,
  name: `ThinkPad T14s ${id}`,
  image: '/goods/lenovo-thinkpad-t14s-gen6.svg',
  storeName: '云租优选旗舰店',
  monthlyRent: 25_900,
  tags: [],
  condition: 'new',
  zones: ['procurement'],
});

const discounted = (id: number, saved: number): DiscountGoodsCard => ({
  ...card(id),
  zones: ['discount'],
  discount: { rate: 85, label: '8.5折', originalMonthlyRent: 25_900 + saved, savedPerMonth: saved },
});

const slides: CarouselSlide[] = [
  { id: 1, title: '企业采购专区', subtitle: '10 台起享阶梯价', image: '/goods/a.svg', link: '/purchase', theme: '#0b3d91' },
  { id: 2, title: '图形工作站上新', subtitle: '2 台起租', image: '/goods/b.svg', link: '/list?categoryId=22', theme: '#0a2e4a' },
  { id: 3, title: '合作伙伴', subtitle: '外部活动', image: '/goods/c.svg', link: 'https://example.com/event', theme: '#06324f' },
];

const news: NewsSummary[] = [
  { id: 41, type: 'procurement', title: '企业批量租赁电脑的五个要点', summary: '从配置到交付。', cover: null, source: '云租电脑', publishedAt: '2026-10-12 09:30:00' },
];

test('a zone page has breadcrumbs, one h1 in its banner and a link to every goods of the zone', () => {
  const zone = zoneByKey('second_hand');
  render(<ZoneView zone={zone} goods={[card(1), card(2)]} total={57} />);
  expect(within(screen.getByRole('navigation', { name: '面包屑' })).getByText('二手优选')).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(zone.hero.headline);
  expect(screen.getByRole('link', { name: '查看全部 57 件二手优选商品' })).toHaveAttribute('href', '/list?zone=second_hand');
  expect(screen.getByRole('link', { name: '查看全部二手优选商品' })).toHaveAttribute('href', '/list?zone=second_hand');
  expect(screen.getAllByRole('img')[0]).not.toHaveAttribute('loading', 'lazy');
});

test("the discount zone's cards show their discount, and the banner the best saving", () => {
  const goods = [discounted(1, 3_000), discounted(2, 9_000)];
  render(<ZoneView zone={zoneByKey('discount')} goods={goods} total={2} highlight={bestSaving(goods)} />);
  expect(screen.getAllByText('8.5折')).toHaveLength(2);
  expect(screen.getByText('本期最高每月立省 ¥90.00')).toBeInTheDocument();
  expect(bestSaving([card(1)])).toBeUndefined();
});

test('an empty zone says so instead of showing an empty grid', () => {
  render(<ZoneView zone={zoneByKey('heavyweight_new')} goods={[]} total={0} />);
  expect(screen.getByText('重磅新品暂无商品，敬请期待')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /查看全部 \d+ 件/ })).not.toBeInTheDocument();
});

test('/purchase shows its slides as a still banner, its promises, goods leading to /purchaseDetail and procurement news', () => {
  render(<PurchaseView zone={zoneByKey('procurement')} slides={slides} goods={[card(9)]} total={1} news={news} />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: /企业采购专区.*立即查看/ })).toHaveAttribute('href', '/purchase');
  expect(screen.getByRole('link', { name: /图形工作站上新/ })).toHaveAttribute('href', '/list?categoryId=22');
  const external = screen.getByRole('link', { name: /合作伙伴/ });
  expect(external).toHaveAttribute('target', '_blank');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  for (const promise of ['企业认证', '批量优惠', '增值税专用发票', '专属客户经理']) expect(screen.getByText(promise)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /ThinkPad T14s 9/ })).toHaveAttribute('href', '/purchaseDetail?id=9');
  const newsSection = within(screen.getByRole('region', { name: '采购资讯' }));
  expect(newsSection.getByRole('link', { name: '企业批量租赁电脑的五个要点' })).toHaveAttribute('href', '/purchaseNewsDetail?id=41');
  expect(newsSection.getByText('2026-10-12')).toHaveAttribute('dateTime', '2026-10-12T09:30:00+08:00');
  expect(newsSection.getByRole('link', { name: '更多采购资讯' })).toHaveAttribute('href', '/newsCenter?type=procurement');
});

test('/purchase without slides falls back to the CSS banner', () => {
  render(<PurchaseView zone={zoneByKey('procurement')} slides={[]} goods={[]} total={0} news={[]} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('企业批量租赁，一站式采购');
  expect(screen.getByText('暂无采购资讯')).toBeInTheDocument();
});

test('each zone page names its own canonical path', () => {
  expect(zoneMetadata('everyday_low')).toMatchObject({ title: '天天低价', alternates: { canonical: '/everydayLowPrice' } });
  expect(zoneMetadata('procurement')).toMatchObject({ title: '企业采购专区', alternates: { canonical: '/purchase' } });
});
