/** schema.org Store for /storeDetail: what search engines can show about a shop (rating, city, awards). */
import type { StoreDetail, StoreHonour } from '@/contract/stores';
import { absoluteUrl } from '@/lib/seo/site-url';

export function storeJsonLd(store: StoreDetail, honours: readonly StoreHonour[], canonicalPath: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': absoluteUrl(canonicalPath),
    name: store.name,
    url: absoluteUrl(canonicalPath),
    logo: absoluteUrl(store.logo),
    image: absoluteUrl(store.logo),
    description: store.intro,
    foundingDate: store.openedAt,
    address: { '@type': 'PostalAddress', addressLocality: store.city, addressCountry: 'CN' },
    // The contract has no count of ratings; the rating alone is still what the page shows.
    aggregateRating: { '@type': 'AggregateRating', ratingValue: store.rating, bestRating: 5, worstRating: 1 },
    ...(store.tags.length ? { keywords: store.tags.join(',') } : {}),
    ...(honours.length ? { award: honours.map((honour) => `${honour.title}（${honour.issuer}，${honour.awardedOn}）`) } : {}),
  };
}
