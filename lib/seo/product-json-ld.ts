/**
 * schema.org Product for a product page: one Offer per lease plan of every SKU, each priced per
 * month (UnitPriceSpecification with referenceQuantity 1 MON), wrapped in an AggregateOffer with
 * the lowest and highest monthly rent. Rendered through components/layout/JsonLd.tsx, which
 * escapes it for an inline script.
 */
import type { GoodsDetail } from '@/contract/goods';
import { absoluteUrl } from './site-url';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const DESCRIPTION_MAX = 5000;

/** Fen as a decimal yuan string ("239.00"): schema.org prices are decimals, never floats. */
export function yuanDecimal(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of sanitised description HTML: tags dropped, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|li|ul|ol|br|h[1-6]|tr|table)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `path` is the page's canonical path in the query form (`/details?id=12`,
 * docs/storefront.md#page-addresses), so that every offer points at the page that sells it.
 */
export function productJsonLd(goods: GoodsDetail, path: string): Record<string, unknown> {
  const url = absoluteUrl(path);
  const offers = goods.skus.flatMap((sku) =>
    sku.plans.map((plan) => {
      const price = yuanDecimal(plan.monthlyRent);
      return {
        '@type': 'Offer',
        name: `${sku.name} ${plan.termMonths}个月`,
        sku: String(sku.id),
        url,
        price,
        priceCurrency: 'CNY',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: 'CNY',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        availability: sku.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
        itemCondition: goods.condition === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: goods.store.name },
      };
    }),
  );
  const rents = goods.skus.flatMap((sku) => sku.plans.map((plan) => plan.monthlyRent));
  const description = plainText(goods.description) || goods.subtitle;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    image: goods.images.map((image) => absoluteUrl(image)),
    description: description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1)}…` : description,
    sku: goods.slug,
    ...(goods.model ? { model: goods.model } : {}),
    brand: { '@type': 'Brand', name: goods.brand },
    ...(goods.categoryPath.length > 0 ? { category: goods.categoryPath.map((category) => category.name).join(' > ') } : {}),
    url,
    ...(offers.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'CNY',
            lowPrice: yuanDecimal(Math.min(...rents)),
            highPrice: yuanDecimal(Math.max(...rents)),
            offerCount: offers.length,
            availability: goods.skus.some((sku) => sku.stock > 0) ? IN_STOCK : OUT_OF_STOCK,
            offers,
          },
        }
      : {}),
  };
}
