import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines (Product, Organization, BreadcrumbList, NewsArticle …). */
export function JsonLd({ data }: { data: Record<string, unknown> | Array<Record<string, unknown>> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
