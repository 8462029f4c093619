/**
 * Catalogue reads for server-rendered pages (SPEC.md section 7, goods). Cached per lib/cache.ts.
 *
 * A failed read throws instead of answering an empty list: a prerendered page must never be
 * cached saying "no goods" because the product server hiccuped. On revalidation Next keeps
 * serving the last good page; at build time the build stops with the reason.
 */
import { serverCall, unwrap } from './server-call';
import { CACHE } from '@/lib/cache';

export type Category = { id: number; name: string; icon?: string | null; children: Category[] };

export type GoodsCard = {
  id: number;
  name: string;
  image: string;
  storeName: string;
  /** The lowest monthly rent of any SKU and lease plan, in fen. */
  monthlyRent: number;
  tags: string[];
};

export async function getCategories(): Promise<Category[]> {
  return unwrap(await serverCall<Category[]>('GET', 'api/wGoodsCategoryQian/goodCate', { next: CACHE.categories }));
}

export async function getRecommendedGoods(): Promise<GoodsCard[]> {
  return unwrap(await serverCall<GoodsCard[]>('GET', 'api/wGoods/yptj', { next: CACHE.goods }));
}
