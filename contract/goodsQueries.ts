/**
 * Query and body schemas of the catalogue endpoints (the storefront parses its /list URL with the
 * same schema the server validates with). Empty query values count as absent: the storefront's
 * clients leave empty values out of a query, and a hand-written URL with `?brand=` means the same.
 */
import { z } from 'zod';
import { GOODS_CONDITIONS, GOODS_SORTS, GOODS_ZONES, KEYWORD_MAX } from './goods';
import { PAGE_LIMIT_MAX, blankToUndefined, limitParam, pageParam, positiveId } from './params';

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const zoneParam = z.enum(GOODS_ZONES, { error: '专区参数不正确' });
const rentParam = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

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
    ids: z.array(positiveId('商品编号不正确'), { error: '商品编号列表不正确' }).min(1, '商品编号列表不能为空').max(PAGE_LIMIT_MAX, `商品编号最多 ${PAGE_LIMIT_MAX} 个`).optional(),
    zone: zoneParam.optional(),
    limit: limitParam(PAGE_LIMIT_MAX, 8),
  })
  .refine((body) => body.ids === undefined || body.zone === undefined, { message: '商品编号列表与专区只能指定其一', path: ['ids'] });

/** `GET /api/wGoods/brands`. */
export const brandsQuery = z.strictObject({ categoryId: optional(positiveId('商品分类参数不正确')) });
