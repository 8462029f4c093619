/** 资讯管理 (`api/sys/news/…`, contract/consoleContent.ts): platform and procurement news, rich text. */
import type { ConsoleNews } from '@/contract/consoleContent';
import { bind } from '@/contract/endpoint';
import { CONSOLE_NEWS_API } from '@/contract/endpoints/consoleNews';
import type { NewsType } from '@/contract/news';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** What 资讯管理 sends to save (contract/consoleContent.ts newsSaveBody). `cover`: an upload's key, the stored path, or null. */
export type NewsSaveBody = {
  id?: number;
  type: NewsType;
  title: string;
  summary: string;
  cover: string | null;
  source: string;
  author: string;
  content: string;
  status: 'draft' | 'published';
  /** `YYYY-MM-DD HH:mm:ss`; absent: keeps the article's date (a new one, or a draft published now: this moment). */
  publishedAt?: string;
};

export const consoleNewsApi = {
  /** Filters: type, status, keyword (title or summary). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleNews>> => consolePage(CONSOLE_NEWS_API.list, query),
  detail: (id: number) => consoleHttp.send(bind(CONSOLE_NEWS_API.detail, { id }), undefined, { repeatSubmit: false }),
  save: (body: NewsSaveBody) => consoleHttp.send(CONSOLE_NEWS_API.save, body),
  remove: (id: number) => consoleHttp.send(CONSOLE_NEWS_API.remove, { id }),
};
