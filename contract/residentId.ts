/**
 * The 18-digit resident identity number (GB 11643-1999):
 *
 *   1–6    administrative division code of the place of first registration
 *   7–14   birth date YYYYMMDD
 *   15–17  sequence number (the 17th digit is odd for men, even for women)
 *   18     check character, ISO 7064 MOD 11-2: (12 − Σ digitᵢ × 2^(18−i) mod 11) mod 11, 10 written X
 */
export type ResidentIdProblem = 'format' | 'birthDate' | 'checkCharacter';

const SHAPE = /^[1-9]\d{16}[\dX]$/;

/** Weights 2^(18−i) mod 11 for positions 1–17. */
const WEIGHTS = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);
const CHECK_CHARACTERS = '10X98765432';

/** Upper case, without spaces (a trailing x is often typed in lower case). */
export function normaliseResidentId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The check character the first 17 digits call for. */
export function residentIdCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('the first 17 characters must be digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
}

/** The birth date written in the number, or null when it is no real calendar date. */
export function residentIdBirthDate(id: string): { year: number; month: number; day: number } | null {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1800 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** What is wrong with a (normalised) number, or null when it is valid. */
export function residentIdProblem(id: string): ResidentIdProblem | null {
  if (!SHAPE.test(id)) return 'format';
  if (!residentIdBirthDate(id)) return 'birthDate';
  return residentIdCheckCharacter(id.slice(0, 17)) === id.charAt(17) ? null : 'checkCharacter';
}

/**
 * Whole years of age on `today` (a `{year, month, day}` calendar date in Asia/Shanghai): a person
 * born on 29 February comes of age on 1 March in a common year.
 */
export function ageOn(birth: { year: number; month: number; day: number }, today: { year: number; month: number; day: number }): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export const ADULT_AGE = 18;
