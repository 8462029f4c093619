/** News and procurement news: published articles only, newest first. */
import { and, asc, count, desc, eq, gt, lt, lte, or, type SQL } from 'drizzle-orm';
import type { NewsArticle, NewsLink, NewsSummary, NewsType } from '@/contract/news';
import type { Db } from '../../db/client';
import { news } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { notFound } from '../shared/refusal';

/** Published, and not scheduled for later. */
const publishedBy = (now: Date): SQL => and(eq(news.status, 'published'), lte(news.publishedAt, now)) as SQL;

const summaryColumns = {
  id: news.id,
  type: news.type,
  title: news.title,
  summary: news.summary,
  cover: news.cover,
  source: news.source,
  publishedAt: news.publishedAt,
};

type SummaryRow = { id: number; type: NewsType; title: string; summary: string; cover: string | null; source: string; publishedAt: Date };

const toSummary = (row: SummaryRow): NewsSummary => ({ ...row, publishedAt: formatShanghai(row.publishedAt) });

/** `GET /news/list`. */
export async function newsList(db: Db, query: { page: number; limit: number; type?: NewsType }, now: Date): Promise<{ rows: NewsSummary[]; total: number }> {
  const where = and(publishedBy(now), query.type ? eq(news.type, query.type) : undefined);
  const [counted] = await db.select({ total: count() }).from(news).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.limit;
  if (offset >= total) return { rows: [], total };
  const rows = await db.select(summaryColumns).from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(query.limit).offset(offset);
  return { rows: rows.map(toSummary), total };
}

/** `GET /news/{id}` with its older (previous) and newer (next) neighbours of the same type. */
export async function newsArticle(db: Db, id: number, now: Date): Promise<NewsArticle> {
  const [row] = await db
    .select({ ...summaryColumns, author: news.author, content: news.content })
    .from(news)
    .where(and(publishedBy(now), eq(news.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const sameType = and(publishedBy(now), eq(news.type, row.type));
  const older = or(lt(news.publishedAt, row.publishedAt), and(eq(news.publishedAt, row.publishedAt), lt(news.id, row.id)));
  const newer = or(gt(news.publishedAt, row.publishedAt), and(eq(news.publishedAt, row.publishedAt), gt(news.id, row.id)));
  const link = { id: news.id, title: news.title };
  const [previous] = await db.select(link).from(news).where(and(sameType, older)).orderBy(desc(news.publishedAt), desc(news.id)).limit(1);
  const [next] = await db.select(link).from(news).where(and(sameType, newer)).orderBy(asc(news.publishedAt), asc(news.id)).limit(1);
  const { author, content, ...summary } = row;
  return {
    ...toSummary(summary),
    author,
    content,
    previous: (previous as NewsLink | undefined) ?? null,
    next: (next as NewsLink | undefined) ?? null,
  };
}
