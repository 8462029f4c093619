import { endpoint, ANYONE } from '../endpoint';
import type { CarouselSlide } from '../carousel';
import type { BrandCount, CategoryNode, DiscountGoodsCard, GoodsCard, GoodsDetail, ProcurementGoodsDetail, RecommendedGoods, SkuOptions } from '../goods';

export const CATALOG_API = {
  categories: endpoint('GET', '/api/wGoodsCategoryQian/goodCate', ANYONE).answers<CategoryNode[]>(),
  carousel: endpoint('GET', '/api/wPlatformImg/lunBoTo', ANYONE).answers<CarouselSlide[]>(),
  recommended: endpoint('GET', '/api/wGoods/yptj', ANYONE).answers<RecommendedGoods[]>(),
  search: endpoint('GET', '/api/wGoods/search', ANYONE).pages<GoodsCard>(),
  brands: endpoint('GET', '/api/wGoods/brands', ANYONE).answers<BrandCount[]>(),
  zoneGoods: endpoint('GET', '/api/wGoods/qtZq', ANYONE).pages<GoodsCard>(),
  discountGoods: endpoint('GET', '/api/wGoods/thZq', ANYONE).pages<DiscountGoodsCard>(),
  personalGoods: endpoint('POST', '/api/wGoods/personalProducts', ANYONE).pages<GoodsCard>(),
  displayGoods: endpoint('POST', '/api/wGoodsItem/zhangShiGoods', ANYONE).answers<GoodsCard[]>(),
  relatedGoods: endpoint('GET', '/api/wGoodsItem/youLoveM', ANYONE).answers<GoodsCard[]>(),
  goodsDetail: endpoint('POST', '/api/wGoods/productDetails', ANYONE).answers<GoodsDetail>(),
  procurementDetail: endpoint('POST', '/api/wGoods/gyProductDetails', ANYONE).answers<ProcurementGoodsDetail>(),
  skuOption: endpoint('GET', '/api/wGoodsItem/option', ANYONE).answers<SkuOptions>(),
} as const;
