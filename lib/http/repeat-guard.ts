/**
 * The duplicate-submit guard (SPEC.md section 5): an identical POST or PUT (same URL, same
 * serialised body) within 1000 ms of the previous one is refused before it leaves the browser,
 * unless the caller opted out with repeatSubmit false. The last submit is kept in sessionStorage
 * under `sessionObj` like the original shop, or in memory when storage is missing or refuses.
 */
import { REPEAT_SUBMIT_MAX_CHARS, REPEAT_SUBMIT_STORAGE_KEY, REPEAT_SUBMIT_WINDOW_MS } from './constants';
import { duplicateSubmitError, type ApiError } from './errors';

export type SubmitRecord = { url: string; data: string; time: number };
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
      const attempt: SubmitRecord = { url, data: body, time: now() };
      const previous = read();
      if (previous && previous.url === attempt.url && previous.data === attempt.data && attempt.time - previous.time < windowMs) {
        return duplicateSubmitError();
      }
      write(attempt);
      return null;
    },
  };
}

function parseRecord(text: string | null): SubmitRecord | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const url = 'url' in value ? value.url : undefined;
    const data = 'data' in value ? value.data : undefined;
    const time = 'time' in value ? value.time : undefined;
    if (typeof url !== 'string' || typeof time !== 'number') return null;
    return { url, data: typeof data === 'string' ? data : '', time };
  } catch {
    return null;
  }
}
