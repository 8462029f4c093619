import { render, screen, within } from '@testing-library/react';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';
import type { DiscountGoodsCard, GoodsCard, RecommendedGoods } from '@/contract/goods';

const recommended: RecommendedGoods = {
  id: 1,
  name: 'ThinkPad T14 Gen 5',
  image: '/goods/lenovo-thinkpad-t14-gen5.svg',
  storeName: '云租优选旗舰店',
  monthlyRent: 23_900,
  tags: ['商务'],
};

const card = (id: number, extra: Partial<GoodsCard> = {}): GoodsCard => ({
  ...recommended,
  id,
  name: `商品 ${id}`,
  condition: 'new',
  zones: [],
  ...extra,
});

const discounted: DiscountGoodsCard = {
  ...card(7, { name: 'MacBook Pro 14', monthlyRent: 50_065, zones: ['discount'] }),
  discount: { rate: 85, label: '8.5折', originalMonthlyRent: 58_900, savedPerMonth: 8_835 },
};

test('a plain card links to the product page with its picture, name, store and rent', () => {
  render(<GoodsCardGrid goods={[recommended]} />);
  const link = screen.getByRole('link');
  expect(link).toHaveAttribute('href', '/details?id=1');
  expect(within(link).getByRole('img', { name: 'ThinkPad T14 Gen 5' })).toHaveAttribute('src', '/goods/lenovo-thinkpad-t14-gen5.svg');
  expect(link).toHaveTextContent('云租优选旗舰店');
  expect(link).toHaveTextContent('¥239.00/月起');
  expect(screen.queryByText('二手')).not.toBeInTheDocument();
});

test('cards carry no headings, so the grid fits under any heading of a page', () => {
  render(<GoodsCardGrid goods={[card(1), card(2)]} />);
  expect(screen.queryAllByRole('heading')).toHaveLength(0);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('hrefFor decides where a card leads', () => {
  render(<GoodsCardGrid goods={[card(5)]} hrefFor={(goods) => `/purchaseDetail?id=${goods.id}`} />);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/purchaseDetail?id=5');
});

test('a discount card shows its discount and the usual rent struck through', () => {
  render(<GoodsCardGrid goods={[discounted]} />);
  const link = screen.getByRole('link');
  expect(within(link).getByText('8.5折')).toBeInTheDocument();
  expect(link).toHaveTextContent('¥500.65/月起');
  const original = within(link).getByText('¥589.00');
  expect(original.tagName).toBe('S');
  expect(link).toHaveTextContent('原价¥589.00/月');
});

test('a used device says 二手', () => {
  render(<GoodsCardGrid goods={[card(3, { condition: 'used' })]} />);
  expect(within(screen.getByRole('link')).getByText('二手')).toBeInTheDocument();
});

test('only the first priorityCount pictures load at once; the rest are lazy', () => {
  render(<GoodsCardGrid goods={[card(1), card(2), card(3), card(4)]} priorityCount={2} />);
  const images = screen.getAllByRole('img');
  // The first is the likely largest paint: preloaded at high priority (no lazy loading).
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[0]).not.toHaveAttribute('loading', 'lazy');
  expect(images.slice(1).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
});

test('without priorityCount every picture is lazy', () => {
  render(<GoodsCardGrid goods={[card(1), card(2)]} />);
  for (const img of screen.getAllByRole('img')) expect(img).toHaveAttribute('loading', 'lazy');
});

test('an empty grid says so', () => {
  const { rerender } = render(<GoodsCardGrid goods={[]} />);
  expect(screen.getByText('暂无商品，敬请期待')).toBeInTheDocument();
  rerender(<GoodsCardGrid goods={[]} emptyText="二手优选暂无商品" />);
  expect(screen.getByText('二手优选暂无商品')).toBeInTheDocument();
});
