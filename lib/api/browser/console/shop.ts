/** 店铺设置 (`api/sys/shop`, contract/consoleStores.ts): a merchant's own shop — intro, city, logo, return address. */
import type { ShopSettings } from '@/contract/consoleStores';
import type { StoreReturnAddress } from '@/contract/orderFulfilment';
import { consoleHttp } from './transport';

/** `logo`: an upload's key or the stored path, null for the drawn logo, absent to keep it. */
export type ShopSettingsBody = { intro: string; city: string; logo?: string | null; returnAddress: StoreReturnAddress | null };

export const consoleShopApi = {
  read: () => consoleHttp.get<ShopSettings>('api/sys/shop', null, { repeatSubmit: false }),
  save: (body: ShopSettingsBody) => consoleHttp.post<ShopSettings>('api/sys/shop', body),
};
