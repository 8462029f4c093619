import { render } from '@testing-library/react';
import { JsonLd } from '@/components/layout/JsonLd';
import { plainText, productJsonLd, yuanDecimal } from '@/lib/seo/product-json-ld';
import { GOODS, SKU_BASE, SKU_MEMORY, SKU_STORAGE } from '@/test/fixtures/goods';

type Offer = {
  '@type': string;
  name: string;
  sku: string;
  price: string;
  priceCurrency: string;
  availability: string;
  priceSpecification: { '@type': string; price: string; priceCurrency: string; referenceQuantity: { value: number; unitCode: string } };
};
type Aggregate = { '@type': string; lowPrice: string; highPrice: string; offerCount: number; offers: Offer[] };

const ld = productJsonLd(GOODS, '/details?id=7');
const aggregate = ld.offers as Aggregate;

test('every lease plan of every SKU is one offer, priced per month in yuan', () => {
  const planCount = SKU_BASE.plans.length + SKU_STORAGE.plans.length + SKU_MEMORY.plans.length;
  expect(aggregate['@type']).toBe('AggregateOffer');
  expect(aggregate.offerCount).toBe(planCount);
  expect(aggregate.offers).toHaveLength(planCount);
  expect(aggregate.lowPrice).toBe('254.00');
  expect(aggregate.highPrice).toBe('539.00');

  const offer = aggregate.offers.find((candidate) => candidate.name === 'M4 / 16GB / 512GB 12个月');
  expect(offer).toMatchObject({
    '@type': 'Offer',
    sku: '102',
    price: '349.00',
    priceCurrency: 'CNY',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: '349.00',
      priceCurrency: 'CNY',
      referenceQuantity: { value: 1, unitCode: 'MON' },
    },
  });
});

test('the plans of a SKU without stock are offered as out of stock', () => {
  const gone = aggregate.offers.filter((offer) => offer.sku === String(SKU_MEMORY.id));
  expect(gone).toHaveLength(2);
  for (const offer of gone) expect(offer.availability).toBe('https://schema.org/OutOfStock');
});

test('the product names its brand, absolute pictures and a plain-text description', () => {
  expect(ld).toMatchObject({ '@type': 'Product', name: GOODS.name, sku: GOODS.slug, brand: { '@type': 'Brand', name: 'Apple' } });
  expect(ld.image).toEqual(['http://127.0.0.1:3000/goods/macbook-air-13-m4.svg']);
  expect(ld.url).toBe('http://127.0.0.1:3000/details?id=7');
  expect(ld.description).toBe('MacBook Air 13 英寸 M4：轻薄长续航&静音。 16GB / 256GB 24GB / 512GB');
});

test('a goods item without plans has no offers at all', () => {
  expect(productJsonLd({ ...GOODS, skus: [] }, '/details?id=7').offers).toBeUndefined();
});

test('fen become decimal yuan strings and markup becomes text', () => {
  expect(yuanDecimal(25_400)).toBe('254.00');
  expect(yuanDecimal(5)).toBe('0.05');
  expect(yuanDecimal(123_456_789)).toBe('1234567.89');
  expect(plainText('<p>a&lt;b&gt;</p><script>x()</script><p>&#20320;&#x597d;&nbsp;!</p>')).toBe('a<b> 你好 !');
});

test('a name that closes the script tag stays inside the JSON-LD script', () => {
  const hostile = { ...GOODS, name: 'ThinkPad</script><script>alert(1)</script>' };
  const { container } = render(<JsonLd data={productJsonLd(hostile, '/details?id=7')} />);
  const scripts = container.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  const json = scripts[0]?.innerHTML ?? '';
  expect(json).not.toMatch(/<\/script/i);
  expect(JSON.parse(json).name).toBe(hostile.name);
});
