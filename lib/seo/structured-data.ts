/**
 * schema.org objects for the JSON-LD of public pages (rendered by components/layout/JsonLd.tsx,
 * which escapes them for inline scripts). Absolute URLs from lib/seo/site-url.
 */
import { absoluteUrl } from './site-url';
import { SITE } from '@/contract/site';

export type Crumb = { name: string; href?: string };

export function breadcrumbList(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  };
}

export function organization(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: absoluteUrl('/Homepage'),
    logo: absoluteUrl('/favicon.svg'),
    contactPoint: [{ '@type': 'ContactPoint', telephone: SITE.hotline, contactType: 'customer service', areaServed: 'CN', availableLanguage: ['zh-CN'] }],
  };
}
