import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/site-url';
import { CONSOLE_PREFIXES, isListedForCrawlers, LOGIN_ONLY_PREFIXES, NON_PAGE_PREFIXES, ROUTES } from '@/lib/routes';

const OPEN_ROUTES: readonly string[] = ROUTES.map((route) => route.path).filter(isListedForCrawlers);
const CLOSED_ROUTES: readonly string[] = ROUTES.map((route) => route.path).filter((path) => !isListedForCrawlers(path));

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
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...NON_PAGE_PREFIXES, ...LOGIN_ONLY_PREFIXES, ...CONSOLE_PREFIXES, ...CLOSED_ROUTES.flatMap(rulesFor)] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
