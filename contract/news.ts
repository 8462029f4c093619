/** News on the wire: platform news and procurement news (`/news/list`, `/news/{id}`). */
import { z } from 'zod';
import { limitParam, pageParam } from './params';

/** Dictionary `news_type`: news 平台资讯, procurement 采购资讯. */
export const NEWS_TYPES = ['news', 'procurement'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export type NewsSummary = {
  id: number;
  type: NewsType;
  title: string;
  summary: string;
  /** Picture path, or null. */
  cover: string | null;
  source: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  publishedAt: string;
};

export type NewsLink = { id: number; title: string };

/** `GET /news/{id}`: the article with its neighbours of the same type (previous = older). */
export type NewsArticle = NewsSummary & { author: string; content: string; previous: NewsLink | null; next: NewsLink | null };

/** `GET /news/list`: newest first. */
export const newsListQuery = z.strictObject({
  page: pageParam,
  limit: limitParam(),
  type: z.preprocess((value) => (value === '' ? undefined : value), z.enum(NEWS_TYPES, { error: '资讯类型参数不正确，应为 news 或 procurement' }).optional()),
});
