/**
 * 资讯管理: platform news and procurement news from the back office (admin only). Bodies are
 * rich text, sanitised on write by the same allow-list as everything the pages render as HTML
 * (`sanitizeRichText`); a body with nothing left to show is refused. A published article with a
 * later `publishedAt` stays off the public pages until then (`/news/list` reads the clock).
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  CONSOLE_NEWS_MESSAGES,
  NEWS_STATUS_NAMES,
  NEWS_TYPE_NAMES,
  type ConsoleNews,
  type ConsoleNewsDetail,
  type ConsoleNewsListQuery,
  type NewsSaveInput,
} from '@/contract/consoleContent';
import type { Db, Executor } from '../../db/client';
import { news } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import { pictureToStore } from '../files/pictures';
import { assertPlatform, type Staff } from '../staff/scope';
import { likePattern } from '../shared/listing';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { pictureUploadKeys, sanitizeRichText } from '../shared/richText';
import { claimStaffUploads } from '../files/uploads';

type NewsRow = typeof news.$inferSelect;

function newsView(row: NewsRow, now: Date): ConsoleNews {
  return {
    id: row.id,
    type: row.type,
    typeName: NEWS_TYPE_NAMES[row.type],
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    source: row.source,
    author: row.author,
    status: row.status,
    statusName: NEWS_STATUS_NAMES[row.status],
    scheduled: row.status === 'published' && row.publishedAt.getTime() > now.getTime(),
    publishedAt: formatShanghai(row.publishedAt),
    createdAt: formatShanghai(row.createdAt),
  };
}

const detailView = (row: NewsRow, now: Date): ConsoleNewsDetail => ({ ...newsView(row, now), content: row.content });

/** `POST /api/sys/news/list`: the newest publishing date first unless sorted otherwise. */
export async function consoleNewsList(db: Db, staff: Staff, query: ConsoleNewsListQuery, now: Date): Promise<{ rows: ConsoleNews[]; total: number }> {
  assertPlatform(staff);
  const conditions: (SQL | undefined)[] = [
    query.type === undefined ? undefined : eq(news.type, query.type),
    query.status === undefined ? undefined : eq(news.status, query.status),
  ];
  if (query.keyword !== undefined) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(news.title, pattern), ilike(news.summary, pattern)));
  }
  const where = and(...conditions);
  const order = orderByOf(query, { publishedAt: news.publishedAt, createdAt: news.createdAt }, news.id, [desc(news.publishedAt)]);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { rows: rows.map((row) => newsView(row, now)), total: counted?.n ?? 0 };
}

async function newsRow(db: Executor, id: number): Promise<NewsRow> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound();
  return row;
}

/** `GET /api/sys/news/detail/{id}` (drafts and scheduled articles too). */
export async function consoleNewsDetail(db: Db, staff: Staff, id: number, now: Date): Promise<ConsoleNewsDetail> {
  assertPlatform(staff);
  return detailView(await newsRow(db, id), now);
}

/** `YYYY-MM-DD HH:mm:ss` in Shanghai as an instant; an impossible date (02-30) is refused. */
function parseShanghai(text: string): Date {
  const time = new Date(`${text.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(time.getTime()) || formatShanghai(time) !== text) throw new Refusal(CONSOLE_NEWS_MESSAGES.badTime);
  return time;
}

/** Text or a picture left once the markup is gone. */
function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '') !== '';
}

/**
 * The body's pictures the article did not show yet must be the caller's fresh news uploads, and
 * are claimed (so the nightly purge of unclaimed uploads keeps them); the ones it showed stay.
 */
async function claimBodyPictures(tx: Executor, staff: Staff, content: string, currentContent: string, now: Date): Promise<void> {
  const shown = new Set(pictureUploadKeys(currentContent));
  const fresh = pictureUploadKeys(content).filter((key) => !shown.has(key));
  await claimStaffUploads(tx, fresh, 'news', staff, { now, storeId: null });
}

/**
 * `POST /api/sys/news/save`. Without `publishedAt` an article keeps its date, except a draft
 * published now, which takes this moment. Answers the stored article.
 */
export async function saveNews(db: Db, staff: Staff, input: NewsSaveInput, now: Date): Promise<ConsoleNewsDetail> {
  assertPlatform(staff);
  const content = sanitizeRichText(input.content);
  if (!hasVisibleContent(content)) throw new Refusal(CONSOLE_NEWS_MESSAGES.emptyContent);
  const publishedAt = input.publishedAt === undefined ? undefined : parseShanghai(input.publishedAt);
  const fields = { type: input.type, title: input.title, summary: input.summary, source: input.source, author: input.author, content, status: input.status };
  const saved = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      const cover = input.cover === null ? null : await pictureToStore(tx, staff, 'news', input.cover, { current: null, now });
      await claimBodyPictures(tx, staff, content, '', now);
      const [created] = await tx
        .insert(news)
        .values({ ...fields, cover, publishedAt: publishedAt ?? now, createdAt: now })
        .returning();
      if (!created) throw new Error('the article was not stored');
      await recordAudit(
        tx,
        staff,
        { action: 'news.add', targetType: 'news', targetId: created.id, summary: `新增${NEWS_TYPE_NAMES[input.type]}「${input.title}」（${NEWS_STATUS_NAMES[input.status]}）` },
        now,
      );
      return created;
    }
    const current = await newsRow(tx, input.id);
    const cover = input.cover === null ? null : await pictureToStore(tx, staff, 'news', input.cover, { current: current.cover, now });
    await claimBodyPictures(tx, staff, content, current.content, now);
    const publishing = current.status === 'draft' && input.status === 'published';
    const [updated] = await tx
      .update(news)
      .set({ ...fields, cover, publishedAt: publishedAt ?? (publishing ? now : current.publishedAt) })
      .where(eq(news.id, current.id))
      .returning();
    if (!updated) throw notFound();
    const statusChange = current.status === input.status ? '' : `，${NEWS_STATUS_NAMES[current.status]} → ${NEWS_STATUS_NAMES[input.status]}`;
    await recordAudit(
      tx,
      staff,
      { action: 'news.edit', targetType: 'news', targetId: current.id, summary: `修改${NEWS_TYPE_NAMES[input.type]}「${input.title}」${statusChange}` },
      now,
    );
    return updated;
  });
  return detailView(saved, now);
}

/** `POST /api/sys/news/delete`. */
export async function deleteNews(db: Db, staff: Staff, id: number, now: Date): Promise<{ id: number }> {
  assertPlatform(staff);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(news).where(eq(news.id, id)).returning({ title: news.title, type: news.type });
    if (!deleted) throw notFound();
    await recordAudit(tx, staff, { action: 'news.delete', targetType: 'news', targetId: id, summary: `删除${NEWS_TYPE_NAMES[deleted.type]}「${deleted.title}」` }, now);
  });
  return { id };
}
