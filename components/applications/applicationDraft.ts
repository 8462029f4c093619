/**
 * The application form's values, kept in sessionStorage as they are typed so that a reload does
 * not lose them. The form reads them as an external store (useSyncExternalStore): the server and
 * the first client render see the empty form, and the draft appears right after hydration.
 */
import type { ApplicationKind } from '@/lib/api/browser/applications';

export const APPLICATION_FIELDS = ['company', 'contactName', 'phone', 'businessLicenceNo', 'category', 'message'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = Record<ApplicationField, string>;

export const EMPTY_APPLICATION: ApplicationValues = Object.freeze({
  company: '',
  contactName: '',
  phone: '',
  businessLicenceNo: '',
  category: '',
  message: '',
});

export const DRAFT_KEY_PREFIX = 'zl-application-draft:';

const keyOf = (kind: ApplicationKind) => `${DRAFT_KEY_PREFIX}${kind}`;

/** Used when sessionStorage refuses (disabled, full): the draft then lasts as long as the page. */
const memory = new Map<string, string>();

function load(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, raw: string | null): void {
  try {
    if (raw === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, raw);
    memory.delete(key);
  } catch {
    if (raw === null) memory.delete(key);
    else memory.set(key, raw);
  }
}

function parse(raw: string | null): ApplicationValues {
  if (!raw) return EMPTY_APPLICATION;
  try {
    const saved: unknown = JSON.parse(raw);
    if (typeof saved !== 'object' || saved === null) return EMPTY_APPLICATION;
    const values = { ...EMPTY_APPLICATION };
    for (const field of APPLICATION_FIELDS) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') values[field] = value;
    }
    return values;
  } catch {
    return EMPTY_APPLICATION;
  }
}

const listeners = new Set<() => void>();
/** The last parse per kind, so a snapshot is the same object until the stored text changes. */
const parsed = new Map<string, { raw: string | null; values: ApplicationValues }>();

export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function draftSnapshot(kind: ApplicationKind): ApplicationValues {
  const key = keyOf(kind);
  const raw = load(key);
  const last = parsed.get(key);
  if (last && last.raw === raw) return last.values;
  const values = parse(raw);
  parsed.set(key, { raw, values });
  return values;
}

/** Saves the values (an all-empty form removes the draft) and tells the form. */
export function saveDraft(kind: ApplicationKind, values: ApplicationValues): void {
  const empty = APPLICATION_FIELDS.every((field) => values[field] === '');
  store(keyOf(kind), empty ? null : JSON.stringify(values));
  for (const listener of listeners) listener();
}

export function clearDraft(kind: ApplicationKind): void {
  saveDraft(kind, EMPTY_APPLICATION);
}
