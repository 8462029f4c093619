import type { Metadata } from 'next';
import { listHref } from '@/lib/catalog/list-url';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SITE } from '@/contract/site';
import { listingHeading } from './listingFacts';
import type { ListingData } from './loadListing';

/** The canonical address of a search: `/list?<canonical query>`, its page included. */
export function listingCanonical(data: Pick<ListingData, 'search'>): string {
  return listHref(data.search, { page: data.search.page });
}

/**
 * Title, description and canonical of a /list page. Keyword and rent-range results (served per
 * request) and searches that find nothing are shown but kept out of the index: internal search
 * results and empty pages are thin content, and the facet pages already cover the catalogue.
 */
export function listingMetadata(data: ListingData): Metadata {
  const { search, result } = data;
  const heading = listingHeading(search, data.names);
  const title = search.page > 1 ? `${heading}（第 ${search.page} 页）` : heading;
  const description = search.keyword
    ? `在${SITE.name}搜索“${search.keyword}”：共 ${result.total} 件电脑租赁商品，笔记本、台式机、显示器按月租用，灵活租期，到期可续租、归还或买断。`
    : `${heading}租赁，共 ${result.total} 件商品可选。${SITE.name}提供笔记本、台式机、工作站与显示器按月租用，灵活租期 1–24 个月，到期可续租、归还或买断。`;
  return pageMetadata({ title, description, path: listingCanonical(data), noindex: !data.cached || result.total === 0 });
}
