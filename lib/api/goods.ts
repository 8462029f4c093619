/**
 * Catalogue reads for server-rendered pages (SPEC.md section 7, goods). Cached per lib/cache.ts.
 */
import { serverCall } from './server-call';
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
  const result = await serverCall<Category[]>('GET', 'api/wGoodsCategoryQian/goodCate', { next: CACHE.categories });
  return result.ok ? result.data : [];
}

export async function getRecommendedGoods(): Promise<GoodsCard[]> {
  const result = await serverCall<GoodsCard[]>('GET', 'api/wGoods/yptj', { next: CACHE.goods });
  return result.ok ? result.data : [];
}
