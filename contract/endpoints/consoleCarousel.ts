import { endpoint, STAFF } from '../endpoint';
import type { ConsoleSlide } from '../consoleContent';

export const CONSOLE_CAROUSEL_API = {
  list: endpoint('POST', '/api/sys/carousel/list', STAFF).pages<ConsoleSlide>(),
  save: endpoint('POST', '/api/sys/carousel/save', STAFF).answers<ConsoleSlide>(),
  remove: endpoint('POST', '/api/sys/carousel/delete', STAFF).answers<{ id: number }>(),
} as const;
