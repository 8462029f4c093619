/**
 * Catalogue reads for server-rendered pages (wire names: docs/product-rules.md#api).
 * Cached per contract/cacheTags.ts.
 *
 * A failed read throws instead of answering an empty list: a prerendered page must never be
 * cached saying "no goods" because the product server hiccuped. On revalidation Next keeps
 * serving the last good page; at build time the build stops with the reason.
 */
import 'server-only';
import { serverCall, serverPage, unwrap, unwrapFound } from './call';
import type { Page } from '@/lib/api/page';
import { CACHE } from '@/contract/cacheTags';
import type { BrandCount, CategoryNode, DiscountGoodsCard, GoodsCard, GoodsDetail, GoodsZone, ProcurementGoodsDetail, RecommendedGoods } from '@/contract/goods';
import type { GoodsSearch } from '@/contract/goodsQueries';
import type { CarouselSlide } from '@/contract/carousel';
import { CATALOG_API } from '@/contract/endpoints/catalog';

export async function getCategories(): Promise<CategoryNode[]> {
  return unwrap(await serverCall(CATALOG_API.categories, { next: CACHE.categories }));
}

export async function getRecommendedGoods(): Promise<RecommendedGoods[]> {
  return unwrap(await serverCall(CATALOG_API.recommended, { next: CACHE.goods }));
}

export async function getCarousel(position: 'home' | 'mobile' | 'purchase'): Promise<CarouselSlide[]> {
  return unwrap(await serverCall(CATALOG_API.carousel, { query: { position }, next: CACHE.carousel }));
}

/**
 * The /list search. `cached`: facet browsing (category, brand, zone …) is cached like every
 * catalogue read; free-text and price-range searches are not, so that arbitrary visitors' input
 * cannot fill the cache.
 */
export async function searchGoods(search: Partial<GoodsSearch>, { cached }: { cached: boolean }): Promise<Page<GoodsCard>> {
  return unwrap(await serverPage(CATALOG_API.search, { query: search, ...(cached ? { next: CACHE.goods } : {}) }));
}

export async function getBrands(categoryId?: number): Promise<BrandCount[]> {
  return unwrap(await serverCall(CATALOG_API.brands, { query: { categoryId }, next: CACHE.goods }));
}

/** A page of one zone, most rented first (`qtZq`). */
export async function getZoneGoods(zone: GoodsZone, page = 1, limit = 20): Promise<Page<GoodsCard>> {
  return unwrap(await serverPage(CATALOG_API.zoneGoods, { query: { zone, page, limit }, next: CACHE.goods }));
}

/** The discount zone, deepest discount first (`thZq`). */
export async function getDiscountGoods(page = 1, limit = 20, categoryId?: number): Promise<Page<DiscountGoodsCard>> {
  return unwrap(await serverPage(CATALOG_API.discountGoods, { query: { categoryId, page, limit }, next: CACHE.goods }));
}

/** The personal zone (`personalProducts`). */
export async function getPersonalGoods(page = 1, limit = 20): Promise<Page<GoodsCard>> {
  return unwrap(await serverPage(CATALOG_API.personalGoods, { body: { page, limit }, next: CACHE.goods }));
}

/** Display goods (`zhangShiGoods`): given ids in order, or a zone's most rented, or the most rented. */
export async function getDisplayGoods(selection: { ids?: number[]; zone?: GoodsZone; limit?: number }): Promise<GoodsCard[]> {
  return unwrap(await serverCall(CATALOG_API.displayGoods, { body: selection, next: CACHE.goods }));
}

/** null: no such goods on sale (the page answers 404). */
export async function getGoodsDetail(id: number): Promise<GoodsDetail | null> {
  return unwrapFound(await serverCall(CATALOG_API.goodsDetail, { body: { id }, next: CACHE.goodsItem(id) }));
}

/** null: not a procurement-zone goods on sale. */
export async function getProcurementDetail(id: number): Promise<ProcurementGoodsDetail | null> {
  return unwrapFound(await serverCall(CATALOG_API.procurementDetail, { body: { id }, next: CACHE.goodsItem(id) }));
}

/** "You may also like" (`youLoveM`); [] when the goods has gone meanwhile. */
export async function getRelatedGoods(goodsId: number, limit = 8): Promise<GoodsCard[]> {
  return unwrapFound(await serverCall(CATALOG_API.relatedGoods, { query: { goodsId, limit }, next: CACHE.goodsItem(goodsId) })) ?? [];
}
