/** The credit line an approval grants, typed in yuan (50000 or ¥50,000.00) and sent in fen. */
import { COMPANY_CREDIT_LINE_MAX } from '@/contract/identity';
import { yuanProblem, yuanToFen } from '@/lib/format/yuan';

export type CreditLineParse = { ok: true; fen: number } | { ok: false; message: string };

export function creditLineFen(text: string): CreditLineParse {
  const message = yuanProblem(text, { label: '免押额度', max: COMPANY_CREDIT_LINE_MAX });
  const fen = yuanToFen(text);
  return message !== null || fen === null ? { ok: false, message: message ?? '免押额度应为金额，最多两位小数' } : { ok: true, fen };
}
