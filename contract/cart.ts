/**
 * The cart on the wire (`/api/wCar/…`), shared by the product server and the storefront.
 * Prices are never stored in the cart: every answer reads them fresh. Money in fen.
 */
import { z } from 'zod';
import type { LeasePlan } from './goods';
import { limitParam, pageParam, positiveId } from './params';

/** Why a line cannot be ordered now; null when it can. */
export type CartLineProblem = '商品已下架' | '该租期已不可选' | '库存不足';

export type SkuConfig = { cpu: string; memory: string; storage: string; graphics: string; screen: string };

/** A cart line with the goods' current state. */
export type CartLine = {
  id: number;
  goodsId: number;
  skuId: number;
  goodsName: string;
  image: string;
  skuName: string;
  config: SkuConfig;
  storeId: number;
  storeName: string;
  termMonths: number;
  quantity: number;
  selected: boolean;
  /** Units in stock now. */
  stock: number;
  /** The current plan of the line's term; null when the term is no longer offered. */
  monthlyRent: number | null;
  buyoutPrice: number | null;
  /** Deposit per unit. */
  deposit: number;
  /** monthlyRent × quantity (0 without a plan). */
  lineRent: number;
  /** deposit × quantity. */
  lineDeposit: number;
  /** Every plan of the SKU, terms ascending (to change the term). */
  plans: LeasePlan[];
  /** Null when the line can be ordered. */
  problem: CartLineProblem | null;
};

/** `POST /api/wCar/yxJ`: the ticked lines that can be ordered, and what they cost (no coupon; freight to a non-remote province). */
export type CartSelection = {
  selectedIds: number[];
  quantity: number;
  firstMonthRent: number;
  deposit: number;
  freight: number;
  payable: number;
};

/** `GET /api/wCar/fanHui/{id}`: the terms the line's SKU offers, to change the line's term. */
export type CartLineTerms = { id: number; termMonths: number; quantity: number; stock: number; plans: LeasePlan[] };

export const CART_QUANTITY_MAX = 999;
export const CART_LINES_MAX = 99;

const quantity = z.coerce
  .number({ error: '请输入租赁数量' })
  .int(`租赁数量应为 1 到 ${CART_QUANTITY_MAX} 的整数`)
  .min(1, `租赁数量应为 1 到 ${CART_QUANTITY_MAX} 的整数`)
  .max(CART_QUANTITY_MAX, `租赁数量应为 1 到 ${CART_QUANTITY_MAX} 的整数`);
export const termMonths = z.coerce.number({ error: '请选择租期' }).int('租期不正确').min(1, '租期不正确').max(60, '租期不正确');

export const cartLineId = positiveId('购物车商品编号不正确');
export const skuId = positiveId('商品配置不正确');

export const addCartBody = z.strictObject({ skuId, termMonths, quantity });
export const cartCountQuery = z.strictObject({ quanJuId: z.string().max(64, '用户标识不正确').optional() });
export const cartListBody = z.strictObject({ page: pageParam, limit: limitParam(100, 100) });
export const cartQuantityBody = z.strictObject({ id: cartLineId, quantity });
export const cartTermBody = z.strictObject({ id: cartLineId, termMonths });
export const cartSelectBody = z.strictObject({
  ids: z.array(cartLineId, { error: '请选择购物车商品' }).max(CART_LINES_MAX, '请选择购物车商品'),
  selected: z.boolean({ error: '选中状态不正确' }),
});
/** A line chosen for checkout, or a SKU rented without the cart. */
export const rentNowBody = z.strictObject({ skuId, termMonths, quantity });

export const CART_MESSAGES = {
  added: '已加入购物车',
  deleted: '删除成功',
  offSale: '该商品已下架',
  termUnavailable: (term: number) => `该商品不提供 ${term} 个月租期`,
  outOfStock: '该商品库存不足',
  overStock: (stock: number) => `库存不足，该配置最多可租 ${stock} 台`,
  cartFull: `购物车最多可放 ${CART_LINES_MAX} 种商品，请先结算或删除部分商品`,
} as const;
