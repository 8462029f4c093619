/** The platform's shops (店铺管理, `api/sys/store/…`): closing and reopening, the quality-store mark. */
import type { ConsoleStore, StoreStatus } from '@/contract/consoleStores';
import type { Page } from '@/lib/api/page';
import { withBooleanFilters } from './filters';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleStoreApi = {
  /** Filters: keyword (name, slug), status, featured (`true`/`false`). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleStore>> => consolePage<ConsoleStore>('POST', 'api/sys/store/list', withBooleanFilters(query, ['featured'])),
  detail: (id: number) => consoleHttp.get<ConsoleStore>(`api/sys/store/detail/${id}`, null, { repeatSubmit: false }),
  setStatus: (id: number, status: StoreStatus, reason: string) => consoleHttp.post<ConsoleStore>('api/sys/store/status', { id, status, reason }),
  setFeatured: (id: number, featured: boolean) => consoleHttp.post<ConsoleStore>('api/sys/store/featured', { id, featured }),
};
