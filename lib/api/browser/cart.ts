/**
 * The cart (docs/product-rules.md#cart), from the browser through the /prod-api door, which adds
 * the session token. The pinyin paths stay here (docs/product-rules.md#api).
 */
import { send, page } from '@/lib/http/client';
import type { CartLine } from '@/contract/cart';
import { bind } from '@/contract/endpoint';
import { CART_API } from '@/contract/endpoints/cart';
import { CATALOG_API } from '@/contract/endpoints/catalog';

/** One cart line as a product page adds it; the price is read again on the server. */
export type CartLineInput = { skuId: number; termMonths: number; quantity: number };

export const cartApi = {
  add: (line: CartLineInput) => send(CART_API.add, line),
  /** The top bar's count (`carShuLian`) for the customer `globalId`; silent: the callers show 0 on failure (docs/storefront.md#top-bar). */
  count: async (globalId: string): Promise<number> => (await send(CART_API.count, { quanJuId: globalId }, { silent: true, repeatSubmit: false })).carShuLian,
  /** Every line with the goods' current prices and stock (a cart holds at most 99 lines). */
  list: async (): Promise<CartLine[]> => (await page(CART_API.list, { page: 1, limit: 100 }, { repeatSubmit: false })).rows,
  setQuantity: (id: number, quantity: number) => send(CART_API.setQuantity, { id, quantity }, { repeatSubmit: false }),
  /** Ticks or unticks lines; answers what the ticked lines cost. */
  select: (ids: number[], selected: boolean) => send(CART_API.select, { ids, selected }, { repeatSubmit: false }),
  /** Moves the line to another plan of its SKU; answers the line that remains (a twin line merges). */
  setTerm: (id: number, termMonths: number) => send(CART_API.setTerm, { id, termMonths }, { repeatSubmit: false }),
  terms: (id: number) => send(bind(CART_API.terms, { id })),
  /** One line as it stands now (`GET /api/wCar/{id}`): read again before checking out. */
  line: (id: number) => send(bind(CART_API.line, { id }), undefined, { repeatSubmit: false }),
  /** A product page's live options (`GET /api/wGoodsItem/option`): stock and plans as they are now, read again before renting. */
  liveOptions: (goodsId: number) => send(CATALOG_API.skuOption, { goodsId }, { repeatSubmit: false }),
  remove: (id: number) => send(bind(CART_API.remove, { id })),
};
