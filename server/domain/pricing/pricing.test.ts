import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  bestTierRate,
  couponDiscountOf,
  depositWaiver,
  freightOf,
  FREIGHT_PER_UNIT,
  parcelClassOf,
  priceOrder,
  procurementUnitRent,
  rentAtRate,
  type PriceLine,
  type ProcurementTiers,
} from './pricing';

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
  assert.deepEqual(price, { firstMonthRent: 99_500, deposit: 1_500_000, depositWaived: 0, freight: 0, couponDiscount: 5_000, payable: 1_594_500, totalRent: 1_194_000 });
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

// ---------------------------------------------------------------------------------------------
// Procurement quantity tiers (contract/procurementRent.ts, shared with the product page)

const listRent = fc.integer({ min: 0, max: 2_000_000 });
const quantity = fc.integer({ min: 1, max: 999 });
/** Tiers as a merchant might type them, including ones that must be ignored (a rate above 100, 0, a fraction). */
const tiers: fc.Arbitrary<ProcurementTiers> = fc.array(
  fc.record({ minQuantity: fc.integer({ min: 0, max: 300 }), rate: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(0, 101, 150, 92.5, -5)) }),
  { maxLength: 5 },
);

test('no tier reached: rate 100 and the list rent itself', () => {
  fc.assert(
    fc.property(listRent, tiers, quantity, (rent, terms, count) => {
      const reachable = terms.filter((tier) => Number.isInteger(tier.rate) && tier.rate >= 1 && tier.rate < 100 && tier.minQuantity >= 1 && count >= tier.minQuantity);
      const price = procurementUnitRent(rent, terms, count);
      if (reachable.length === 0) assert.deepEqual(price, { rate: 100, unitRent: rent });
      else assert.equal(price.rate, Math.min(...reachable.map((tier) => tier.rate)));
    }),
  );
  assert.deepEqual(procurementUnitRent(23_900, null, 500), { rate: 100, unitRent: 23_900 });
  assert.deepEqual(procurementUnitRent(23_900, [{ minQuantity: 10, rate: 95 }], 9), { rate: 100, unitRent: 23_900 });
});

test('a tier never charges more than the list rent, whatever the merchant typed', () => {
  fc.assert(
    fc.property(listRent, tiers, quantity, (rent, terms, count) => {
      const { rate, unitRent } = procurementUnitRent(rent, terms, count);
      assert.ok(Number.isSafeInteger(unitRent) && unitRent >= 0);
      assert.ok(unitRent <= rent);
      assert.ok(Number.isInteger(rate) && rate >= 1 && rate <= 100);
    }),
  );
});

test('more units never cost more per unit (the rent is monotone in the quantity)', () => {
  fc.assert(
    fc.property(listRent, tiers, quantity, quantity, (rent, terms, a, b) => {
      const [fewer, more] = a <= b ? [a, b] : [b, a];
      assert.ok(procurementUnitRent(rent, terms, more).unitRent <= procurementUnitRent(rent, terms, fewer).unitRent);
      assert.ok(bestTierRate(terms, more) <= bestTierRate(terms, fewer));
    }),
  );
});

test('the tier rent is rounded half up per unit, to the fen', () => {
  fc.assert(
    fc.property(listRent, fc.integer({ min: 1, max: 100 }), (rent, rate) => {
      // Within half a fen of the exact rent, and an exact half goes up.
      const over = rentAtRate(rent, rate) * 100 - rent * rate;
      assert.ok(over > -50 && over <= 50, `${rent} at ${rate}%: ${over / 100} fen off`);
    }),
  );
  assert.equal(rentAtRate(34_900, 95), 33_155);
  assert.equal(rentAtRate(19_990, 95), 18_991, '¥189.905 → ¥189.91');
  assert.equal(rentAtRate(3, 50), 2, '1.5 fen → 2');
  assert.equal(rentAtRate(101, 85), 86, '85.85 fen → 86');
  assert.equal(rentAtRate(11, 95), 10, '10.45 fen → 10');
  assert.throws(() => rentAtRate(100, 101), RangeError);
  assert.throws(() => rentAtRate(100.5, 95), RangeError);
});

// ---------------------------------------------------------------------------------------------
// Deposit-free credit

test('the credit line covers as much of the deposit as it has left, never more; the rest is paid in cash', () => {
  fc.assert(
    fc.property(fen(50_000_000), fc.integer({ min: -1_000, max: 60_000_000 }), (deposit, available) => {
      const { cash, waived } = depositWaiver(deposit, available);
      assert.equal(cash + waived, deposit);
      assert.ok(waived >= 0 && waived <= Math.max(0, available) && waived <= deposit);
      assert.equal(waived, Math.min(deposit, Math.max(0, available)));
    }),
  );
});

test('a waived deposit comes off the payable and nothing else', () => {
  fc.assert(
    fc.property(lines, term, coupon, fen(60_000_000), (items, months, terms, credit) => {
      const cashOnly = priceOrder(items, months, terms);
      const withCredit = priceOrder(items, months, terms, credit);
      assert.equal(withCredit.deposit + withCredit.depositWaived, cashOnly.deposit);
      assert.equal(withCredit.depositWaived, Math.min(cashOnly.deposit, credit));
      assert.equal(withCredit.payable, cashOnly.payable - withCredit.depositWaived);
      assert.equal(withCredit.payable, withCredit.firstMonthRent - withCredit.couponDiscount + withCredit.deposit + withCredit.freight);
      assert.deepEqual(
        [withCredit.firstMonthRent, withCredit.couponDiscount, withCredit.freight, withCredit.totalRent],
        [cashOnly.firstMonthRent, cashOnly.couponDiscount, cashOnly.freight, cashOnly.totalRent],
      );
    }),
  );
  assert.deepEqual(priceOrder([{ monthlyRent: 19_900, deposit: 300_000, quantity: 5, freight: 0 }], 12, null, 1_000_000), {
    firstMonthRent: 99_500,
    deposit: 500_000,
    depositWaived: 1_000_000,
    freight: 0,
    couponDiscount: 0,
    payable: 599_500,
    totalRent: 1_194_000,
  });
});
