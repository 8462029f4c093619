import { endpoint, STAFF } from '../endpoint';
import { consoleStoreExportForm, consoleStoreListBody, shopSettingsBody, shopSettingsQuery, storeFeaturedBody, storeStatusBody } from '../consoleStores';
import { noQuery } from '../request';
import type { ConsoleStore, ShopSettings } from '../consoleStores';

export const CONSOLE_STORE_API = {
  list: endpoint('POST', '/api/sys/store/list', STAFF, { json: consoleStoreListBody }).pages<ConsoleStore>(),
  export: endpoint('POST', '/api/sys/store/export', STAFF, { form: consoleStoreExportForm }).downloads(),
  detail: endpoint('GET', '/api/sys/store/detail/:id', STAFF, { query: noQuery }).answers<ConsoleStore>(),
  setStatus: endpoint('POST', '/api/sys/store/status', STAFF, { json: storeStatusBody }).answers<ConsoleStore>(),
  setFeatured: endpoint('POST', '/api/sys/store/featured', STAFF, { json: storeFeaturedBody }).answers<ConsoleStore>(),
  shop: endpoint('GET', '/api/sys/shop', STAFF, { query: shopSettingsQuery }).answers<ShopSettings>(),
  saveShop: endpoint('POST', '/api/sys/shop', STAFF, { json: shopSettingsBody }).answers<ShopSettings>(),
} as const;
