/**
 * How both processes write money and phone numbers for people: one format, so a page and a message
 * the product server writes say the same (docs/product-rules.md#money).
 */

/** Money is integer fen everywhere; pages show it as ¥1,299.00. */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new TypeError(`money must be integer fen, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}¥${grouped.format(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** A mobile number as pages show it to its owner in notices: 138****8000. */
export function maskedPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
