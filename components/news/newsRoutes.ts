/**
 * Where news lives: the news centre's tabs and pages, and the two article routes (platform news
 * under 资讯中心, procurement news under 企业采购). Links and canonical tags use the query form of
 * docs/storefront.md#page-addresses; the middleware serves them from the cached segment routes
 * (lib/routing/cached-routes.ts).
 */
import type { Metadata } from 'next';
import type { Crumb } from '@/lib/seo/structured-data';
import type { NewsArticle, NewsType } from '@/contract/news';
import { NEWS_TYPES } from '@/contract/news';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { chinaTimeIso } from '@/lib/seo/news-json-ld';
import { parseRouteId } from '@/lib/routing/route-id';
import { newsArticleHref } from '@/lib/routing/hrefs';

export const NEWS_PAGE_SIZE = 10;

/** The article routes: which list they belong to and how they are reached. */
export type ArticleRoute = 'newsDetail' | 'purchaseNewsDetail';

type ArticleRouteFacts = { path: `/${ArticleRoute}`; parent: Crumb & { href: string }; backText: string };

export const ARTICLE_ROUTES: Record<ArticleRoute, ArticleRouteFacts> = {
  newsDetail: { path: '/newsDetail', parent: { name: '资讯中心', href: '/newsCenter' }, backText: '返回资讯中心' },
  purchaseNewsDetail: { path: '/purchaseNewsDetail', parent: { name: '企业采购', href: '/purchase' }, backText: '返回企业采购' },
};

/** Procurement news is read under 企业采购, everything else under 资讯中心. */
export function routeOfType(type: NewsType): ArticleRoute {
  return type === 'procurement' ? 'purchaseNewsDetail' : 'newsDetail';
}

export function articleHref(route: ArticleRoute, id: number): string {
  return `${ARTICLE_ROUTES[route].path}?id=${id}`;
}

/** The one address of an article, whichever route it was opened on (no duplicate content). */
export function canonicalArticlePath(article: Pick<NewsArticle, 'id' | 'type'>): string {
  return newsArticleHref(article);
}

/** The article id of a path segment (lib/routing/route-id.ts). */
export const articleIdFromSegment = (segment: string): number | null => parseRouteId(segment);

export function articleMetadata(article: NewsArticle): Metadata {
  return pageMetadata({
    title: article.title,
    description: article.summary,
    path: canonicalArticlePath(article),
    type: 'article',
    publishedTime: chinaTimeIso(article.publishedAt),
    ...(article.cover ? { images: [article.cover] } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// The news centre: /newsCenter?type=&page=, served from /newsCenter/<type|all>-<page>.

export type NewsTab = { type: NewsType | undefined; label: string };

export const NEWS_TABS: readonly NewsTab[] = [
  { type: undefined, label: '全部' },
  { type: 'news', label: '平台资讯' },
  { type: 'procurement', label: '采购资讯' },
];

export type NewsCenterView = { type: NewsType | undefined; page: number };

/** `/newsCenter`, `/newsCenter?type=news`, `/newsCenter?type=news&page=2`: defaults are left out. */
export function newsCenterHref({ type, page }: NewsCenterView): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/newsCenter?${query}` : '/newsCenter';
}

/** The reverse of lib/routing/cached-routes.ts `newsCenterSegment`; null for a segment it never makes. */
export function newsCenterViewFromSegment(segment: string): NewsCenterView | null {
  const match = /^(all|[a-z]+)-([1-9][0-9]?)$/.exec(segment);
  if (!match) return null;
  const [, rawType = '', rawPage = ''] = match;
  if (rawType !== 'all' && !(NEWS_TYPES as readonly string[]).includes(rawType)) return null;
  return { type: rawType === 'all' ? undefined : (rawType as NewsType), page: Number(rawPage) };
}

export function newsCenterSegmentOf({ type, page }: NewsCenterView): string {
  return `${type ?? 'all'}-${page}`;
}

export function newsTabLabel(type: NewsType | undefined): string {
  return NEWS_TABS.find((tab) => tab.type === type)?.label ?? '全部';
}

export function newsCenterMetadata(view: NewsCenterView): Metadata {
  const tab = view.type ? newsTabLabel(view.type) : '';
  const title = ['资讯中心', tab, view.page > 1 ? `第 ${view.page} 页` : ''].filter(Boolean).join(' - ');
  const description =
    view.type === 'procurement'
      ? '云租电脑采购资讯：政企批量租赁方案、采购指南、交付案例与阶梯价说明，帮助企业以租代购、降低 IT 成本。'
      : view.type === 'news'
        ? '云租电脑平台资讯：新品上架、租赁市场观察、服务升级与活动公告，了解电脑租赁的最新动态。'
        : '云租电脑资讯中心：平台资讯与采购资讯，新品上架、租赁市场观察、政企采购指南与交付案例。';
  return pageMetadata({ title, description, path: newsCenterHref(view) });
}
