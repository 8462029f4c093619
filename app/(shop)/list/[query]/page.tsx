/**
 * /list for facet browsing (category, brand, zone, condition, store, sort, page ≤ 50): the
 * middleware rewrites those URLs here (lib/routing/cached-routes.ts), one cached page per
 * canonical query. The address bar and the canonical tag keep `/list?…`.
 */
import type { Metadata } from 'next';
import { ListingView } from '@/components/listing/ListingView';
import { listingMetadata } from '@/components/listing/listingMetadata';
import { loadListing } from '@/components/listing/loadListing';
import { notFound } from 'next/navigation';
import { searchFromSegment } from '@/lib/catalog/list-url';

export const revalidate = 60;
export const dynamicParams = true;

/** The unfiltered list is built ahead; every other facet page on its first visit. */
export function generateStaticParams(): Array<{ query: string }> {
  return [{ query: 'all' }];
}

type CachedListProps = { params: Promise<{ query: string }> };

export async function generateMetadata({ params }: CachedListProps): Promise<Metadata> {
  const search = searchFromSegment((await params).query);
  if (!search) return {};
  return listingMetadata(await loadListing(search, { cached: true }));
}

export default async function CachedListPage({ params }: CachedListProps) {
  const search = searchFromSegment((await params).query);
  if (!search) notFound();
  return <ListingView {...await loadListing(search, { cached: true })} />;
}
