import fc from 'fast-check';
import {
  AUTO_RECEIPT_DAYS,
  AUTO_RECEIPT_DAYS_AFTER_SIGNED,
  autoReceiptAt,
  autoReceiptCutoffs,
  BUYOUT_QUOTE_VALID_MINUTES,
  buyoutQuote,
  earlyReturnFee,
  EARLY_RETURN_FEE_PERCENT,
  LATE_FEE_CAP_PERCENT,
  NO_REASON_RETURN_DAYS,
  lateFee,
  renewalBills,
  RENEWAL_TERMS,
  RULE_TEXT,
  upgradedBills,
  upgradeQuote,
} from '../rentalRules';

const fen = fc.integer({ min: 0, max: 1_000_000_000 });

describe('late fee: 0.05 % a day, at most 20 %', () => {
  it('matches the help page’s example: ¥2,000.00 ten days late costs ¥10.00', () => {
    expect(lateFee(200_000, 10)).toBe(1_000);
    expect(RULE_TEXT.lateFee).toContain('¥2,000.00');
    expect(RULE_TEXT.lateFee).toContain('¥10.00');
  });

  it('is integer fen, never negative, never above the cap, and grows with the days', () => {
    fc.assert(
      fc.property(fen, fc.integer({ min: -5, max: 100_000 }), (amount, days) => {
        const fee = lateFee(amount, days);
        expect(Number.isSafeInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee * 100).toBeLessThanOrEqual(amount * LATE_FEE_CAP_PERCENT);
        expect(lateFee(amount, days + 1)).toBeGreaterThanOrEqual(fee);
        if (days <= 0) expect(fee).toBe(0);
      }),
    );
  });

  it('is exactly amount × 0.05 % × days, rounded down, below the cap', () => {
    fc.assert(
      fc.property(fen, fc.integer({ min: 1, max: 399 }), (amount, days) => {
        expect(lateFee(amount, days)).toBe(Math.floor((amount * 5 * days) / 10_000));
      }),
    );
  });

  it('reaches the cap at 400 days and stays there', () => {
    expect(lateFee(100_000, 400)).toBe(20_000);
    expect(lateFee(100_000, 10_000)).toBe(20_000);
  });

  it('refuses money that is no integer fen', () => {
    expect(() => lateFee(1.5, 3)).toThrow(RangeError);
    expect(() => lateFee(-1, 3)).toThrow(RangeError);
  });
});

describe('buyout: unpaid rent + buyout price, deposit set off, surplus returned', () => {
  it('adds up: what is paid plus the deposit used equals rent plus price, and the deposit splits exactly', () => {
    fc.assert(
      fc.property(fen, fen, fen, (unpaidRent, buyoutPrice, deposit) => {
        const quote = buyoutQuote({ unpaidRent, buyoutPrice, deposit });
        expect(quote.amountDue + quote.depositOffset).toBe(unpaidRent + buyoutPrice);
        expect(quote.depositOffset + quote.depositRefund).toBe(deposit);
        for (const value of [quote.amountDue, quote.depositOffset, quote.depositRefund]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        // Either the customer pays something or gets deposit back, never both.
        expect(quote.amountDue === 0 || quote.depositRefund === 0).toBe(true);
      }),
    );
  });

  it('returns the surplus when the deposit exceeds what is owed', () => {
    expect(buyoutQuote({ unpaidRent: 0, buyoutPrice: 129_900, deposit: 300_000 })).toMatchObject({ amountDue: 0, depositRefund: 170_100 });
  });

  it('publishes the quote’s lifetime', () => {
    expect(RULE_TEXT.buyout).toContain(`${BUYOUT_QUOTE_VALID_MINUTES / 60} 小时`);
  });
});

describe('renewal and early return', () => {
  it('appends one bill per month at the order’s monthly rent', () => {
    for (const months of RENEWAL_TERMS) {
      expect(renewalBills(19_900, 2, months)).toEqual({ periods: months, amountPerPeriod: 39_800, total: 39_800 * months });
    }
    expect(RULE_TEXT.renewal).toContain(RENEWAL_TERMS.join('、'));
  });

  it('charges the published share of the rent not yet due, rounded down, never more than that rent', () => {
    fc.assert(
      fc.property(fen, (rent) => {
        const fee = earlyReturnFee(rent, NO_REASON_RETURN_DAYS + 1);
        expect(fee).toBe(Math.floor((rent * EARLY_RETURN_FEE_PERCENT) / 100));
        expect(fee).toBeLessThanOrEqual(rent);
      }),
    );
    expect(earlyReturnFee(100_000, NO_REASON_RETURN_DAYS)).toBe(0);
    expect(earlyReturnFee(100_000, 1)).toBe(0);
    expect(RULE_TEXT.earlyReturn).toContain(`${EARLY_RETURN_FEE_PERCENT}%`);
  });
});

describe('automatic receipt: 7 days after shipping, or 3 days after the carrier’s 已签收 when that is earlier', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const shipped = new Date('2026-11-24T01:00:00Z');
  const after = (days: number) => new Date(shipped.getTime() + days * DAY);

  it('counts from shipping while the carrier has said nothing', () => {
    expect(autoReceiptAt(shipped, null)).toEqual(after(AUTO_RECEIPT_DAYS));
  });

  it('comes sooner once the parcel is signed: a parcel signed a day and a half after shipping is received 4.5 days after it', () => {
    expect(autoReceiptAt(shipped, after(1.5))).toEqual(after(1.5 + AUTO_RECEIPT_DAYS_AFTER_SIGNED));
    expect(autoReceiptAt(shipped, after(1.5)).getTime()).toBeLessThan(after(AUTO_RECEIPT_DAYS).getTime());
  });

  it('is never later than 7 days after shipping, however late the signature', () => {
    expect(autoReceiptAt(shipped, after(AUTO_RECEIPT_DAYS - AUTO_RECEIPT_DAYS_AFTER_SIGNED))).toEqual(after(AUTO_RECEIPT_DAYS));
    expect(autoReceiptAt(shipped, after(6))).toEqual(after(AUTO_RECEIPT_DAYS));
  });

  it('the sweep’s cut-offs select exactly the orders whose receipt has come', () => {
    const minutes = fc.integer({ min: 0, max: 20 * 24 * 60 });
    fc.assert(
      fc.property(minutes, fc.option(minutes, { nil: null }), minutes, (shippedAfter, signedAfter, nowAfter) => {
        const ship = new Date(shipped.getTime() + shippedAfter * 60_000);
        const signed = signedAfter === null ? null : new Date(ship.getTime() + signedAfter * 60_000);
        const now = new Date(shipped.getTime() + nowAfter * 60_000);
        const { shippedBy, signedBy } = autoReceiptCutoffs(now);
        const due = ship.getTime() <= shippedBy.getTime() || (signed !== null && signed.getTime() <= signedBy.getTime());
        expect(due).toBe(autoReceiptAt(ship, signed).getTime() <= now.getTime());
      }),
    );
  });

  it('is the sentence the help pages print', () => {
    expect(RULE_TEXT.autoReceipt).toContain(`发货后 ${AUTO_RECEIPT_DAYS} 天内未确认收货`);
    expect(RULE_TEXT.autoReceipt).toContain(`签收 ${AUTO_RECEIPT_DAYS_AFTER_SIGNED} 天后即自动确认收货`);
  });
});

