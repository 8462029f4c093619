/**
 * Public routes carry their subject in the query (`/details?id=12`;
 * docs/storefront.md#page-addresses), and a page that reads its query renders on every request. The
 * middleware therefore rewrites these URLs to an internal path whose segment holds the subject
 * (`/details/12`): a page Next prerenders once per subject and revalidates (contract/cacheTags.ts).
 * The address bar, links and canonical tags keep the query form; a URL that does not fit (no id, a
 * keyword search) reaches the query page itself.
 */
import { isCacheableListSearch, listSegment, parseListSearch } from '@/lib/catalog/list-url';
import { NEWS_TYPES } from '@/contract/news';
import { parseRouteId } from './route-id';

function byId(params: URLSearchParams): string | null {
  const id = parseRouteId(params.get('id'));
  return id === null ? null : String(id);
}

/** /newsCenter?type=&page= → `<type|all>-<page>`. */
export function newsCenterSegment(params: URLSearchParams): string | null {
  const type = params.get('type') || 'all';
  const page = params.get('page') || '1';
  if (type !== 'all' && !(NEWS_TYPES as readonly string[]).includes(type)) return null;
  if (!/^[1-9][0-9]?$/.test(page)) return null;
  return `${type}-${page}`;
}

const REWRITES: Record<string, (params: URLSearchParams) => string | null> = {
  '/details': byId,
  '/purchaseDetail': byId,
  '/storeDetail': byId,
  '/newsDetail': byId,
  '/purchaseNewsDetail': byId,
  '/newsCenter': newsCenterSegment,
  '/list': (params) => {
    const search = parseListSearch(params);
    return isCacheableListSearch(search) ? encodeURIComponent(listSegment(search)) : null;
  },
};

/** The internal path to serve instead, or null to serve the URL as it is. */
export function cachedRewrite(pathname: string, params: URLSearchParams): string | null {
  const rewrite = REWRITES[pathname];
  if (!rewrite) return null;
  const segment = rewrite(params);
  return segment === null ? null : `${pathname}/${segment}`;
}

/**
 * Whether a path is one of the internal cached paths above (`/details/12`). Next itself asks for
 * them (segment prefetches come back through the middleware with the rewritten path); they are
 * public pages, so they pass untouched.
 */
export function isCachedInternalPath(pathname: string): boolean {
  const slash = pathname.indexOf('/', 1);
  return slash > 0 && slash < pathname.length - 1 && Object.hasOwn(REWRITES, pathname.slice(0, slash)) && !pathname.slice(slash + 1).includes('/');
}
