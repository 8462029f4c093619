/**
 * The /list page's URL: every filter is a search parameter (shareable, the back button works).
 * One canonical form (fixed order, defaults left out) serves links, the canonical tag and the
 * cache key of the middleware's rewrite (lib/routing/cached-routes.ts).
 *
 * Facet browsing (category, brand, zone, condition, store, sort, page) is cacheable: the values
 * are few. A keyword or a rent range is free input: those pages render per request and are kept
 * out of search engines' index (noindex), as internal search results should be.
 */
import { goodsSearchQuery, type GoodsSearch } from '@/contract/goodsQueries';

/** The parameters in canonical order. `limit` is not part of the page's URL (the page size is fixed). */
const ORDER = ['keyword', 'categoryId', 'brand', 'zone', 'condition', 'storeId', 'minRent', 'maxRent', 'sort', 'page'] as const;
type ListParam = (typeof ORDER)[number];

export const LIST_PAGE_SIZE = 20;
/** Deeper pages than this are still served, just not cached. */
const CACHED_PAGES_MAX = 50;

export type ListSearch = Omit<GoodsSearch, 'limit'>;

export const DEFAULT_LIST_SEARCH: ListSearch = { sort: 'popular', page: 1 };

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function rawValue(params: RawParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The search a URL asks for. Parameters the page does not know are ignored; a known parameter
 * with a bad value (a hand-edited URL) is dropped, so the page still shows something sensible.
 */
export function parseListSearch(params: RawParams): ListSearch {
  const candidate: Record<string, string> = {};
  for (const key of ORDER) {
    const value = rawValue(params, key);
    if (value !== undefined && value.trim() !== '') candidate[key] = value;
  }
  for (let attempt = 0; attempt <= ORDER.length; attempt += 1) {
    const result = goodsSearchQuery.safeParse(candidate);
    if (result.success) {
      const { limit: _limit, ...search } = result.data;
      return search;
    }
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const before = Object.keys(candidate).length;
    for (const key of bad) delete candidate[key];
    if (Object.keys(candidate).length === before) break;
  }
  return { ...DEFAULT_LIST_SEARCH };
}

/** The canonical query string (no leading "?"); "" for the default search. */
export function listQueryString(search: Partial<ListSearch>): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = search[key as ListParam];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'sort' && value === 'popular') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** `/list?…` for a search, with `patch` applied. Changing a filter goes back to page 1. */
export function listHref(search: Partial<ListSearch>, patch: Partial<Record<keyof ListSearch, unknown>> = {}): string {
  const next: Record<string, unknown> = { ...search, ...patch };
  if (!('page' in patch)) delete next.page;
  const query = listQueryString(next as Partial<ListSearch>);
  return query ? `/list?${query}` : '/list';
}

/** Whether this search may be served from the cache (facets only, not too deep). */
export function isCacheableListSearch(search: ListSearch): boolean {
  return search.keyword === undefined && search.minRent === undefined && search.maxRent === undefined && search.page <= CACHED_PAGES_MAX;
}

/** The path segment the middleware rewrites a cacheable /list URL to, and back. */
const ALL = 'all';
export function listSegment(search: ListSearch): string {
  return listQueryString(search) || ALL;
}
/**
 * The search of a cached-list segment, or null when the segment is not exactly what the
 * middleware writes (someone typing /list/<anything>): those answer 404 instead of filling the
 * cache with one more copy of a page.
 */
export function searchFromSegment(segment: string): ListSearch | null {
  if (segment === ALL) return parseListSearch(new URLSearchParams());
  // Next hands the segment over decoded or not depending on the path taken. A canonical query
  // always holds "=", and its encoded form never does (encodeURIComponent encodes it), so this
  // tells the two apart exactly; decoding whenever a "%" shows would decode a decoded value
  // again and corrupt a value that holds an escape of its own (brand=a%2541).
  let query = segment;
  if (!segment.includes('=')) {
    try {
      query = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  const search = parseListSearch(new URLSearchParams(query));
  return isCacheableListSearch(search) && listSegment(search) === query ? search : null;
}
