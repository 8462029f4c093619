import type { Metadata } from 'next';
import { SITE } from '@/contract/site';
import { routeTitle, type CenterPath, type CheckoutPath } from '@/lib/routes';

type PageMetadataInput = {
  /** The route title; the root layout's template adds " - 一站式电脑租赁平台". */
  title: string;
  description: string;
  /** The canonical path in the query form of docs/storefront.md#page-addresses, e.g. `/details?id=12`. */
  path: string;
  type?: 'website' | 'article';
  /** Picture paths for Open Graph. */
  images?: readonly string[];
  publishedTime?: string;
  modifiedTime?: string;
  /** Internal search results and previews: shown, never indexed. */
  noindex?: boolean;
};

/** Title, description, canonical and Open Graph of a public page, in one shape for every page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? 'website',
      title: `${input.title} - ${SITE.titleSuffix}`,
      description: input.description,
      url: input.path,
      siteName: SITE.name,
      locale: 'zh_CN',
      ...(input.images?.length ? { images: input.images.map((url) => ({ url })) } : {}),
      ...(input.publishedTime ? { publishedTime: input.publishedTime } : {}),
      ...(input.modifiedTime ? { modifiedTime: input.modifiedTime } : {}),
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A login-only page's metadata: its title from the route table, and never indexed. */
export function loginOnlyMetadata(path: CenterPath | CheckoutPath): Metadata {
  return { title: routeTitle(path), robots: { index: false } };
}
