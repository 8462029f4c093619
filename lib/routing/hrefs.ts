/**
 * The addresses of public pages in their query form (docs/storefront.md#page-addresses), one
 * function each, for links, canonical tags, JSON-LD and the sitemap (the middleware serves them
 * from their cached paths).
 */
import type { NewsType } from '@/contract/news';

export const goodsHref = (id: number) => `/details?id=${id}`;
/** A procurement-zone goods on the procurement page (bulk terms). */
export const procurementGoodsHref = (id: number) => `/purchaseDetail?id=${id}`;
export const storeHref = (id: number) => `/storeDetail?id=${id}`;
/** Procurement news is read under 企业采购, everything else under 资讯中心. */
export const newsArticleHref = (article: { id: number; type: NewsType }) => `${article.type === 'procurement' ? '/purchaseNewsDetail' : '/newsDetail'}?id=${article.id}`;
