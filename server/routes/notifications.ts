/**
 * The customer's 消息 (/news and the top bar's mark) under /api/wUserNews: the list of
 * docs/product-rules.md#notifications in its own page shape, and the read marks. The list is always
 * the session's customer's: a `userId` naming someone else is ignored, and another customer's 消息 id
 * answers 404.
 */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { type NotificationPage } from '@/contract/notifications';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../domain/notifications/inbox';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { NOTIFICATION_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function notificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(NOTIFICATION_API.list), customer, validated(NOTIFICATION_API.list), async (c) => {
    const { page, limit } = c.req.valid('query');
    const { list, totalCount, unreadCount } = await listNotifications(deps.db, c.var.customer.id, { page, limit });
    const answer: NotificationPage = {
      code: CODE.ok,
      msg: MESSAGES.queried,
      page: { list, totalCount, pageSize: limit, currPage: page, totalPage: Math.ceil(totalCount / limit) },
      unreadCount,
    };
    return c.json(answer);
  });

  routes.on(...at(NOTIFICATION_API.markRead), customer, validated(NOTIFICATION_API.markRead), async (c) =>
    c.json(okAs(NOTIFICATION_API.markRead, await markNotificationRead(deps.db, c.var.customer.id, c.req.valid('json').id))),
  );

  routes.on(...at(NOTIFICATION_API.markAllRead), customer, validated(NOTIFICATION_API.markAllRead), async (c) =>
    c.json(okAs(NOTIFICATION_API.markAllRead, await markAllNotificationsRead(deps.db, c.var.customer.id), '已全部标记为已读')),
  );

  return routes;
}
