import type { GoodsCard } from '@/contract/goods';
import { GoodsCardGrid } from '@/components/catalog/GoodsCardGrid';

/** 猜你喜欢, awaited inside the page's Suspense boundary so the rest of the page does not wait for it. */
export async function RelatedGoods({ goods }: { goods: Promise<GoodsCard[]> }) {
  return <GoodsCardGrid goods={await goods} />;
}
