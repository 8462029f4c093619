import { endpoint, CUSTOMER } from '../endpoint';
import { notificationIdBody, notificationListQuery } from '../notifications';
import { emptyBody } from '../request';
import type { NotificationPage, NotificationsRead } from '../notifications';

export const NOTIFICATION_API = {
  list: endpoint('GET', '/api/wUserNews/listForPage', CUSTOMER, { query: notificationListQuery }).answers<NotificationPage>(),
  markRead: endpoint('POST', '/api/wUserNews/read', CUSTOMER, { json: notificationIdBody }).answers<NotificationsRead>(),
  markAllRead: endpoint('POST', '/api/wUserNews/readAll', CUSTOMER, { json: emptyBody }).answers<NotificationsRead>(),
} as const;
