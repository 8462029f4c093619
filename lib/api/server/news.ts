/** News reads for server-rendered pages (`/news/list`, `/news/{id}`). Cached per contract/cacheTags.ts. */
import 'server-only';
import { serverCall, serverPage, unwrap, unwrapFound } from './call';
import type { Page } from '@/lib/api/page';
import { CACHE } from '@/contract/cacheTags';
import type { NewsArticle, NewsSummary, NewsType } from '@/contract/news';
import { bind } from '@/contract/endpoint';
import { NEWS_API } from '@/contract/endpoints/news';

export async function getNewsPage(options: { page?: number; limit?: number; type?: NewsType } = {}): Promise<Page<NewsSummary>> {
  return unwrap(await serverPage(NEWS_API.list, { query: { page: options.page ?? 1, limit: options.limit ?? 10, type: options.type }, next: CACHE.news }));
}

/** null: no such published article (the page answers 404). */
export async function getNewsArticle(id: number): Promise<NewsArticle | null> {
  return unwrapFound(await serverCall(bind(NEWS_API.article, { id }), { next: CACHE.newsItem(id) }));
}
