/**
 * The cart (docs/product-rules.md#cart), from the browser through the /prod-api door, which adds
 * the session token. The pinyin paths stay here (docs/product-rules.md#api).
 */
import { call, requestEnvelope } from '@/lib/http/client';
import type { PageEnvelope } from '@/contract/envelope';
import type { CartLine, CartLineTerms, CartSelection } from '@/contract/cart';

/** One cart line as a product page adds it; the price is read again on the server. */
export type CartLineInput = { skuId: number; termMonths: number; quantity: number };

export const cartApi = {
  add: (line: CartLineInput) => call<null>('POST', 'api/wCar/addCarGoods', line),
  /** The top bar's count (`carShuLian`) for the customer `globalId`; silent: the callers show 0 on failure (docs/storefront.md#top-bar). */
  count: async (globalId: string): Promise<number> =>
    (await call<{ carShuLian: number }>('GET', 'api/wCar/carNumber', { quanJuId: globalId }, { silent: true, repeatSubmit: false })).carShuLian,
  /** Every line with the goods' current prices and stock (a cart holds at most 99 lines). */
  list: async (): Promise<CartLine[]> =>
    (await requestEnvelope<PageEnvelope<CartLine>>('POST', 'api/wCar/list', { page: 1, limit: 100 }, { repeatSubmit: false })).rows,
  setQuantity: (id: number, quantity: number) => call<CartLine>('POST', 'api/wCar/shuLiang', { id, quantity }, { repeatSubmit: false }),
  /** Ticks or unticks lines; answers what the ticked lines cost. */
  select: (ids: number[], selected: boolean) => call<CartSelection>('POST', 'api/wCar/yxJ', { ids, selected }, { repeatSubmit: false }),
  /** Moves the line to another plan of its SKU; answers the line that remains (a twin line merges). */
  setTerm: (id: number, termMonths: number) => call<CartLine>('POST', 'api/wCar/zuQi', { id, termMonths }, { repeatSubmit: false }),
  terms: (id: number) => call<CartLineTerms>('GET', `api/wCar/fanHui/${id}`),
  remove: (id: number) => call<unknown>('DELETE', `api/wCar/${id}`),
};
