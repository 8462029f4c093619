/**
 * Money typed in a form: yuan with at most two decimals (1299, 1299.5, 1,299.00), turned into
 * integer fen by its digits, never by floating-point arithmetic (0.29 × 100 is 28.999…).
 */
const YUAN_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Integer fen of a typed yuan amount, or null when it is not one (empty, negative, three decimals, letters). */
export function yuanToFen(text: string): number | null {
  const match = YUAN_TEXT.exec(
    text
      .trim()
      .replace(/^¥/, '')
      .replace(/,(?=\d{3}(?:\D|$))/g, ''),
  );
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Fen as an input's yuan text with two decimals (129950 → 1299.50). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new TypeError(`money must be non-negative integer fen, got ${fen}`);
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * What is wrong with a typed amount, or null: `label` names it (月租金), `min` and `max` are fen.
 * Empty is wrong unless `optional`.
 */
export function yuanProblem(text: string, { label, min = 0, max, optional = false }: { label: string; min?: number; max: number; optional?: boolean }): string | null {
  if (text.trim() === '') return optional ? null : `请填写${label}`;
  const fen = yuanToFen(text);
  if (fen === null) return `${label}应为金额，最多两位小数`;
  if (fen < min) return min === 1 ? `${label}必须大于 0` : `${label}不能小于 ${fenToYuan(min)} 元`;
  if (fen > max) return `${label}不能超过 ${(max / 100).toLocaleString('zh-CN')} 元`;
  return null;
}