describe('upgradeQuote (升级换机)', () => {
  const base = { quantity: 2, currentUnitRent: 29_900, newUnitRent: 39_900, currentUnitDeposit: 100_000, newUnitDeposit: 150_000, unitFee: 9_900, coupon: null };

  test('pays the deposit difference and the fee for every unit now; each later bill rises by the rent difference', () => {
    expect(upgradeQuote(base)).toEqual({
      monthlyRentBefore: 59_800,
      monthlyRentAfter: 79_800,
      rentChange: 20_000,
      depositTopUp: 100_000,
      upgradeFee: 19_800,
      couponDiscount: 0,
      amountDue: 119_800,
    });
  });

  test('a lower deposit is not refunded now: nothing is owed for it', () => {
    expect(upgradeQuote({ ...base, newUnitDeposit: 80_000 }).depositTopUp).toBe(0);
    expect(upgradeQuote({ ...base, newUnitDeposit: 80_000 }).amountDue).toBe(19_800);
  });

  test('a coupon takes off the fee only, once the new monthly rent reaches its threshold, never more than the fee', () => {
    expect(upgradeQuote({ ...base, coupon: { amount: 5_000, threshold: 79_800 } }).couponDiscount).toBe(5_000);
    expect(upgradeQuote({ ...base, coupon: { amount: 5_000, threshold: 79_801 } }).couponDiscount).toBe(0);
    const big = upgradeQuote({ ...base, coupon: { amount: 50_000, threshold: 0 } });
    expect([big.couponDiscount, big.amountDue]).toEqual([19_800, 100_000]);
    expect(upgradeQuote({ ...base, unitFee: 0, coupon: { amount: 5_000, threshold: 0 } }).couponDiscount).toBe(0);
  });

  test('refuses fractions of a fen and negative amounts', () => {
    expect(() => upgradeQuote({ ...base, newUnitRent: 399.5 })).toThrow(RangeError);
    expect(() => upgradeQuote({ ...base, unitFee: -1 })).toThrow(RangeError);
    expect(() => upgradeQuote({ ...base, quantity: 0 })).toThrow(RangeError);
  });
});

describe('upgradedBills', () => {
  const bills = [
    { id: 1, kind: 'rent', dueDate: '2026-01-10', status: 1, amount: 29_900 },
    { id: 2, kind: 'rent', dueDate: '2026-02-10', status: 0, amount: 29_900 },
    { id: 3, kind: 'rent', dueDate: '2026-03-10', status: 1, amount: 29_900 },
    { id: 4, kind: 'rent', dueDate: '2026-04-10', status: 0, amount: 29_900 },
    { id: 5, kind: 'fee', dueDate: '2026-04-10', status: 0, amount: 5_000 },
  ];

  test('rewrites the unpaid rent bills due on or after the swap day; paid and earlier bills keep their amount', () => {
    expect(upgradedBills(bills, '2026-02-10', 39_900)).toEqual({ billIds: [2, 4], totalRentChange: 20_000 });
    expect(upgradedBills(bills, '2026-02-11', 39_900)).toEqual({ billIds: [4], totalRentChange: 10_000 });
  });

  test('the help page prints the rule with an example computed by the same function', () => {
    expect(RULE_TEXT.upgrade).toContain('申请时支付 ¥599.00，此后每期账单增加 ¥100.00');
  });
});
