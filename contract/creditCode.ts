/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from a
 * 31-character alphabet (digits and capitals without I, O, S, V, Z):
 *
 *   1      registration authority (1 机构编制, 5 民政, 9 工商, Y 其他 …)
 *   2      institution category
 *   3–8    administrative division code (six digits)
 *   9–17   organisation code (GB 11714)
 *   18     check character: 31 − (Σ value(cᵢ) × 3^(i−1) mod 31) mod 31, value 31 written as 0
 */
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Weights 3^(i−1) mod 31 for positions 1–17. */
const WEIGHTS = Array.from({ length: 17 }, (_, i) => {
  let weight = 1;
  for (let k = 0; k < i; k += 1) weight = (weight * 3) % 31;
  return weight;
});

export type CreditCodeProblem = 'length' | 'format' | 'checkDigit';

/** Upper case, without spaces: what people type is often lower case or grouped. */
export function normaliseCreditCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The check character the first 17 characters call for (they must be of the alphabet). */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) throw new RangeError(`not a credit-code character: ${first17.charAt(i)}`);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** What is wrong with a (normalised) code, or null when it is valid. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (code.length !== 18) return 'length';
  if (!SHAPE.test(code)) return 'format';
  return creditCodeCheckCharacter(code.slice(0, 17)) === code.charAt(17) ? null : 'checkDigit';
}

export function isUnifiedSocialCreditCode(value: string): boolean {
  return creditCodeProblem(normaliseCreditCode(value)) === null;
}
