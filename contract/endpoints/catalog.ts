import { endpoint, ANYONE } from '../endpoint';
import { noQuery } from '../request';
import { carouselQuery } from '../carousel';
import { brandsQuery, discountZoneQuery, displayGoodsBody, goodsIdBody, goodsIdQuery, goodsSearchQuery, pageBody, relatedGoodsQuery, zoneGoodsQuery } from '../goodsQueries';
import type { CarouselSlide } from '../carousel';
import type { BrandCount, CategoryNode, DiscountGoodsCard, GoodsCard, GoodsDetail, ProcurementGoodsDetail, RecommendedGoods, SkuOptions } from '../goods';

export const CATALOG_API = {
  categories: endpoint('GET', '/api/wGoodsCategoryQian/goodCate', ANYONE, { query: noQuery }).answers<CategoryNode[]>(),
  carousel: endpoint('GET', '/api/wPlatformImg/lunBoTo', ANYONE, { query: carouselQuery }).answers<CarouselSlide[]>(),
  recommended: endpoint('GET', '/api/wGoods/yptj', ANYONE, { query: noQuery }).answers<RecommendedGoods[]>(),
  search: endpoint('GET', '/api/wGoods/search', ANYONE, { query: goodsSearchQuery }).pages<GoodsCard>(),
  brands: endpoint('GET', '/api/wGoods/brands', ANYONE, { query: brandsQuery }).answers<BrandCount[]>(),
  zoneGoods: endpoint('GET', '/api/wGoods/qtZq', ANYONE, { query: zoneGoodsQuery }).pages<GoodsCard>(),
  discountGoods: endpoint('GET', '/api/wGoods/thZq', ANYONE, { query: discountZoneQuery }).pages<DiscountGoodsCard>(),
  personalGoods: endpoint('POST', '/api/wGoods/personalProducts', ANYONE, { json: pageBody }).pages<GoodsCard>(),
  displayGoods: endpoint('POST', '/api/wGoodsItem/zhangShiGoods', ANYONE, { json: displayGoodsBody }).answers<GoodsCard[]>(),
  relatedGoods: endpoint('GET', '/api/wGoodsItem/youLoveM', ANYONE, { query: relatedGoodsQuery }).answers<GoodsCard[]>(),
  goodsDetail: endpoint('POST', '/api/wGoods/productDetails', ANYONE, { json: goodsIdBody }).answers<GoodsDetail>(),
  procurementDetail: endpoint('POST', '/api/wGoods/gyProductDetails', ANYONE, { json: goodsIdBody }).answers<ProcurementGoodsDetail>(),
  skuOption: endpoint('GET', '/api/wGoodsItem/option', ANYONE, { query: goodsIdQuery }).answers<SkuOptions>(),
} as const;
