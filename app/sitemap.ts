import type { MetadataRoute } from 'next';
import { HELP_PAGES } from '@/lib/help/pages';
import { siteUrl } from '@/lib/seo/site-url';
import { searchGoods } from '@/lib/api/server/goods';
import { getStores } from '@/lib/api/server/stores';
import { getNewsPage } from '@/lib/api/server/news';
import { PAGE_LIMIT_MAX } from '@/contract/params';
import type { Page } from '@/lib/api/page';
import { isListedForCrawlers, type PublicRoute } from '@/lib/routes';
import { goodsHref, newsArticleHref, procurementGoodsHref, storeHref } from '@/lib/routing/hrefs';

export const revalidate = 60;

/** Every page of a paged read (60 rows a call, at most 50 calls: 3,000 rows). */
async function everyRow<T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await read(1);
  const pages = Math.min(50, Math.ceil(first.total / PAGE_LIMIT_MAX));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => read(index + 2)));
  return [first, ...rest].flatMap((page) => page.rows);
}

/** Public pages without a subject of their own (lib/routes.ts); typed by the route table, so a login-only path cannot slip in. */
const STATIC_PAGES: ReadonlyArray<[path: PublicRoute, priority: number, changeFrequency: 'daily' | 'weekly']> = [
  ['/Homepage', 1, 'daily'],
  ['/list', 0.8, 'daily'],
  ['/limitedOffer', 0.8, 'daily'],
  ['/personalZone', 0.7, 'daily'],
  ['/purchase', 0.8, 'daily'],
  ['/heavyweightNew', 0.7, 'daily'],
  ['/secondHand', 0.7, 'daily'],
  ['/everydayLowPrice', 0.7, 'daily'],
  ['/newProductExclusive', 0.7, 'daily'],
  ['/qualityStore', 0.6, 'weekly'],
  ['/receiveCoupons', 0.6, 'daily'],
  ['/newsCenter', 0.6, 'daily'],
  ['/joiningTheStore', 0.4, 'weekly'],
  ['/businessCooperation', 0.4, 'weekly'],
  ['/license', 0.3, 'weekly'],
];

/**
 * Every public page a search engine should know: the shop's pages, every goods on sale, every
 * open store, every published article and the help pages. Login-only pages never appear here
 * (robots.txt keeps crawlers out of them too).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const [goods, stores, news] = await Promise.all([
    everyRow((page) => searchGoods({ sort: 'newest', page, limit: PAGE_LIMIT_MAX }, { cached: true })),
    everyRow((page) => getStores({ page, limit: PAGE_LIMIT_MAX })),
    everyRow((page) => getNewsPage({ page, limit: PAGE_LIMIT_MAX })),
  ]);
  const entries: MetadataRoute.Sitemap = [
    ...STATIC_PAGES.map(([path, priority, changeFrequency]) => ({ url: `${base}${path}`, priority, changeFrequency })),
    ...goods.map((item) => ({ url: `${base}${goodsHref(item.id)}`, changeFrequency: 'daily' as const, priority: 0.9 })),
    ...goods
      .filter((item) => item.zones.includes('procurement'))
      .map((item) => ({ url: `${base}${procurementGoodsHref(item.id)}`, changeFrequency: 'daily' as const, priority: 0.7 })),
    ...stores.map((store) => ({ url: `${base}${storeHref(store.id)}`, changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...news.map((article) => ({
      url: `${base}${newsArticleHref(article)}`,
      lastModified: `${article.publishedAt.replace(' ', 'T')}+08:00`,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
    ...HELP_PAGES.map((page) => ({
      url: `${base}${page.path}`,
      changeFrequency: 'monthly' as const,
      priority: 0.4,
      ...(page.updated ? { lastModified: page.updated } : {}),
    })),
  ];
  // The route table has the last word: nothing it keeps from crawlers is offered to them here.
  return entries.filter((entry) => isListedForCrawlers(new URL(entry.url).pathname));
}
