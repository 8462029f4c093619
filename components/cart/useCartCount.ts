'use client';
import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { cartApi } from '@/lib/api/cart';
import { sessionAtom } from '@/lib/session/state';

/** Asks the product server for the cart count and puts it in the top bar (SPEC.md: 0 on failure). */
export function useRefreshCartCount(): () => Promise<void> {
  const [session, setSession] = useAtom(sessionAtom);
  return useCallback(async () => {
    if (!session.GlobalId) return;
    const carShuLian = await cartApi
      .count(session.GlobalId)
      .then((answer) => answer.carShuLian)
      .catch(() => 0);
    setSession((current) => ({ ...current, goodsCarNum: carShuLian }));
  }, [session.GlobalId, setSession]);
}
