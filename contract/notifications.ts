/**
 * The customer's 消息 list (/news; docs/product-rules.md#notifications: `GET /api/wUserNews/listForPage`
 * with page, limit and userId, answered in the message list's own page shape) and its read marks.
 */
import { z } from 'zod';
import type { MessagePage } from './envelope';
import { limitParam, pageParam, positiveId } from './params';

/** The storefront asks for page 1, limit 99 (docs/product-rules.md#notifications). */
export const NOTIFICATION_PAGE_LIMIT = 99;

export const notificationListQuery = z.strictObject({
  page: pageParam,
  limit: limitParam(NOTIFICATION_PAGE_LIMIT, NOTIFICATION_PAGE_LIMIT),
  /**
   * The customer's global id, as the original storefront sends it
   * (docs/product-rules.md#notifications). The list is always the session's customer's: another id
   * is ignored, never followed.
   */
  userId: z.string().max(64, '用户标识不正确').optional(),
});

/** `id` of a 消息 (bigserial ids, but a customer's stay far below 2³¹). */
export const notificationIdBody = z.strictObject({ id: positiveId('消息编号不正确') });

export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** One 消息. */
export type NotificationView = {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
  /** The order it is about, if any (linked to its details). */
  orderNo: string | null;
};

/** `listForPage`'s answer: its own page shape (docs/product-rules.md#envelope), and how many of the customer's 消息 are unread in all. */
export type NotificationPage = MessagePage<NotificationView> & { unreadCount: number };

/** `read` and `readAll`: what is unread now (the top bar's mark follows it). */
export type NotificationsRead = { marked: number; unreadCount: number };
