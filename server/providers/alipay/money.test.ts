import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fenToYuan, yuanToFen } from './money';

test('fen to yuan is exact, from one fen to ¥99,999,999.99 and Alipay’s ceiling', () => {
  assert.equal(fenToYuan(0), '0.00');
  assert.equal(fenToYuan(1), '0.01');
  assert.equal(fenToYuan(10), '0.10');
  assert.equal(fenToYuan(129_900), '1299.00');
  assert.equal(fenToYuan(123_456), '1234.56');
  assert.equal(fenToYuan(9_999_999_999), '99999999.99');
  assert.equal(fenToYuan(10_000_000_000), '100000000.00');
});

test('fen to yuan refuses what is not a whole, in-range number of fen', () => {
  for (const bad of [0.5, 100.1, -1, Number.NaN, Infinity, 10_000_000_001]) assert.throws(() => fenToYuan(bad), RangeError, String(bad));
});

test('yuan to fen is exact, and every amount goes there and back', () => {
  assert.equal(yuanToFen('0.01'), 1);
  assert.equal(yuanToFen('0.1'), 10);
  assert.equal(yuanToFen('1299'), 129_900);
  assert.equal(yuanToFen('1299.5'), 129_950);
  assert.equal(yuanToFen('99999999.99'), 9_999_999_999);
  // 0.29 * 100 is 28.999999999999996 in floating point: the string route never goes there.
  assert.equal(yuanToFen('0.29'), 29);
  assert.equal(yuanToFen('1.13'), 113);
  for (const fen of [1, 29, 113, 57_57, 100_000, 9_999_999_999]) assert.equal(yuanToFen(fenToYuan(fen)), fen);
});

test('yuan to fen refuses anything that is not plain yuan with at most two decimals', () => {
  for (const bad of ['', '1.234', '-1.00', '1e3', ' 1.00', '1,000.00', '01.00', '.50', '1.', '100000000.01', 'NaN']) assert.throws(() => yuanToFen(bad), RangeError, bad);
});
