/** Catalogue shapes on the wire, shared by the product server and the storefront. */

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

export type GoodsCondition = 'new' | 'used';

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
