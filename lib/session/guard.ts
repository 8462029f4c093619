/**
 * The navigation rules of docs/storefront.md#session-guard as one pure decision, so they are tested without a
 * router. The page decides what to do with each verdict.
 */
import type { SessionState } from './state';
import { DUPLICATE_LOGIN_TEXT, MISSING_USER_INFO_TEXT } from '@/lib/http/messages';

export type GuardVerdict = 'ok' | 'no-session' | 'duplicate-login' | 'missing-user-info';

export const GUARD_MESSAGES = {
  'duplicate-login': DUPLICATE_LOGIN_TEXT,
  'missing-user-info': MISSING_USER_INFO_TEXT,
} as const;

export function guardVerdict(marker: string | undefined, state: Pick<SessionState, 'token' | 'userInfo' | 'globalId'>): GuardVerdict {
  if (!marker) return 'no-session';
  if (state.token && state.token !== marker) return 'duplicate-login';
  if (!state.userInfo && !state.globalId) return 'missing-user-info';
  return 'ok';
}
