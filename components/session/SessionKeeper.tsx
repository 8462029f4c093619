'use client';
/**
 * Keeps the app state of docs/storefront.md#app-state: restores it at start, saves it whenever the page may
 * go away, drops it when the session cookie is gone, and fills it from the product server when a
 * session exists but the state was lost. Also tells lib/http how to end an expired session.
 */
import { reloadAt } from '@/lib/navigation';
import { useEffect } from 'react';
import { useAtom, useSetAtom, useStore } from 'jotai';
import { setSessionExpiredHandler } from '@/lib/http/notifier';
import { isAccountEntryPath, isPublicPath } from '@/lib/routes';
import { currentFullPath, endSession, loadAccountApi, readSessionMarker } from '@/lib/session/client';
import { readSavedState, rememberReturnRoute, saveOnPageExit } from '@/lib/session/persistence';
import { EMPTY_SESSION, sessionAtom, sessionFromCustomer, sessionRestoredAtom } from '@/lib/session/state';

export function SessionKeeper() {
  const store = useStore();
  const [, setSession] = useAtom(sessionAtom);
  const setRestored = useSetAtom(sessionRestoredAtom);

  useEffect(() => {
    const marker = readSessionMarker();
    const saved = readSavedState() ?? EMPTY_SESSION;
    if (!marker) {
      setSession(saved.token ? { ...EMPTY_SESSION, searchType: saved.searchType } : saved);
      setRestored(true);
    } else if (saved.token === marker && saved.userInfo) {
      setSession(saved);
      setRestored(true);
    } else if (saved.token && !isPublicPath(window.location.pathname)) {
      // A different session than the saved state's, on a login-only page: the guard reports the
      // duplicate login (docs/storefront.md#session-guard).
      setSession(saved);
      setRestored(true);
    } else {
      // A session without state (a new tab after storage was cleared), or another login seen from
      // a public page: ask the product server who it is, so the top bar never shows a stale name.
      loadAccountApi()
        .then((accountApi) => accountApi.customer(undefined, { silent: true }))
        .then((customer) => setSession(sessionFromCustomer(marker, customer, { ...EMPTY_SESSION, searchType: saved.searchType })))
        .catch(() => setSession(EMPTY_SESSION))
        .finally(() => setRestored(true));
    }
    return saveOnPageExit(() => store.get(sessionAtom));
  }, [setSession, setRestored, store]);

  useEffect(() => {
    // Log out and go to the site root (docs/product-rules.md#error-messages); the page left is
    // remembered, so logging in again comes back to it.
    setSessionExpiredHandler(async () => {
      const left = currentFullPath();
      await endSession();
      if (!isAccountEntryPath(window.location.pathname)) rememberReturnRoute(left);
      setSession(EMPTY_SESSION);
      reloadAt('/');
    });
  }, [setSession]);

  return null;
}
