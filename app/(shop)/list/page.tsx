/**
 * /list for a keyword or a rent range (free input): rendered per request and never cached, so
 * visitors' input cannot fill the cache; shown to visitors, kept out of search engines' index.
 * Facet browsing does not reach this file: the middleware serves it from list/[query].
 */
import type { Metadata } from 'next';
import { ListingView } from '@/components/listing/ListingView';
import { listingMetadata } from '@/components/listing/listingMetadata';
import { loadListing } from '@/components/listing/loadListing';
import { parseListSearch } from '@/lib/catalog/list-url';

type SearchListProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: SearchListProps): Promise<Metadata> {
  const search = parseListSearch(await searchParams);
  return listingMetadata(await loadListing(search, { cached: false }));
}

export default async function SearchListPage({ searchParams }: SearchListProps) {
  const search = parseListSearch(await searchParams);
  return <ListingView {...await loadListing(search, { cached: false })} />;
}
