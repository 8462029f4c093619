/** A store's addresses (the query form of docs/storefront.md#page-addresses; the middleware serves /storeDetail?id=N from /storeDetail/N). */
import type { Metadata } from 'next';
import type { StoreDetail } from '@/contract/stores';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { parseRouteId } from '@/lib/routing/route-id';

export const STORE_GOODS_SHOWN = 20;

import { storeHref } from '@/lib/routing/hrefs';

export { storeHref };

/** The store id of a path segment (lib/routing/route-id.ts). */
export const storeIdFromSegment = (segment: string): number | null => parseRouteId(segment);

export function storeMetadata(store: StoreDetail): Metadata {
  const facts = [`${store.city}`, `评分 ${store.rating.toFixed(1)}`, `在租商品 ${store.goodsCount} 件`].join('，');
  return pageMetadata({
    title: store.name,
    description: `${store.name}：${store.intro}${/[。！？]$/.test(store.intro) ? '' : '。'}${facts}，在云租电脑按月租用。`,
    path: storeHref(store.id),
    images: [store.logo],
  });
}
