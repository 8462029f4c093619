/**
 * Everything the /list page needs for one search, read once per request: the page's body and its
 * metadata call the same memoised loader (React `cache`), so an uncached keyword search reaches
 * the product server once, not twice.
 */
import { cache } from 'react';
import { getBrands, getCategories, getDisplayGoods, searchGoods } from '@/lib/api/server/goods';
import { getStore } from '@/lib/api/server/stores';
import type { Page } from '@/lib/api/page';
import type { BrandCount, CategoryNode, GoodsCard } from '@/contract/goods';
import { LIST_PAGE_SIZE, listQueryString, parseListSearch, type ListSearch } from '@/lib/catalog/list-url';
import { categoryTrail, type ListingNames } from './listingFacts';

export type ListingData = {
  search: ListSearch;
  result: Page<GoodsCard>;
  categories: CategoryNode[];
  brands: BrandCount[];
  names: ListingNames;
  /** Popular goods to offer instead when the search finds nothing. */
  recommendations: GoodsCard[];
  /** Whether this page is served from the cache (facets) or per request (keyword, rent range). */
  cached: boolean;
};

/** How many goods a fruitless search offers instead. */
const RECOMMENDATION_COUNT = 8;

// Keyed by the canonical query string: `cache` compares arguments by identity, and two parses of
// the same URL are two different objects.
const loadByQuery = cache(async (query: string, cached: boolean): Promise<ListingData> => {
  const search = parseListSearch(new URLSearchParams(query));
  const [result, categories, brands, store] = await Promise.all([
    searchGoods({ ...search, limit: LIST_PAGE_SIZE }, { cached }),
    getCategories(),
    getBrands(search.categoryId),
    search.storeId === undefined ? Promise.resolve(null) : getStore(search.storeId),
  ]);
  const recommendations = result.total === 0 ? await getDisplayGoods({ limit: RECOMMENDATION_COUNT }) : [];
  return {
    search,
    result,
    categories,
    brands,
    names: { categoryTrail: categoryTrail(categories, search.categoryId), storeName: store?.name },
    recommendations,
    cached,
  };
});

export function loadListing(search: ListSearch, { cached }: { cached: boolean }): Promise<ListingData> {
  // The page number is part of the canonical query unless it is 1, which is the parse's default.
  return loadByQuery(listQueryString(search), cached);
}
