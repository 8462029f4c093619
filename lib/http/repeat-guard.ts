/**
 * The duplicate-submit guard (docs/storefront.md#http-client): an identical POST or PUT (same method, URL and
 * serialised body) within 1000 ms of the previous one is refused before it leaves the browser,
 * unless the caller opted out with repeatSubmit false. The last submit is kept in sessionStorage
 * under `sessionObj` like the original shop, or in memory when storage is missing or refuses.
 *
 * Only a digest of the submit is kept, never the body: the original shop stored login and
 * registration bodies, passwords included, where any script on the page could read them. The digest
 * only has to tell an identical submit from another one.
 */
import { REPEAT_SUBMIT_MAX_CHARS, REPEAT_SUBMIT_STORAGE_KEY, REPEAT_SUBMIT_WINDOW_MS } from './constants';
import { duplicateSubmitError, type ApiError } from './errors';

export type SubmitRecord = { digest: string; time: number };
export type SubmitStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type SubmitAttempt = {
  method: string;
  /** The path and query the call goes to. */
  url: string;
  /** The serialised body, exactly as sent. */
  body?: string;
  repeatSubmit?: boolean;
};

export type RepeatSubmitGuardOptions = {
  storage?: () => SubmitStorage | null | undefined;
  /** Read on every check, so jest's fake timers move it. */
  now?: () => number;
  windowMs?: number;
  maxChars?: number;
};

export type RepeatSubmitGuard = {
  /** Records the attempt and returns null, or returns the duplicate error (and records nothing). */
  check(attempt: SubmitAttempt): ApiError | null;
};

const browserSessionStorage = (): SubmitStorage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

export function createRepeatSubmitGuard(options: RepeatSubmitGuardOptions = {}): RepeatSubmitGuard {
  const storage = options.storage ?? browserSessionStorage;
  const now = options.now ?? (() => Date.now());
  const windowMs = options.windowMs ?? REPEAT_SUBMIT_WINDOW_MS;
  const maxChars = options.maxChars ?? REPEAT_SUBMIT_MAX_CHARS;
  let inMemory: SubmitRecord | null = null;

  function read(): SubmitRecord | null {
    try {
      const store = storage();
      // When storage works it is the record: logging out clears it, and so must forget the last submit.
      if (store) return parseRecord(store.getItem(REPEAT_SUBMIT_STORAGE_KEY));
    } catch {
      // Storage disabled or throwing (private mode, sandboxed frame): memory still guards.
    }
    return inMemory;
  }

  function write(record: SubmitRecord): void {
    inMemory = record;
    try {
      storage()?.setItem(REPEAT_SUBMIT_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // Quota exceeded or storage disabled: the in-memory copy is enough for this page.
    }
  }

  return {
    check({ method, url, body = '', repeatSubmit }) {
      const verb = method.toUpperCase();
      if (repeatSubmit === false || (verb !== 'POST' && verb !== 'PUT')) return null;
      if (url.length + body.length >= maxChars) return null;
      const attempt: SubmitRecord = { digest: submitDigest(`${verb} ${url}\n${body}`), time: now() };
      const previous = read();
      if (previous && previous.digest === attempt.digest && attempt.time - previous.time < windowMs) {
        return duplicateSubmitError();
      }
      write(attempt);
      return null;
    },
  };
}

/**
 * cyrb53, a fast 53-bit string hash, as 14 hex digits. Not a cryptographic hash: it only has to
 * be synchronous (the guard runs inside the request setup) and to make two different submits
 * within one second collide practically never.
 */
function submitDigest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** A record as written above; anything else (an older page's `{url, data}`, garbage) is ignored. */
function parseRecord(text: string | null): SubmitRecord | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const digest = 'digest' in value ? value.digest : undefined;
    const time = 'time' in value ? value.time : undefined;
    if (typeof digest !== 'string' || typeof time !== 'number') return null;
    return { digest, time };
  } catch {
    return null;
  }
}
