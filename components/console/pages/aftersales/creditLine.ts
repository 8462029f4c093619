/** The credit line an approval grants, typed in yuan (50000 or 50,000.00) and sent in fen. */
import { COMPANY_CREDIT_LINE_MAX } from '@/contract/identity';
import { formatFen } from '@/lib/format/money';

export type CreditLineParse = { ok: true; fen: number } | { ok: false; message: string };

const OUT_OF_RANGE = `免押额度应为 0 到 ${formatFen(COMPANY_CREDIT_LINE_MAX)} 之间的金额`;

export function creditLineFen(text: string): CreditLineParse {
  const cleaned = text.replace(/[,，\s¥]/g, '');
  if (cleaned === '') return { ok: false, message: '请填写免押额度' };
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return { ok: false, message: '免押额度应为金额（元），最多两位小数' };
  // Whole yuan and cents separately: no floating point between the text and the fen.
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(fen) || fen > COMPANY_CREDIT_LINE_MAX) return { ok: false, message: OUT_OF_RANGE };
  return { ok: true, fen };
}

/** Fen as the yuan text the input starts from (5000000 → "50000.00"). */
export function fenToYuanText(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
