/** 店铺设置 (`api/sys/shop`, contract/consoleStores.ts): a merchant's own shop — intro, city, logo, return address. */
import { CONSOLE_STORE_API } from '@/contract/endpoints/consoleStore';
import type { StoreReturnAddress } from '@/contract/orderFulfilment';
import { consoleHttp } from './transport';

/** `logo`: an upload's key or the stored path, null for the drawn logo, absent to keep it. */
export type ShopSettingsBody = { intro: string; city: string; logo?: string | null; returnAddress: StoreReturnAddress | null };

export const consoleShopApi = {
  read: () => consoleHttp.send(CONSOLE_STORE_API.shop, undefined, { repeatSubmit: false }),
  save: (body: ShopSettingsBody) => consoleHttp.send(CONSOLE_STORE_API.saveShop, body),
};
