/**
 * Catalogue shapes on the wire, shared by the product server and the storefront: the goods
 * cards, details, SKU options and the search's query schema (the storefront can parse its /list
 * URL with the same schema the server validates with). Money is fen, times Asia/Shanghai.
 */
import { z } from 'zod';
import type { StoreCard } from './stores';
import { PAGE_LIMIT_MAX, blankToUndefined, limitParam, pageParam, positiveId } from './params';

/** Zone keys (dictionary `goods_zone`), one per zone page of SPEC.md section 1. */
export const GOODS_ZONES = [
  'discount',
  'procurement',
  'personal',
  'second_hand',
  'new_product',
  'everyday_low',
  'heavyweight_new',
] as const;
export type GoodsZone = (typeof GOODS_ZONES)[number];

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

// ---------------------------------------------------------------------------------------------
// Query and body schemas. Empty query values count as absent (SPEC.md: queries skip empty values).

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const zoneParam = z.enum(GOODS_ZONES, { error: '专区参数不正确' });
const rentParam = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

export const GOODS_SORTS = ['popular', 'newest', 'priceAsc', 'priceDesc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const KEYWORD_MAX = 50;

/** `GET /api/wGoods/search`. */
export const goodsSearchQuery = z
  .strictObject({
    keyword: optional(z.string().trim().max(KEYWORD_MAX, `搜索关键词不能超过 ${KEYWORD_MAX} 个字`)),
    categoryId: optional(positiveId('商品分类参数不正确')),
    brand: optional(z.string().trim().max(40, '品牌参数不正确')),
    zone: optional(zoneParam),
    condition: optional(z.enum(GOODS_CONDITIONS, { error: '成色参数不正确，应为 new 或 used' })),
    storeId: optional(positiveId('店铺参数不正确')),
    minRent: optional(rentParam('最低月租参数不正确，应为不小于 0 的整数（分）')),
    maxRent: optional(rentParam('最高月租参数不正确，应为不小于 0 的整数（分）')),
    sort: z.preprocess(blankToUndefined, z.enum(GOODS_SORTS, { error: '排序参数不正确' }).default('popular')),
    page: pageParam,
    limit: limitParam(),
  })
  .refine((query) => query.minRent === undefined || query.maxRent === undefined || query.minRent <= query.maxRent, {
    message: '最低月租不能高于最高月租',
    path: ['minRent'],
  });
export type GoodsSearch = z.output<typeof goodsSearchQuery>;

/** `GET /api/wGoods/qtZq`. */
export const zoneGoodsQuery = z.strictObject({
  zone: z.preprocess(blankToUndefined, z.enum(GOODS_ZONES, { error: '请指定专区（zone）' })),
  page: pageParam,
  limit: limitParam(),
});

/** `GET /api/wGoods/thZq`. */
export const discountZoneQuery = z.strictObject({
  categoryId: optional(positiveId('商品分类参数不正确')),
  page: pageParam,
  limit: limitParam(),
});

/** `POST /api/wGoods/personalProducts`. */
export const pageBody = z.strictObject({ page: pageParam, limit: limitParam() });

/** `POST /api/wGoods/productDetails`, `POST /api/wGoods/gyProductDetails`. */
export const goodsIdBody = z.strictObject({ id: z.preprocess(blankToUndefined, positiveId('商品编号不正确')) });

/** `GET /api/wGoodsItem/option`. */
export const goodsIdQuery = z.strictObject({ goodsId: z.preprocess(blankToUndefined, positiveId('商品编号不正确')) });

/** `GET /api/wGoodsItem/youLoveM`. */
export const relatedGoodsQuery = z.strictObject({
  goodsId: z.preprocess(blankToUndefined, positiveId('商品编号不正确')),
  limit: limitParam(20, 8),
});

/** `POST /api/wGoodsItem/zhangShiGoods`: given goods (in that order), or a zone's most rented, or the most rented. */
export const displayGoodsBody = z
  .strictObject({
    ids: z
      .array(positiveId('商品编号不正确'), { error: '商品编号列表不正确' })
      .min(1, '商品编号列表不能为空')
      .max(PAGE_LIMIT_MAX, `商品编号最多 ${PAGE_LIMIT_MAX} 个`)
      .optional(),
    zone: zoneParam.optional(),
    limit: limitParam(PAGE_LIMIT_MAX, 8),
  })
  .refine((body) => body.ids === undefined || body.zone === undefined, { message: '商品编号列表与专区只能指定其一', path: ['ids'] });

/** `GET /api/wGoods/brands`. */
export const brandsQuery = z.strictObject({ categoryId: optional(positiveId('商品分类参数不正确')) });
