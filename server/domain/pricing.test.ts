import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { couponDiscountOf, freightOf, FREIGHT_PER_UNIT, parcelClassOf, priceOrder, type PriceLine } from './pricing';

const fen = (max: number) => fc.integer({ min: 0, max });
const line = fc.record<PriceLine>({
  monthlyRent: fc.integer({ min: 1, max: 500_000 }),
  deposit: fen(5_000_000),
  quantity: fc.integer({ min: 1, max: 200 }),
  freight: fen(3_000_000),
});
const lines = fc.array(line, { minLength: 1, maxLength: 6 });
const coupon = fc.option(fc.record({ amount: fc.integer({ min: 1, max: 2_000_000 }), threshold: fen(5_000_000) }), { nil: null });
const term = fc.constantFrom(1, 3, 6, 12, 24);

test('payable is first month rent × quantity + deposit + freight − coupon', () => {
  fc.assert(
    fc.property(lines, term, coupon, (items, months, terms) => {
      const price = priceOrder(items, months, terms);
      const rent = items.reduce((sum, item) => sum + item.monthlyRent * item.quantity, 0);
      const deposit = items.reduce((sum, item) => sum + item.deposit * item.quantity, 0);
      const freight = items.reduce((sum, item) => sum + item.freight, 0);
      assert.equal(price.firstMonthRent, rent);
      assert.equal(price.payable, rent + deposit + freight - price.couponDiscount);
      assert.equal(price.totalRent, rent * months);
    }),
  );
});

test('the coupon never exceeds the rent and never touches deposit or freight', () => {
  fc.assert(
    fc.property(lines, term, coupon, (items, months, terms) => {
      const price = priceOrder(items, months, terms);
      assert.ok(price.couponDiscount <= price.firstMonthRent);
      assert.ok(price.couponDiscount <= (terms?.amount ?? 0));
      assert.ok(price.payable >= price.deposit + price.freight);
    }),
  );
});

test('the payable amount is never negative and every amount is an integer of fen', () => {
  fc.assert(
    fc.property(lines, term, coupon, (items, months, terms) => {
      const price = priceOrder(items, months, terms);
      for (const value of Object.values(price)) {
        assert.ok(Number.isSafeInteger(value), `${value} is an integer`);
        assert.ok(value >= 0);
      }
    }),
  );
});

test('a coupon below its threshold gives nothing; at the threshold it gives its amount up to the rent', () => {
  assert.equal(couponDiscountOf(99_999, { amount: 10_000, threshold: 100_000 }), 0);
  assert.equal(couponDiscountOf(100_000, { amount: 10_000, threshold: 100_000 }), 10_000);
  assert.equal(couponDiscountOf(3_000, { amount: 5_000, threshold: 0 }), 3_000);
});

test('the help page example: 5 × ¥199.00, deposit ¥3,000.00 each, free shipping, ¥50.00 coupon → ¥15,945.00', () => {
  const price = priceOrder([{ monthlyRent: 19_900, deposit: 300_000, quantity: 5, freight: 0 }], 12, { amount: 5_000, threshold: 0 });
  assert.deepEqual(price, { firstMonthRent: 99_500, deposit: 1_500_000, freight: 0, couponDiscount: 5_000, payable: 1_594_500, totalRent: 1_194_000 });
});

test('freight: 顺丰包邮 goods ship free, others pay the SF reference fee per unit by parcel class', () => {
  assert.equal(freightOf({ tags: ['顺丰包邮'], slug: 'lenovo-thinkpad-t14', quantity: 3 }, '广东省'), 0);
  assert.equal(freightOf({ tags: [], slug: 'lenovo-thinkpad-t14', quantity: 3 }, '广东省'), 3 * FREIGHT_PER_UNIT.laptop.standard);
  assert.equal(freightOf({ tags: [], slug: 'dell-u2724d-monitor', quantity: 1 }, '新疆维吾尔自治区'), FREIGHT_PER_UNIT.monitor.remote);
  assert.equal(parcelClassOf('hp-elite-tower-800-g9'), 'desktop');
  assert.equal(parcelClassOf('apple-ipad-air-tablet'), 'laptop');
});

test('malformed inputs are refused rather than priced', () => {
  assert.throws(() => priceOrder([{ monthlyRent: 1.5, deposit: 0, quantity: 1, freight: 0 }], 12, null), RangeError);
  assert.throws(() => priceOrder([{ monthlyRent: 100, deposit: 0, quantity: 0, freight: 0 }], 12, null), RangeError);
  assert.throws(() => priceOrder([{ monthlyRent: 100, deposit: 0, quantity: 1, freight: 0 }], 0, null), RangeError);
});
