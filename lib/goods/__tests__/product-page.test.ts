/**
 * @jest-environment node
 */
import { parseGoodsId, productCrumbs, productDescription, productMetadata } from '@/lib/goods/product-page';
import { GOODS } from '@/test/fixtures/goods';

test('only a plain positive id names a goods item', () => {
  expect(parseGoodsId('12')).toBe(12);
  expect(parseGoodsId('2147483647')).toBe(2_147_483_647);
  for (const raw of ['0', '012', '-1', '1e3', '0x10', ' 12', '12abc', '2147483648', '', undefined, ['12']]) expect(parseGoodsId(raw)).toBeNull();
});

test('the trail runs from the home page through the categories to the goods', () => {
  expect(productCrumbs(GOODS)).toEqual([
    { name: '首页', href: '/Homepage' },
    { name: '笔记本电脑', href: '/list?categoryId=1' },
    { name: '苹果 MacBook', href: '/list?categoryId=14' },
    { name: GOODS.name },
  ]);
  expect(productCrumbs(GOODS, 'purchaseDetail')).toEqual([{ name: '首页', href: '/Homepage' }, { name: '企业采购', href: '/purchase' }, { name: GOODS.name }]);
});

test('the metadata names the goods, its lowest rent and the canonical query-form address', () => {
  expect(productDescription(GOODS)).toContain('月租 ¥254.00 起');
  expect(productDescription(GOODS)).toContain(GOODS.subtitle);
  const metadata = productMetadata(GOODS, 'purchaseDetail');
  expect(metadata.title).toBe(GOODS.name);
  expect(metadata.alternates?.canonical).toBe('/purchaseDetail?id=7');
  expect(metadata.openGraph?.images).toEqual([{ url: '/goods/macbook-air-13-m4.svg' }]);
});
