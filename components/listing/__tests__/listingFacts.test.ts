/**
 * @jest-environment node
 */
import { categoryTrail, listingHeading, rentRangeLabel } from '@/components/listing/listingFacts';
import { listingCanonical, listingMetadata } from '@/components/listing/listingMetadata';
import type { ListingData } from '@/components/listing/loadListing';
import { parseListSearch } from '@/lib/catalog/list-url';
import type { CategoryNode } from '@/contract/goods';

const tree: CategoryNode[] = [{ id: 1, name: '笔记本电脑', children: [{ id: 12, name: '游戏本', children: [] }] }];
const search = (query: string) => parseListSearch(new URLSearchParams(query));
const heading = (query: string, storeName?: string) => {
  const parsed = search(query);
  return listingHeading(parsed, { categoryTrail: categoryTrail(tree, parsed.categoryId), storeName });
};

test('the heading says what the search narrows the goods to', () => {
  expect(heading('')).toBe('全部商品');
  expect(heading('keyword=thinkpad&categoryId=12')).toBe('搜索“thinkpad”');
  expect(heading('categoryId=12')).toBe('游戏本');
  expect(heading('categoryId=12&brand=Lenovo&zone=discount')).toBe('Lenovo 游戏本');
  expect(heading('zone=second_hand')).toBe('二手专区');
  expect(heading('condition=used')).toBe('二手商品');
  expect(heading('brand=Dell')).toBe('Dell 全部商品');
  expect(heading('storeId=3', '云租优选旗舰店')).toBe('云租优选旗舰店的商品');
  expect(heading('categoryId=999')).toBe('全部商品');
});

test('a category is found at any depth', () => {
  expect(categoryTrail(tree, 12).map((node) => node.id)).toEqual([1, 12]);
  expect(categoryTrail(tree, 1).map((node) => node.id)).toEqual([1]);
  expect(categoryTrail(tree, undefined)).toEqual([]);
});

test('a rent range is named by its preset when it is one', () => {
  expect(rentRangeLabel(20_000, 40_000)).toBe('月租 ¥200–400');
  expect(rentRangeLabel(15_000, undefined)).toBe('月租 ¥150/月以上');
});

const listing = (query: string, overrides: Partial<ListingData> = {}): ListingData => ({
  search: search(query),
  result: { rows: [], total: 12 },
  categories: tree,
  brands: [],
  names: { categoryTrail: categoryTrail(tree, search(query).categoryId) },
  recommendations: [],
  cached: true,
  ...overrides,
});

test('metadata: the title follows the heading, the canonical is /list with its page', () => {
  const metadata = listingMetadata(listing('sort=newest&categoryId=12&page=2'));
  expect(metadata.title).toBe('游戏本（第 2 页）');
  expect(metadata.alternates?.canonical).toBe('/list?categoryId=12&sort=newest&page=2');
  expect(metadata.robots).toBeUndefined();
  expect(listingCanonical(listing(''))).toBe('/list');
});

test('metadata: keyword and rent searches and empty results are not indexed', () => {
  expect(listingMetadata(listing('keyword=mac', { cached: false })).robots).toEqual({ index: false, follow: true });
  expect(listingMetadata(listing('brand=Nobody', { result: { rows: [], total: 0 } })).robots).toEqual({ index: false, follow: true });
  expect(listingMetadata(listing('keyword=mac', { cached: false })).description).toContain('搜索“mac”');
});
