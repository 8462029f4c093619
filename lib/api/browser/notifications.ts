/**
 * The customer's 消息 (docs/product-rules.md#notifications: `GET /api/wUserNews/listForPage` with page, limit and
 * userId, the storefront sending page 1, limit 99 and the customer's global id) and the read marks.
 */
import { requestEnvelope, call } from '@/lib/http/client';
import { NOTIFICATION_PAGE_LIMIT, type NotificationPage, type NotificationsRead, type NotificationView } from '@/contract/notifications';

export type NotificationList = { list: NotificationView[]; totalCount: number; unreadCount: number };

export const notificationApi = {
  /** Page 1, limit 99 (docs/storefront.md#constants). `silent`: the top bar's mark says nothing when it fails. */
  list: async (globalId: string, options: { silent?: boolean } = {}): Promise<NotificationList> => {
    const answer = await requestEnvelope<NotificationPage>(
      'GET',
      'api/wUserNews/listForPage',
      { page: 1, limit: NOTIFICATION_PAGE_LIMIT, userId: globalId },
      { repeatSubmit: false, ...options },
    );
    return { list: answer.page.list, totalCount: answer.page.totalCount, unreadCount: answer.unreadCount };
  },
  markRead: (id: number) => call<NotificationsRead>('POST', 'api/wUserNews/read', { id }, { repeatSubmit: false }),
  markAllRead: () => call<NotificationsRead>('POST', 'api/wUserNews/readAll', {}),
};
