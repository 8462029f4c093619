import { endpoint, STAFF } from '../endpoint';
import { GOODS_SAVE_MAX_BYTES } from './limits';
import type { ConsoleNews, ConsoleNewsDetail } from '../consoleContent';

export const CONSOLE_NEWS_API = {
  list: endpoint('POST', '/api/sys/news/list', STAFF).pages<ConsoleNews>(),
  detail: endpoint('GET', '/api/sys/news/detail/:id', STAFF).answers<ConsoleNewsDetail>(),
  save: endpoint('POST', '/api/sys/news/save', { ...STAFF, maxBodyBytes: GOODS_SAVE_MAX_BYTES }).answers<ConsoleNewsDetail>(),
  remove: endpoint('POST', '/api/sys/news/delete', STAFF).answers<{ id: number }>(),
} as const;
