import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { NotificationView } from '@/contract/notifications';
import { sessionAtom, type SessionState } from '@/lib/session/state';

/** What the top bar keeps of a 消息 (the app state's newsList, docs/storefront.md#app-state): the unread ones, briefly. */
export type NewsListEntry = Pick<NotificationView, 'id' | 'title' | 'createdAt'>;

/** The session's newsList and isNews from a read of the list: on when anything is unread. */
export function newsMarkOf(list: readonly NotificationView[], unreadCount: number): Pick<SessionState, 'newsList' | 'isNews'> {
  const unread: NewsListEntry[] = list.filter((note) => !note.read).map(({ id, title, createdAt }) => ({ id, title, createdAt }));
  return { newsList: unread, isNews: unreadCount > 0 };
}

/** Sets the mark from a list already read (the /news page's), for the session it belongs to. */
export function useSetNewsMark(): (globalId: string, list: readonly NotificationView[], unreadCount: number) => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (globalId, list, unreadCount) => setSession((current) => (current.globalId === globalId ? { ...current, ...newsMarkOf(list, unreadCount) } : current)),
    [setSession],
  );
}

/**
 * Asks the product server for the 消息 list (page 1, limit 99, the user id; an empty list on failure:
 * docs/product-rules.md#notifications) and puts the unread mark in the session, which the top bar
 * shows. The client loads on first use, as the cart count's does, so visitors who never log in do
 * not carry it.
 */
export function useRefreshNewsMark(): () => Promise<void> {
  const globalId = useAtomValue(sessionAtom).globalId;
  const setNewsMark = useSetNewsMark();
  return useCallback(async () => {
    if (!globalId) return;
    const answer = await import('./notifications').then(({ notificationApi }) => notificationApi.list(globalId, { silent: true })).catch(() => ({ list: [], unreadCount: 0 }));
    setNewsMark(globalId, answer.list, answer.unreadCount);
  }, [globalId, setNewsMark]);
}
