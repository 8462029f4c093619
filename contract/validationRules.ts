/**
 * The validation rules of docs/product-rules.md#validation, plus the password rule of
 * docs/product-rules.md#accounts.
 * Pure functions: the pages, the ky client and the product server's zod schemas share them.
 */

/** 11 digits: 1, then 3–9, then nine digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export function isMobilePhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** A link that leaves the shop: opened in a new tab by the menu and never used as a route. */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

const KNOWN_ROLES = ['admin', 'editor'] as const;
export type RoleName = (typeof KNOWN_ROLES)[number];

export function isKnownRole(name: string): name is RoleName {
  return (KNOWN_ROLES as readonly string[]).includes(name.trim());
}

/** The login user name is trimmed before it is sent (docs/product-rules.md#validation). */
export function normaliseLoginName(name: string): string {
  return name.trim();
}

export function isSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}

/**
 * A password of 8–32 characters with at least one letter and one digit. Returns the Chinese
 * message for the first broken rule, or null when the password is acceptable.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return `密码长度为 ${PASSWORD_MIN} 到 ${PASSWORD_MAX} 位`;
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码须同时包含字母和数字';
  if (/\s/.test(password)) return '密码不能包含空格';
  return null;
}

/** An address value counts only when province, city and district are chosen (docs/product-rules.md#validation). */
export function isCompleteRegion(value: readonly (string | null | undefined)[]): value is [string, string, string] {
  return value.length === 3 && value.every((part) => typeof part === 'string' && part.trim() !== '');
}
