/**
 * Every cache lifetime and tag of the storefront, in one place ("cached browse, live commerce").
 * Browse pages read through these; cart, checkout, balance and orders are never cached.
 *
 * Pages name the same lifetime in their route segment config (`export const revalidate`), which
 * Next requires to be a literal: keep `PAGE_REVALIDATE_SECONDS` and those literals equal
 * (contract/__tests__/cacheTags.test.ts checks every page file).
 *
 * A tag is revalidated at once through POST /revalidate (app/revalidate/route.ts) by whoever
 * changes the data (the back office, an operator); otherwise pages follow the data
 * within their lifetime.
 */
export const PAGE_REVALIDATE_SECONDS = 60;

export const TAGS = {
  goods: 'goods',
  goodsItem: (id: number) => `goods:${id}`,
  categories: 'categories',
  carousel: 'carousel',
  stores: 'stores',
  store: (id: number) => `store:${id}`,
  news: 'news',
  newsItem: (id: number) => `news:${id}`,
  coupons: 'coupons',
  dict: 'dict',
  /** The footer's record numbers and /license (contract/legal.ts): on every page. */
  legal: 'legal',
} as const;

/** Tags anyone holding the revalidation secret may name: the fixed ones and `<kind>:<id>`. */
export const REVALIDATABLE_TAG = /^(goods|categories|carousel|stores|news|coupons|dict|legal|(goods|store|news):[1-9][0-9]{0,9})$/;

export const CACHE = {
  goods: { tags: [TAGS.goods], revalidate: 60 },
  goodsItem: (id: number) => ({ tags: [TAGS.goods, TAGS.goodsItem(id)], revalidate: 60 }),
  categories: { tags: [TAGS.categories], revalidate: 300 },
  carousel: { tags: [TAGS.carousel], revalidate: 300 },
  stores: { tags: [TAGS.stores], revalidate: 60 },
  store: (id: number) => ({ tags: [TAGS.stores, TAGS.store(id)], revalidate: 60 }),
  news: { tags: [TAGS.news], revalidate: 60 },
  newsItem: (id: number) => ({ tags: [TAGS.news, TAGS.newsItem(id)], revalidate: 60 }),
  coupons: { tags: [TAGS.coupons], revalidate: 60 },
  dict: { tags: [TAGS.dict], revalidate: 3600 },
  legal: { tags: [TAGS.legal], revalidate: 300 },
} as const;
