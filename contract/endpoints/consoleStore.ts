import { endpoint, STAFF } from '../endpoint';
import type { ConsoleStore, ShopSettings } from '../consoleStores';

export const CONSOLE_STORE_API = {
  list: endpoint('POST', '/api/sys/store/list', STAFF).pages<ConsoleStore>(),
  export: endpoint('POST', '/api/sys/store/export', STAFF).downloads(),
  detail: endpoint('GET', '/api/sys/store/detail/:id', STAFF).answers<ConsoleStore>(),
  setStatus: endpoint('POST', '/api/sys/store/status', STAFF).answers<ConsoleStore>(),
  setFeatured: endpoint('POST', '/api/sys/store/featured', STAFF).answers<ConsoleStore>(),
  shop: endpoint('GET', '/api/sys/shop', STAFF).answers<ShopSettings>(),
  saveShop: endpoint('POST', '/api/sys/shop', STAFF).answers<ShopSettings>(),
} as const;
