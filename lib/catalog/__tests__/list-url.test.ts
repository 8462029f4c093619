/**
 * @jest-environment node
 */
import { DEFAULT_LIST_SEARCH, isCacheableListSearch, listHref, listQueryString, listSegment, parseListSearch, searchFromSegment, type ListSearch } from '@/lib/catalog/list-url';

const parse = (query: string) => parseListSearch(new URLSearchParams(query));

describe('parseListSearch', () => {
  test('reads every known parameter with its type', () => {
    expect(parse('keyword=thinkpad&categoryId=12&brand=ThinkPad&zone=discount&condition=used&storeId=3&minRent=10000&maxRent=20000&sort=priceAsc&page=2')).toEqual({
      keyword: 'thinkpad',
      categoryId: 12,
      brand: 'ThinkPad',
      zone: 'discount',
      condition: 'used',
      storeId: 3,
      minRent: 10000,
      maxRent: 20000,
      sort: 'priceAsc',
      page: 2,
    });
  });

  test('an empty URL is the default search', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_SEARCH);
  });

  test('a bad value is dropped and the rest of the search kept', () => {
    expect(parse('categoryId=abc&brand=Dell')).toEqual({ brand: 'Dell', sort: 'popular', page: 1 });
    expect(parse('zone=moon&condition=broken&sort=cheapest&page=0&storeId=-4&minRent=1.5')).toEqual(DEFAULT_LIST_SEARCH);
    expect(parse(`keyword=${'长'.repeat(51)}&zone=personal`)).toEqual({ zone: 'personal', sort: 'popular', page: 1 });
  });

  test('a minimum above the maximum drops the minimum', () => {
    expect(parse('minRent=30000&maxRent=20000')).toEqual({ maxRent: 20000, sort: 'popular', page: 1 });
  });

  test('blank values count as absent and text is trimmed', () => {
    expect(parse('keyword=%20%20&brand=&page=')).toEqual(DEFAULT_LIST_SEARCH);
    expect(parse('keyword=%20thinkpad%20')).toEqual({ keyword: 'thinkpad', sort: 'popular', page: 1 });
  });

  test('unknown parameters and limit are ignored; the first of repeated values counts', () => {
    expect(parse('utm_source=mail&limit=60&_rsc=1')).toEqual(DEFAULT_LIST_SEARCH);
    expect(parseListSearch({ brand: ['Dell', 'HP'], page: '3', other: 'x' })).toEqual({ brand: 'Dell', sort: 'popular', page: 3 });
  });
});

describe('listQueryString and listHref', () => {
  test('parameters come in one canonical order whatever the URL said', () => {
    expect(listQueryString(parse('page=2&sort=newest&brand=HP&categoryId=1&keyword=x'))).toBe('keyword=x&categoryId=1&brand=HP&sort=newest&page=2');
  });

  test('defaults are left out', () => {
    expect(listQueryString(DEFAULT_LIST_SEARCH)).toBe('');
    expect(listHref(DEFAULT_LIST_SEARCH)).toBe('/list');
  });

  test('changing a filter goes back to page 1', () => {
    const search = parse('categoryId=12&page=4');
    expect(listHref(search, { brand: 'ThinkPad' })).toBe('/list?categoryId=12&brand=ThinkPad');
    expect(listHref(search, { sort: 'priceDesc' })).toBe('/list?categoryId=12&sort=priceDesc');
  });

  test('a page link keeps the filters', () => {
    expect(listHref(parse('zone=discount&sort=newest'), { page: 3 })).toBe('/list?zone=discount&sort=newest&page=3');
    expect(listHref(parse('zone=discount&page=3'), { page: 1 })).toBe('/list?zone=discount');
  });

  test('removing a filter leaves it out of the URL', () => {
    expect(listHref(parse('brand=Dell&condition=used'), { brand: undefined })).toBe('/list?condition=used');
  });

  test('values are encoded', () => {
    expect(listHref({ keyword: '联想 2025', sort: 'popular', page: 1 })).toBe(`/list?keyword=${encodeURIComponent('联想').replace(/%20/g, '+')}+2025`);
    expect(listQueryString({ brand: 'A&B', sort: 'popular', page: 1 })).toBe('brand=A%26B');
  });
});

describe('isCacheableListSearch', () => {
  test('facet browsing is cacheable up to page 50', () => {
    expect(isCacheableListSearch(parse('categoryId=12&brand=Dell&zone=discount&condition=new&storeId=2&sort=newest&page=50'))).toBe(true);
    expect(isCacheableListSearch(parse('page=51'))).toBe(false);
  });

  test('free input is not cacheable', () => {
    expect(isCacheableListSearch(parse('keyword=thinkpad'))).toBe(false);
    expect(isCacheableListSearch(parse('minRent=0'))).toBe(false);
    expect(isCacheableListSearch(parse('maxRent=20000'))).toBe(false);
  });
});

describe('list segments', () => {
  const searches: ListSearch[] = [
    DEFAULT_LIST_SEARCH,
    parse('categoryId=12&sort=newest'),
    parse('brand=Apple Mac&zone=second_hand&page=7'),
    parse('brand=a%2541&condition=used'),
    parse('brand=联想&storeId=4'),
  ];

  test('the default search is the segment "all"', () => {
    expect(listSegment(DEFAULT_LIST_SEARCH)).toBe('all');
    expect(searchFromSegment('all')).toEqual(DEFAULT_LIST_SEARCH);
  });

  test('a search survives the trip through the URL-encoded path segment, decoded by Next or not', () => {
    for (const search of searches) {
      const encoded = encodeURIComponent(listSegment(search));
      expect(searchFromSegment(encoded)).toEqual(search);
      expect(searchFromSegment(decodeURIComponent(encoded))).toEqual(search);
    }
  });

  test('a value holding an escape of its own is not decoded twice', () => {
    expect(searchFromSegment(encodeURIComponent('brand=a%2541'))?.brand).toBe('a%41');
    expect(searchFromSegment('brand=a%2541')?.brand).toBe('a%41');
  });

  test('a segment the middleware would not write is no search at all (the page answers 404)', () => {
    expect(searchFromSegment('%E0%A4%A')).toBeNull();
    expect(searchFromSegment('nonsense')).toBeNull();
    // Not canonical: wrong order, defaults spelt out, unknown or uncacheable parameters.
    expect(searchFromSegment('sort=newest&categoryId=12')).toBeNull();
    expect(searchFromSegment('categoryId=12&page=1')).toBeNull();
    expect(searchFromSegment('categoryId=12&utm=x')).toBeNull();
    expect(searchFromSegment('keyword=thinkpad')).toBeNull();
  });
});
