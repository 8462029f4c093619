import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getNewsArticle, getNewsPage } from '@/lib/api/server/news';
import { NewsArticleView } from './NewsArticleView';
import { NEWS_PAGE_SIZE, articleIdFromSegment, articleMetadata, type ArticleRoute } from './newsRoutes';

/**
 * What /newsDetail/[id] and /purchaseNewsDetail/[id] share: the segment is checked before any
 * read, and an unknown article is a 404, never an empty page.
 */
async function articleOf(segment: string) {
  const id = articleIdFromSegment(segment);
  return id === null ? null : getNewsArticle(id);
}

export async function articleRouteMetadata(segment: string): Promise<Metadata> {
  const article = await articleOf(segment);
  return article ? articleMetadata(article) : {};
}

/** The newest page of a type, prerendered at build time. */
export async function newestArticleParams(type: 'news' | 'procurement'): Promise<Array<{ id: string }>> {
  const { rows } = await getNewsPage({ type, page: 1, limit: NEWS_PAGE_SIZE });
  return rows.map((row) => ({ id: String(row.id) }));
}

export async function NewsArticlePage({ segment, route }: { segment: string; route: ArticleRoute }) {
  const article = await articleOf(segment);
  if (!article) notFound();
  return <NewsArticleView article={article} route={route} />;
}
