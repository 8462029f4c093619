/**
 * Alipay speaks yuan with two decimals ("1299.00"); the shop speaks integer fen. Both directions go
 * through strings and integers only: a float in between (12.34 * 100 = 1233.9999…) would lose a fen.
 */

/** The largest amount Alipay accepts on a trade: ¥100,000,000.00 (total_amount's documented range is 0.01–100000000). */
export const MAX_FEN = 10_000_000_000;

/** `fen` as Alipay's yuan string: 1 → "0.01", 129_900 → "1299.00". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0 || fen > MAX_FEN) throw new RangeError(`an amount must be a whole number of fen from 0 to ${MAX_FEN}, got ${fen}`);
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const YUAN = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/;

/** Alipay's yuan string as fen: "0.01" → 1, "1299" → 129_900, "1299.5" → 129_950; anything else throws. */
export function yuanToFen(yuan: string): number {
  const match = YUAN.exec(yuan);
  if (!match) throw new RangeError(`not an amount of yuan: "${yuan}"`);
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (fen > MAX_FEN) throw new RangeError(`an amount beyond Alipay's range: "${yuan}"`);
  return fen;
}
