import { endpoint, STAFF } from '../endpoint';
import { consoleNewsListBody, newsDeleteBody, newsSaveBody } from '../consoleContent';
import { noQuery } from '../request';
import { GOODS_SAVE_MAX_BYTES } from './limits';
import type { ConsoleNews, ConsoleNewsDetail } from '../consoleContent';

export const CONSOLE_NEWS_API = {
  list: endpoint('POST', '/api/sys/news/list', STAFF, { json: consoleNewsListBody }).pages<ConsoleNews>(),
  detail: endpoint('GET', '/api/sys/news/detail/:id', STAFF, { query: noQuery }).answers<ConsoleNewsDetail>(),
  save: endpoint('POST', '/api/sys/news/save', { ...STAFF, maxBodyBytes: GOODS_SAVE_MAX_BYTES }, { json: newsSaveBody }).answers<ConsoleNewsDetail>(),
  remove: endpoint('POST', '/api/sys/news/delete', STAFF, { json: newsDeleteBody }).answers<{ id: number }>(),
} as const;
