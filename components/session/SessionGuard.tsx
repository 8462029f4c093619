'use client';
/**
 * On every login-only page (docs/storefront.md#session-guard): a different session than the saved state's is a
 * duplicate login (state cleared, back to the login page with 重复登录，已清除登录信息), and a
 * state without user info and GlobalId goes to the login page with 未获取到用户信息，请登录.
 */
import { reloadAt } from '@/lib/navigation';
import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useAtomValue, useSetAtom } from 'jotai';
import { notifier } from '@/lib/http/notifier';
import { currentFullPath, readSessionMarker } from '@/lib/session/client';
import { GUARD_MESSAGES, guardVerdict } from '@/lib/session/guard';
import { clearSavedState } from '@/lib/session/persistence';
import { loginUrlFor } from '@/lib/session/redirect';
import { EMPTY_SESSION, sessionAtom, sessionRestoredAtom } from '@/lib/session/state';

export function SessionGuard() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const restored = useAtomValue(sessionRestoredAtom);
  const setSession = useSetAtom(sessionAtom);

  useEffect(() => {
    if (!restored) return;
    const verdict = guardVerdict(readSessionMarker(), session);
    if (verdict === 'ok') return;
    const target = loginUrlFor(currentFullPath());
    if (verdict === 'no-session') {
      reloadAt(target);
      return;
    }
    if (verdict === 'duplicate-login') {
      clearSavedState();
      setSession(EMPTY_SESSION);
    }
    // A client-side move, so the message stays on screen on the login page.
    notifier().warning(GUARD_MESSAGES[verdict]);
    router.replace(target);
  }, [pathname, search, session, restored, setSession, router]);

  return null;
}
