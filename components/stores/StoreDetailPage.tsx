import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getStore, getStoreHonours, getStores } from '@/lib/api/server/stores';
import { searchGoods } from '@/lib/api/server/goods';
import { StoreDetailView } from './StoreDetailView';
import { STORE_GOODS_SHOWN, storeIdFromSegment, storeMetadata } from './storeRoutes';

async function storeOf(segment: string) {
  const id = storeIdFromSegment(segment);
  return id === null ? null : getStore(id);
}

export async function storeRouteMetadata(segment: string): Promise<Metadata> {
  const store = await storeOf(segment);
  return store ? storeMetadata(store) : {};
}

/** The first page of the store list (quality stores first), prerendered at build time. */
export async function firstStoreParams(): Promise<Array<{ id: string }>> {
  const { rows } = await getStores({ page: 1, limit: 20 });
  return rows.map((store) => ({ id: String(store.id) }));
}

/** The segment is checked before any read; an unknown or closed store is a 404. */
export async function StoreDetailPage({ segment }: { segment: string }) {
  const store = await storeOf(segment);
  if (!store) notFound();
  const [honours, goods] = await Promise.all([getStoreHonours(store.id), searchGoods({ storeId: store.id, sort: 'popular', page: 1, limit: STORE_GOODS_SHOWN }, { cached: true })]);
  return <StoreDetailView store={store} honours={honours} goods={goods.rows} />;
}
