/**
 * Every cache lifetime and tag of the storefront, in one place ("cached browse, live commerce").
 * Browse pages read through these; cart, checkout, balance and orders are never cached.
 */
export const CACHE = {
  goods: { tags: ['goods'], revalidate: 60 },
  categories: { tags: ['categories'], revalidate: 300 },
  dict: { tags: ['dict'], revalidate: 3600 },
} as const;
