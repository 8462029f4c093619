/** Stores (shops) on the wire: the quality-store list, a store's page and its honours. */
import { z } from 'zod';
import { limitParam, pageParam, positiveId } from './params';

/** A store as cards, lists and product pages show it. */
export type StoreCard = {
  id: number;
  name: string;
  /** Picture path, e.g. `/stores/yunzu.svg`. */
  logo: string;
  intro: string;
  city: string;
  /** A quality store (优质店铺). */
  featured: boolean;
  /** Customers' rating out of 5, one decimal (4.8). */
  rating: number;
  tags: string[];
  /** Goods on sale. */
  goodsCount: number;
};

/** `GET /api/store/{id}`. */
export type StoreDetail = StoreCard & {
  /** `YYYY-MM-DD` (Asia/Shanghai). */
  openedAt: string;
  /** Devices rented from this store so far. */
  rentedCount: number;
  /** The categories of its goods on sale, with counts (for tabs on the store page). */
  categories: { id: number; name: string; count: number }[];
};

/** `GET /api/wSaleHonour/advice/{id}`: a store's honours and awards, newest first. */
export type StoreHonour = { id: number; title: string; issuer: string; awardedOn: string; description: string };

/** `GET /api/store/list`. `featured`: true / 1 lists quality stores only, false / 0 the others. */
export const storeListQuery = z.strictObject({
  page: pageParam,
  limit: limitParam(),
  featured: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false', '1', '0'], { error: '优质店铺参数不正确，应为 true 或 false' }).optional()),
});

export const storeIdParam = positiveId('店铺编号不正确');
