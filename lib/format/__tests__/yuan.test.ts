/** Yuan typed by staff become fen exactly, never through a floating-point product. */
import { fenToYuanInput, yuanTextToFen } from '../yuan';

test('yuan text becomes integer fen exactly, with up to two decimals, grouping commas and spaces allowed', () => {
  expect(yuanTextToFen('0.29')).toBe(29);
  expect(yuanTextToFen('1.1')).toBe(110);
  expect(yuanTextToFen('12.5')).toBe(1250);
  expect(yuanTextToFen(' 1,299.99 ')).toBe(129_999);
  expect(yuanTextToFen('100000')).toBe(10_000_000);
  expect(yuanTextToFen('0')).toBe(0);
  expect(yuanTextToFen('4.35')).toBe(435);
});

test('anything but an amount of yuan is no amount', () => {
  for (const text of ['', '1.234', '-5', '1e3', '¥5', '5元', '.5', '5.', 'abc', '1 000']) expect([text, yuanTextToFen(text)]).toEqual([text, null]);
});

test('fen are shown back as the yuan an input holds', () => {
  expect(fenToYuanInput(129_999)).toBe('1299.99');
  expect(fenToYuanInput(1250)).toBe('12.5');
  expect(fenToYuanInput(5)).toBe('0.05');
  expect(fenToYuanInput(10_000)).toBe('100');
  for (const fen of [1, 29, 110, 435, 99_999_999]) expect(yuanTextToFen(fenToYuanInput(fen))).toBe(fen);
});
