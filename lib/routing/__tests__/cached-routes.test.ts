import { cachedRewrite, isCachedInternalPath } from '@/lib/routing/cached-routes';

const rewrite = (url: string) => {
  const parsed = new URL(url, 'http://shop.test');
  return cachedRewrite(parsed.pathname, parsed.searchParams);
};

test('pages addressed by id are served from their cached path', () => {
  expect(rewrite('/details?id=12')).toBe('/details/12');
  expect(rewrite('/details?id=12&from=home&_rsc=abc')).toBe('/details/12');
  expect(rewrite('/storeDetail?id=3')).toBe('/storeDetail/3');
  expect(rewrite('/newsDetail?id=7')).toBe('/newsDetail/7');
  expect(rewrite('/purchaseDetail?id=9')).toBe('/purchaseDetail/9');
  expect(rewrite('/purchaseNewsDetail?id=9')).toBe('/purchaseNewsDetail/9');
});

test('a missing or malformed id is not rewritten (the page itself answers 404)', () => {
  for (const url of ['/details', '/details?id=', '/details?id=0', '/details?id=-1', '/details?id=1e3', '/details?id=12abc', '/details?id=99999999999', '/details?id=../x']) {
    expect(rewrite(url)).toBeNull();
  }
});

test('facet browsing of /list is cached under its canonical query; free text is not', () => {
  expect(rewrite('/list')).toBe('/list/all');
  expect(rewrite('/list?sort=newest&categoryId=12')).toBe(`/list/${encodeURIComponent('categoryId=12&sort=newest')}`);
  expect(rewrite('/list?categoryId=12&sort=popular&page=1')).toBe(`/list/${encodeURIComponent('categoryId=12')}`);
  expect(rewrite('/list?keyword=thinkpad')).toBeNull();
  expect(rewrite('/list?minRent=10000')).toBeNull();
  expect(rewrite('/list?page=51')).toBeNull();
});

test('the news centre is cached per type and page', () => {
  expect(rewrite('/newsCenter')).toBe('/newsCenter/all-1');
  expect(rewrite('/newsCenter?type=procurement&page=2')).toBe('/newsCenter/procurement-2');
  expect(rewrite('/newsCenter?type=gossip')).toBeNull();
  expect(rewrite('/newsCenter?page=0')).toBeNull();
});

test('other pages are left alone', () => {
  expect(rewrite('/Homepage')).toBeNull();
  expect(rewrite('/myAccount?id=3')).toBeNull();
});

test('the internal cached paths are recognised, nothing else', () => {
  for (const path of ['/details/12', '/list/all', '/list/categoryId%3D12', '/newsCenter/all-1', '/storeDetail/3']) expect([path, isCachedInternalPath(path)]).toEqual([path, true]);
  for (const path of ['/details', '/details/', '/details/1/2', '/myAccount/1', '/myOrderList/3', '/Homepage']) expect([path, isCachedInternalPath(path)]).toEqual([path, false]);
});
