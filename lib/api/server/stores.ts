/** Store (shop) reads for server-rendered pages: the quality-store list, a store's page and honours. Cached per contract/cacheTags.ts. */
import 'server-only';
import { serverCall, serverPage, unwrap, unwrapFound } from './call';
import type { Page } from '@/lib/api/page';
import { CACHE } from '@/contract/cacheTags';
import type { StoreCard, StoreDetail, StoreHonour } from '@/contract/stores';
import { bind } from '@/contract/endpoint';
import { STORE_API } from '@/contract/endpoints/store';

export async function getStores(options: { page?: number; limit?: number; featured?: boolean } = {}): Promise<Page<StoreCard>> {
  const query = { page: options.page ?? 1, limit: options.limit ?? 20, featured: options.featured === undefined ? undefined : String(options.featured) };
  return unwrap(await serverPage(STORE_API.list, { query, next: CACHE.stores }));
}

/** null: no such open store (the page answers 404). */
export async function getStore(id: number): Promise<StoreDetail | null> {
  return unwrapFound(await serverCall(bind(STORE_API.detail, { id }), { next: CACHE.store(id) }));
}

export async function getStoreHonours(id: number): Promise<StoreHonour[]> {
  return unwrapFound(await serverCall(bind(STORE_API.honours, { id }), { next: CACHE.store(id) })) ?? [];
}
