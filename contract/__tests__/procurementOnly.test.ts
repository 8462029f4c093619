import { isProcurementOnly } from '@/contract/goods';

test('only goods offered in the procurement zone and nowhere else are procurement-only; goods of no zone are not', () => {
  expect(isProcurementOnly(['procurement'])).toBe(true);
  expect(isProcurementOnly(['procurement', 'discount'])).toBe(false);
  expect(isProcurementOnly(['personal'])).toBe(false);
  expect(isProcurementOnly([])).toBe(false);
});
