/**
 * The customer's 消息 (docs/product-rules.md#notifications: `GET /api/wUserNews/listForPage` with page, limit and
 * userId, the storefront sending page 1, limit 99 and the customer's global id) and the read marks.
 */
import { requestEnvelope, send } from '@/lib/http/client';
import { NOTIFICATION_PAGE_LIMIT, type NotificationView } from '@/contract/notifications';
import type { AnswerOf } from '@/contract/endpoint';
import { NOTIFICATION_API } from '@/contract/endpoints/notification';

export type NotificationList = { list: NotificationView[]; totalCount: number; unreadCount: number };

export const notificationApi = {
  /** Page 1, limit 99 (docs/storefront.md#constants). `silent`: the top bar's mark says nothing when it fails. */
  list: async (globalId: string, options: { silent?: boolean } = {}): Promise<NotificationList> => {
    // The list's envelope carries its page itself (the original API's shape), not in `data`.
    const answer = await requestEnvelope<AnswerOf<typeof NOTIFICATION_API.list>>(
      NOTIFICATION_API.list.method,
      NOTIFICATION_API.list.path,
      { page: 1, limit: NOTIFICATION_PAGE_LIMIT, userId: globalId },
      { repeatSubmit: false, ...options },
    );
    return { list: answer.page.list, totalCount: answer.page.totalCount, unreadCount: answer.unreadCount };
  },
  markRead: (id: number) => send(NOTIFICATION_API.markRead, { id }, { repeatSubmit: false }),
  markAllRead: () => send(NOTIFICATION_API.markAllRead, {}),
};
