/**
 * Where to go after login: the `redirect` query value, accepted only when it is a path on this
 * site. Anything that a browser or router could read as another origin (`//evil.com`,
 * `/\evil.com`, `/\t/evil.com` once the tab is stripped, encoded backslashes, schemes) gives the
 * fallback instead. A target on the payment page also gives the fallback (docs/storefront.md#login-redirect).
 */
import { HOME_PATH } from '@/lib/routes';

export const REDIRECT_MAX_LENGTH = 2048;
const CHECK_ORIGIN = 'http://shop.invalid';
const MAX_DECODE_ROUNDS = 5;

export function safeRedirectTarget(raw: string | string[] | null | undefined, fallback: string = HOME_PATH): string {
  // `?redirect=a&redirect=b` is ambiguous: only a single value is considered.
  const candidate = Array.isArray(raw) ? (raw.length === 1 ? raw[0] : undefined) : raw;
  const target = sameOriginPath(candidate);
  if (target === null || /immediatelyPay/i.test(target)) return fallback;
  return target;
}

/** The login page's address that comes back to `fullPath` (path, query and hash) afterwards. */
export function loginUrlFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

function sameOriginPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > REDIRECT_MAX_LENGTH) return null;
  if (!raw.startsWith('/')) return null;
  const decoded = decodeFully(raw);
  if (decoded === null || looksHostile(raw) || looksHostile(decoded)) return null;
  let url: URL;
  try {
    url = new URL(raw, CHECK_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== CHECK_ORIGIN) return null;
  // Dot segments can collapse into a protocol-relative path: `/.//evil.com` becomes `//evil.com`.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

function looksHostile(value: string): boolean {
  if (value.startsWith('//') || value.includes('\\')) return true;
  // C0 controls and DEL: URL parsers drop tab and newline, which turns `/\t/x` into `//x`.
  if (/[\u0000-\u001f\u007f]/.test(value)) return true;
  // Whitespace in the path (`/ /evil.com`); in the query it is only text.
  const pathPart = value.split(/[?#]/, 1)[0] ?? '';
  return /\s/.test(pathPart);
}

/** Decodes until nothing changes, so `%255C` is seen as `\`; malformed escapes give null. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}
