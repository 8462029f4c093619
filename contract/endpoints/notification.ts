import { endpoint, CUSTOMER } from '../endpoint';
import type { NotificationPage, NotificationsRead } from '../notifications';

export const NOTIFICATION_API = {
  list: endpoint('GET', '/api/wUserNews/listForPage', CUSTOMER).answers<NotificationPage>(),
  markRead: endpoint('POST', '/api/wUserNews/read', CUSTOMER).answers<NotificationsRead>(),
  markAllRead: endpoint('POST', '/api/wUserNews/readAll', CUSTOMER).answers<NotificationsRead>(),
} as const;
