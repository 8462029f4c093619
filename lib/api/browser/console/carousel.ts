/** 轮播图 (`api/sys/carousel/…`, contract/consoleContent.ts): the slides `api/wPlatformImg/lunBoTo` shows. */
import type { ConsoleSlide } from '@/contract/consoleContent';
import { CONSOLE_CAROUSEL_API } from '@/contract/endpoints/consoleCarousel';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

/** `image`: an upload's key or the stored path. */
export type SlideSaveBody = Omit<ConsoleSlide, 'id'> & { id?: number };

export const consoleCarouselApi = {
  /** Filters: position, active ('true' | 'false' in the URL, a boolean on the wire). */
  list: ({ active, ...query }: ConsoleListQuery): Promise<Page<ConsoleSlide>> =>
    consolePage(CONSOLE_CAROUSEL_API.list, { ...query, ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}) }),
  save: (body: SlideSaveBody) => consoleHttp.send(CONSOLE_CAROUSEL_API.save, body),
  remove: (id: number) => consoleHttp.send(CONSOLE_CAROUSEL_API.remove, { id }),
};
