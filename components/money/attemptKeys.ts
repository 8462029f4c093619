'use client';
/**
 * One idempotency key per payment attempt: the same thing paid the same way for the same amount
 * keeps its key across retries and double clicks (the server answers it once), anything else is a
 * new attempt with a new key.
 */
import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/api/browser/idempotency';

export function useAttemptKeys(): { keyFor: (attempt: string) => string; spent: (attempt: string) => void } {
  const keys = useRef(new Map<string, string>());
  const keyFor = useCallback((attempt: string) => {
    const known = keys.current.get(attempt);
    if (known) return known;
    const key = newIdempotencyKey();
    keys.current.set(attempt, key);
    return key;
  }, []);
  const spent = useCallback((attempt: string) => {
    keys.current.delete(attempt);
  }, []);
  return { keyFor, spent };
}
