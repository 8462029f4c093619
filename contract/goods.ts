/**
 * Catalogue shapes on the wire, shared by the product server and the storefront: the goods
 * cards, details and SKU options. Money is fen, times Asia/Shanghai. No zod here: the product
 * page's picker imports these in the browser, and the schemas live in ./goodsQueries.ts.
 */
import type { StoreCard } from './stores';

/** Zone keys (dictionary `goods_zone`), one per zone page (docs/product-rules.md#scope). */
export const GOODS_ZONES = ['discount', 'procurement', 'personal', 'second_hand', 'new_product', 'everyday_low', 'heavyweight_new'] as const;
export type GoodsZone = (typeof GOODS_ZONES)[number];

/**
 * Goods offered in the procurement zone and nowhere else, which only a verified company may rent
 * (the product server's PROCUREMENT_ONLY says the same in SQL). Goods of no zone are not.
 */
export function isProcurementOnly(zones: readonly string[]): boolean {
  return zones.includes('procurement') && zones.every((zone) => zone === 'procurement');
}

export const GOODS_CONDITIONS = ['new', 'used'] as const;
export type GoodsCondition = (typeof GOODS_CONDITIONS)[number];

/** `GET /api/wGoodsCategoryQian/goodCate`: the category tree. */
export type CategoryNode = { id: number; name: string; icon?: string; children: CategoryNode[] };

/** `GET /api/wGoods/yptj`: a recommended goods card. `monthlyRent` is the lowest plan's, in fen. */
export type RecommendedGoods = {
  id: number;
  name: string;
  image: string;
  storeName: string;
  monthlyRent: number;
  tags: string[];
};

/** A goods card in every listing (search, zones, display goods, "you may also like"). */
export type GoodsCard = RecommendedGoods & { condition: GoodsCondition; zones: GoodsZone[] };

/** A discount-zone offer: the plans already charge the discounted rent. */
export type DiscountInfo = {
  /** Percent of the usual rent: 85 is 8.5 折. */
  rate: number;
  /** "8.5折". */
  label: string;
  /** The usual lowest monthly rent before the discount, fen (whole yuan). */
  originalMonthlyRent: number;
  /** originalMonthlyRent − monthlyRent, fen. */
  savedPerMonth: number;
};

/** `GET /api/wGoods/thZq`: a discount-zone card. */
export type DiscountGoodsCard = GoodsCard & { discount: DiscountInfo };

export type GoodsSpec = { name: string; value: string };

/** A lease plan of one SKU. `totalRent` = monthlyRent × termMonths (fen), for showing before renting. */
export type LeasePlan = { termMonths: number; monthlyRent: number; buyoutPrice: number; totalRent: number };

/** A configuration of a goods item, with its stock, deposit per unit (fen) and plans by term. */
export type GoodsSku = {
  id: number;
  name: string;
  cpu: string;
  memory: string;
  storage: string;
  graphics: string;
  screen: string;
  stock: number;
  deposit: number;
  plans: LeasePlan[];
};

export type CategoryRef = { id: number; name: string };

/** `POST /api/wGoods/productDetails`: everything a product page shows. */
export type GoodsDetail = {
  id: number;
  slug: string;
  name: string;
  subtitle: string;
  brand: string;
  model: string;
  condition: GoodsCondition;
  zones: GoodsZone[];
  tags: string[];
  /** Picture paths, the cover first. */
  images: string[];
  /** HTML paragraphs, platform-written; merchant input must be sanitised on write (back office) because pages render it as is. */
  description: string;
  specs: GoodsSpec[];
  /** From the top category down to the goods' own (for breadcrumbs). */
  categoryPath: CategoryRef[];
  /** The lowest monthly rent over all SKUs and terms, fen. */
  monthlyRent: number;
  rentedCount: number;
  discount: DiscountInfo | null;
  store: StoreCard;
  skus: GoodsSku[];
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  updatedAt: string;
};

/** Bulk terms of a procurement-zone goods item. */
export type ProcurementTerms = {
  /** Smallest order of the procurement price. */
  minQuantity: number;
  /** From this many units on, the rent is `rate` percent of the list rent (tiers ascending). */
  tiers: { minQuantity: number; rate: number }[];
  invoiceTypes: string[];
  /** Working days from approval to delivery. */
  deliveryDays: number;
  services: string[];
};

/** `POST /api/wGoods/gyProductDetails`. */
export type ProcurementGoodsDetail = GoodsDetail & { procurement: ProcurementTerms };

export const SKU_DIMENSIONS = ['cpu', 'memory', 'storage', 'graphics', 'screen'] as const;
export type SkuDimension = (typeof SKU_DIMENSIONS)[number];

/** `GET /api/wGoodsItem/option`: the pickers' matrix. A dimension lists each value once, in SKU order. */
export type SkuOptions = {
  goodsId: number;
  dimensions: { key: SkuDimension; label: string; values: string[] }[];
  /** Every term any SKU offers, ascending. */
  terms: number[];
  skus: GoodsSku[];
};

/** `GET /api/wGoods/brands`: the brands of goods on sale (optionally in a category), for filters. */
export type BrandCount = { brand: string; count: number };

/** `GET /api/wGoods/userIsRenZhang`: declared with the rest of verification. */
export type { VerificationState } from './verifyStatus';

export const GOODS_SORTS = ['popular', 'newest', 'priceAsc', 'priceDesc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const KEYWORD_MAX = 50;
