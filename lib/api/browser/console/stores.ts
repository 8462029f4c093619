/** The platform's shops (店铺管理, `api/sys/store/…`): closing and reopening, the quality-store mark. */
import type { ConsoleStore, StoreStatus } from '@/contract/consoleStores';
import { bind } from '@/contract/endpoint';
import { CONSOLE_STORE_API } from '@/contract/endpoints/consoleStore';
import type { Page } from '@/lib/api/page';
import { withBooleanFilters } from './filters';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleStoreApi = {
  /** Filters: keyword (name, slug), status, featured (`true`/`false`). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleStore>> => consolePage(CONSOLE_STORE_API.list, withBooleanFilters(query, ['featured'])),
  export: CONSOLE_STORE_API.export,
  detail: (id: number) => consoleHttp.send(bind(CONSOLE_STORE_API.detail, { id }), undefined, { repeatSubmit: false }),
  setStatus: (id: number, status: StoreStatus, reason: string) => consoleHttp.send(CONSOLE_STORE_API.setStatus, { id, status, reason }),
  setFeatured: (id: number, featured: boolean) => consoleHttp.send(CONSOLE_STORE_API.setFeatured, { id, featured }),
};
