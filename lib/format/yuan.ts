/**
 * Money typed by staff in yuan (`12`, `12.5`, `1,299.00`) → integer fen, exactly: the text is
 * split at the decimal point, never multiplied as a floating-point number (0.29 × 100 is
 * 28.999999999999996). Anything else (more than two decimals, signs, letters) is refused.
 */
const YUAN_TEXT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Fen of a yuan amount as typed, or null when it is no amount. */
export function yuanTextToFen(text: string): number | null {
  const match = YUAN_TEXT.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '0', decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Fen as the yuan text an input shows (`1299`, `12.5`, `0.05`): no grouping, no trailing zeros. */
export function fenToYuanInput(fen: number): string {
  const whole = Math.trunc(fen / 100);
  const rest = Math.abs(fen % 100);
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
