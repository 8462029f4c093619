import { endpoint, ANYONE } from '../endpoint';
import { storeListQuery } from '../stores';
import type { StoreCard, StoreDetail, StoreHonour } from '../stores';

export const STORE_API = {
  list: endpoint('GET', '/api/store/list', ANYONE, { query: storeListQuery }).pages<StoreCard>(),
  detail: endpoint('GET', '/api/store/:id', ANYONE).answers<StoreDetail>(),
  honours: endpoint('GET', '/api/wSaleHonour/advice/:id', ANYONE).answers<StoreHonour[]>(),
} as const;
