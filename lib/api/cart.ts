/**
 * The cart (SPEC.md section 7, "Goods, cart, orders"), from the browser through the /prod-api
 * door, which adds the session token. The pinyin paths stay here.
 */
import { call } from '@/lib/http/client';

/** One cart line as a product page adds it; the price is read again on the server. */
export type CartLineInput = { skuId: number; termMonths: number; quantity: number };

export const cartApi = {
  add: (line: CartLineInput) => call<null>('POST', 'api/wCar/addCarGoods', line),
  /** The top bar's count; SPEC.md: on failure 0, so it never shows an error of its own. */
  count: (quanJuId: string) => call<{ carShuLian: number }>('GET', 'api/wCar/carNumber', { quanJuId }, { silent: true, repeatSubmit: false }),
};
