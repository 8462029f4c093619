import type { MetadataRoute } from 'next';
import { HELP_PAGES } from '@/lib/help/pages';
import { siteUrl } from '@/lib/seo/site-url';

/**
 * Every public page a search engine should know. Login-only pages never appear here (robots.txt
 * keeps crawlers out of them too). Goods, stores and news join as their pages arrive.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return [
    { url: `${base}/Homepage`, changeFrequency: 'daily', priority: 1 },
    ...HELP_PAGES.map((page) => ({
      url: `${base}${page.path}`,
      changeFrequency: 'monthly' as const,
      priority: 0.4,
      ...(page.updated ? { lastModified: page.updated } : {}),
    })),
  ];
}
