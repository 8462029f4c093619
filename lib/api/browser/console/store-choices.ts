/**
 * The shops an admin chooses from (a goods filter, a new goods item's shop): the platform's store
 * list (`api/sys/store/list`, admin only), first page of 100 in opening order.
 */
import type { ConsoleStore } from '@/contract/consoleStores';
import { CONSOLE_STORE_API } from '@/contract/endpoints/consoleStore';
import { consolePage } from './transport';

export type StoreChoice = Pick<ConsoleStore, 'id' | 'name' | 'status'>;

export const consoleStoreChoicesApi = {
  list: async (): Promise<StoreChoice[]> => {
    const { rows } = await consolePage(CONSOLE_STORE_API.list, { page: 1, limit: 100, sort: 'createdAt', order: 'asc' });
    return rows.map(({ id, name, status }) => ({ id, name, status }));
  },
};
