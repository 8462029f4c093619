/** Query strings skip empty values; nested objects become key[sub]=value (docs/storefront.md#http-client). */
import { toQueryString } from '@/lib/http/query';

test('empty values are left out: undefined, null and the empty string', () => {
  expect(toQueryString({ page: 1, keyword: '', brand: null, cpu: undefined, limit: 99 })).toBe('page=1&limit=99');
});

test('zero and false are values, not empty', () => {
  expect(toQueryString({ flag: 0, receive: false })).toBe('flag=0&receive=false');
});

test('a nested object becomes key[sub]=value, at any depth', () => {
  expect(toQueryString({ params: { beginTime: '2026-01-01', range: { min: 1, max: 2 } } })).toBe('params[beginTime]=2026-01-01&params[range][min]=1&params[range][max]=2');
});

test('empty values inside nested objects are left out too', () => {
  expect(toQueryString({ params: { a: '', b: null, c: 'x' }, empty: {} })).toBe('params[c]=x');
});

test('an array of plain values repeats the key', () => {
  expect(toQueryString({ ids: [3, 5, '', null, 8] })).toBe('ids=3&ids=5&ids=8');
});

test('array items that are objects keep their fields together by index', () => {
  expect(toQueryString({ lines: [{ id: 1, num: 2 }, { id: 7 }] })).toBe('lines[0][id]=1&lines[0][num]=2&lines[1][id]=7');
});

test('names and values are percent-encoded, brackets stay readable', () => {
  expect(toQueryString({ 'key word': '联想 ThinkPad&x=1', 'a[b]': '100%' })).toBe('key%20word=%E8%81%94%E6%83%B3%20ThinkPad%26x%3D1&a%5Bb%5D=100%25');
  expect(toQueryString({ q: { 'a=b': '#' } })).toBe('q[a%3Db]=%23');
});

test('a Date is sent as Shanghai wall-clock time', () => {
  expect(toQueryString({ since: new Date('2026-01-02T16:04:05Z') })).toBe('since=2026-01-03%2000%3A04%3A05');
});

test('NaN, invalid dates and functions are left out', () => {
  expect(toQueryString({ a: Number.NaN, b: new Date('nope'), c: () => 1, d: 'kept' })).toBe('d=kept');
});

test('no parameters give an empty string', () => {
  expect(toQueryString(undefined)).toBe('');
  expect(toQueryString(null)).toBe('');
  expect(toQueryString({})).toBe('');
});
