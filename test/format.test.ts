import { formatFen } from '@/contract/format';
import { formatDateTime } from '@/lib/format/date';

test('integer fen are shown as yuan with grouping and two decimals', () => {
  expect(formatFen(129900)).toBe('¥1,299.00');
  expect(formatFen(20000000)).toBe('¥200,000.00');
  expect(formatFen(5)).toBe('¥0.05');
  expect(formatFen(0)).toBe('¥0.00');
  expect(formatFen(-1050)).toBe('-¥10.50');
});

test('a fractional amount is refused rather than rounded silently', () => {
  expect(() => formatFen(12.5)).toThrow(TypeError);
});

test('dates are shown as YYYY-MM-DD HH:mm:ss', () => {
  expect(formatDateTime(new Date(2026, 10, 22, 9, 5, 7))).toBe('2026-11-22 09:05:07');
});
