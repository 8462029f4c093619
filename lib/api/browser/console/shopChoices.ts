/** The shops an admin may narrow a list to (a filter's choices), from the platform's shop list. */
import type { ConsoleStore } from '@/contract/consoleStores';
import { consolePage } from './transport';

export type ShopChoice = { label: string; value: string };

export const consoleShopChoicesApi = {
  /** Every shop, open or closed, by name (the first 100: the platform's shop list pages by 100). */
  list: async (): Promise<ShopChoice[]> => {
    const { rows } = await consolePage<ConsoleStore>('POST', 'api/sys/store/list', { page: 1, limit: 100 });
    return rows.map((store) => ({ label: store.name, value: String(store.id) })).sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
  },
};
