/**
 * Catalogue reads for server-rendered pages (SPEC.md section 7, goods). Cached per lib/cache.ts.
 *
 * A failed read throws instead of answering an empty list: a prerendered page must never be
 * cached saying "no goods" because the product server hiccuped. On revalidation Next keeps
 * serving the last good page; at build time the build stops with the reason.
 */
import { serverCall, unwrap } from './server-call';
import { CACHE } from '@/lib/cache';
import type { CategoryNode, RecommendedGoods } from '@/lib/contract/goods';

export async function getCategories(): Promise<CategoryNode[]> {
  return unwrap(await serverCall<CategoryNode[]>('GET', 'api/wGoodsCategoryQian/goodCate', { next: CACHE.categories }));
}

export async function getRecommendedGoods(): Promise<RecommendedGoods[]> {
  return unwrap(await serverCall<RecommendedGoods[]>('GET', 'api/wGoods/yptj', { next: CACHE.goods }));
}
