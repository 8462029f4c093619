/** Typed yuan become exact fen: no floating-point error, no third decimal, no sign. */
import { fenToYuan, yuanProblem, yuanToFen } from '../yuan';

test('typed amounts become integer fen by their digits', () => {
  expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996
  expect(yuanToFen('1.1')).toBe(110);
  expect(yuanToFen('19.99')).toBe(1999);
  expect(yuanToFen('4.35')).toBe(435); // 4.35 * 100 = 434.99999999999994
  expect(yuanToFen('1299')).toBe(129900);
  expect(yuanToFen(' 1,299.50 ')).toBe(129950);
  expect(yuanToFen('¥0.07')).toBe(7);
  expect(yuanToFen('100000')).toBe(10_000_000);
  expect(yuanToFen('999999999.99')).toBe(99_999_999_999);
});

test('anything else is not an amount', () => {
  for (const text of ['', ' ', '-1', '1.005', '1.', '.5', 'abc', '1e3', '12,34', '0x10', '１２']) expect(yuanToFen(text)).toBeNull();
});

test('fen shown in an input and read back are the same fen', () => {
  expect(fenToYuan(0)).toBe('0.00');
  expect(fenToYuan(7)).toBe('0.07');
  expect(fenToYuan(129950)).toBe('1299.50');
  for (let fen = 0; fen < 200_000; fen += 37) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  expect(() => fenToYuan(1.5)).toThrow(TypeError);
});

test('a problem names the amount and its bounds', () => {
  expect(yuanProblem('', { label: '月租金', min: 1, max: 10_000_000 })).toBe('请填写月租金');
  expect(yuanProblem('0', { label: '月租金', min: 1, max: 10_000_000 })).toBe('月租金必须大于 0');
  expect(yuanProblem('12.345', { label: '月租金', min: 1, max: 10_000_000 })).toBe('月租金应为金额，最多两位小数');
  expect(yuanProblem('100000.01', { label: '月租金', min: 1, max: 10_000_000 })).toBe('月租金不能超过 100,000 元');
  expect(yuanProblem('0', { label: '押金', max: 100_000_000 })).toBeNull();
});
