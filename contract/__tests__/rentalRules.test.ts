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
