/**
 * What the /list page says about a search: its heading, the active filters with the link that
 * removes each, the sort tabs and the rent presets. Pure functions of the search and the names
 * the page looked up, so the heading, the metadata and the chips always agree.
 */
import type { CategoryNode, GoodsCondition, GoodsSort } from '@/contract/goods';
import { listHref, type ListSearch } from '@/lib/catalog/list-url';
import { zoneByKey } from '@/lib/catalog/zones';
import { formatYuanRange } from './rentRange';

/** Names the search's ids stand for, looked up by the page. */
export type ListingNames = {
  /** From the top category down to the selected one; [] when none is selected or it is unknown. */
  categoryTrail: readonly CategoryNode[];
  /** The store's name when the search is one store's goods and the store is open. */
  storeName?: string;
};

export const CONDITION_LABELS: Record<GoodsCondition, string> = { new: '全新', used: '二手' };

export const SORT_TABS: ReadonlyArray<{ sort: GoodsSort; label: string }> = [
  { sort: 'popular', label: '综合' },
  { sort: 'newest', label: '最新上架' },
  { sort: 'priceAsc', label: '月租从低到高' },
  { sort: 'priceDesc', label: '月租从高到低' },
];

/** Monthly-rent presets in fen (the wire's unit); bounds are inclusive on the server. */
export const RENT_PRESETS: ReadonlyArray<{ label: string; minRent?: number; maxRent?: number }> = [
  { label: '¥100 以下', maxRent: 10_000 },
  { label: '¥100–200', minRent: 10_000, maxRent: 20_000 },
  { label: '¥200–400', minRent: 20_000, maxRent: 40_000 },
  { label: '¥400–800', minRent: 40_000, maxRent: 80_000 },
  { label: '¥800 以上', minRent: 80_000 },
];

/** The path from a top category down to `id` (any depth), or [] when the tree has no such node. */
export function categoryTrail(tree: readonly CategoryNode[], id: number | undefined): CategoryNode[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** A rent bound pair as the page shows it: "¥100–¥200/月", "¥800/月以上", "¥100/月以下". */
export function rentRangeLabel(minRent: number | undefined, maxRent: number | undefined): string {
  const preset = RENT_PRESETS.find((row) => row.minRent === minRent && row.maxRent === maxRent);
  return preset ? `月租 ${preset.label}` : `月租 ${formatYuanRange(minRent, maxRent)}`;
}

/**
 * The page's H1 (and title): the keyword when there is one, otherwise what the facets narrow the
 * goods to, the most specific first: "ThinkPad 游戏本", "二手专区", "全部商品".
 */
export function listingHeading(search: ListSearch, names: ListingNames): string {
  if (search.keyword) return `搜索“${search.keyword}”`;
  const category = names.categoryTrail.at(-1)?.name;
  const subject =
    category ??
    (search.zone ? zoneByKey(search.zone).label : undefined) ??
    (search.condition ? `${CONDITION_LABELS[search.condition]}商品` : undefined) ??
    (names.storeName ? `${names.storeName}的商品` : undefined);
  if (search.brand && subject) return `${search.brand} ${subject}`;
  if (search.brand) return `${search.brand} 全部商品`;
  return subject ?? '全部商品';
}

export type ActiveFilter = {
  key: 'keyword' | 'categoryId' | 'brand' | 'zone' | 'condition' | 'storeId' | 'rent';
  /** What the chip says, e.g. "品牌：ThinkPad". */
  label: string;
  /** The same search without this filter, page 1. */
  removeHref: string;
};

/** Every filter the search applies, in the URL's order, each with the link that removes it. */
export function activeFilters(search: ListSearch, names: ListingNames): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (search.keyword) filters.push({ key: 'keyword', label: `关键词：${search.keyword}`, removeHref: listHref(search, { keyword: undefined }) });
  if (search.categoryId !== undefined) {
    const name = names.categoryTrail.map((node) => node.name).join(' / ') || `分类 ${search.categoryId}`;
    filters.push({ key: 'categoryId', label: `分类：${name}`, removeHref: listHref(search, { categoryId: undefined }) });
  }
  if (search.brand) filters.push({ key: 'brand', label: `品牌：${search.brand}`, removeHref: listHref(search, { brand: undefined }) });
  if (search.zone) filters.push({ key: 'zone', label: `专区：${zoneByKey(search.zone).label}`, removeHref: listHref(search, { zone: undefined }) });
  if (search.condition) {
    filters.push({ key: 'condition', label: `成色：${CONDITION_LABELS[search.condition]}`, removeHref: listHref(search, { condition: undefined }) });
  }
  if (search.storeId !== undefined) {
    filters.push({ key: 'storeId', label: `店铺：${names.storeName ?? `编号 ${search.storeId}`}`, removeHref: listHref(search, { storeId: undefined }) });
  }
  if (search.minRent !== undefined || search.maxRent !== undefined) {
    filters.push({ key: 'rent', label: rentRangeLabel(search.minRent, search.maxRent), removeHref: listHref(search, { minRent: undefined, maxRent: undefined }) });
  }
  return filters;
}

/**
 * 清除全部筛选: drops every facet but keeps what the visitor typed and the order they chose; with
 * nothing but a keyword to drop, it leads to every goods.
 */
export function clearFiltersHref(search: ListSearch): string {
  const onlyKeyword = activeFilters(search, { categoryTrail: [] }).every((filter) => filter.key === 'keyword');
  if (onlyKeyword) return '/list';
  return listHref({ keyword: search.keyword, sort: search.sort });
}
