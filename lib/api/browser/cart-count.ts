import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { sessionAtom } from '@/lib/session/state';

/**
 * Asks the product server for the cart count and puts it in the session, which the top bar shows
 * (0 on failure: docs/storefront.md#top-bar). The cart client loads on first use, so the top bar of
 * a public page does not carry the HTTP client for visitors who never log in.
 */
export function useRefreshCartCount(): () => Promise<void> {
  const globalId = useAtomValue(sessionAtom).globalId;
  const setCartCount = useSetCartCount();
  return useCallback(async () => {
    if (!globalId) return;
    setCartCount(await import('./cart').then(({ cartApi }) => cartApi.count(globalId)).catch(() => 0));
  }, [globalId, setCartCount]);
}

/**
 * Puts a count the product server answered in the session (adding to the cart answers the new
 * count, so nothing asks again). A count for a session that has ended or changed meanwhile is dropped.
 */
export function useSetCartCount(): (cartCount: number) => void {
  const globalId = useAtomValue(sessionAtom).globalId;
  const setSession = useSetAtom(sessionAtom);
  return useCallback((cartCount: number) => setSession((current) => (current.globalId === globalId ? { ...current, cartCount } : current)), [globalId, setSession]);
}
