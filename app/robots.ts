import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/site-url';
import {
  HELP_ROUTES, LOGIN_ONLY_PREFIXES, LOGIN_ONLY_ROUTES, NON_PAGE_PREFIXES, PUBLIC_ROUTES, TECHNICAL_ROUTES, UNLISTED_PUBLIC_ROUTES,
} from '@/lib/routes';

const OPEN_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...HELP_ROUTES].filter((path) => !(UNLISTED_PUBLIC_ROUTES as readonly string[]).includes(path));

/**
 * A robots.txt rule matches by prefix. A closed route that is also the start of an open one
 * (`/news` of `/newsCenter`) is closed exactly instead: `$` ends the URL, and `?` catches its
 * queries.
 */
function rulesFor(path: string): string[] {
  return OPEN_ROUTES.some((open) => open.startsWith(path)) ? [`${path}$`, `${path}?`] : [path];
}

/** Crawlers are welcome on the shop's public pages and kept out of everything else of the route table (lib/routes.ts). */
export default function robots(): MetadataRoute.Robots {
  const closed = [...UNLISTED_PUBLIC_ROUTES, ...LOGIN_ONLY_ROUTES, ...TECHNICAL_ROUTES];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...NON_PAGE_PREFIXES, ...LOGIN_ONLY_PREFIXES, ...closed.flatMap(rulesFor)] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
