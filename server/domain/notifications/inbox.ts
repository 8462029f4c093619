/**
 * The customer's 消息 list as /news and the top bar read it: newest first, a page at a time, with
 * how many are unread; and the read marks. Every query is bound to the asking customer, so
 * another customer's 消息 is unknown here (404), whatever id or userId a request names.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationView, NotificationsRead } from '@/contract/notifications';
import type { Db, Executor } from '../../db/client';
import { customerNotifications, rentalOrders } from '../../db/schema';
import { formatShanghai } from '../shared/clock';
import { notFound } from '../shared/refusal';

export type NotificationList = { list: NotificationView[]; totalCount: number; unreadCount: number };

const ofCustomer = (customerId: number) => eq(customerNotifications.customerId, customerId);
const unreadOf = (customerId: number) => and(ofCustomer(customerId), eq(customerNotifications.read, false));

export async function unreadCount(db: Executor, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customerNotifications).where(unreadOf(customerId));
  return row?.n ?? 0;
}

export async function listNotifications(db: Db, customerId: number, { page, limit }: { page: number; limit: number }): Promise<NotificationList> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: customerNotifications.id,
        title: customerNotifications.title,
        content: customerNotifications.content,
        read: customerNotifications.read,
        createdAt: customerNotifications.createdAt,
        orderNo: rentalOrders.orderNo,
      })
      .from(customerNotifications)
      .leftJoin(rentalOrders, eq(rentalOrders.id, customerNotifications.orderId))
      .where(ofCustomer(customerId))
      .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(customerNotifications).where(ofCustomer(customerId)),
    unreadCount(db, customerId),
  ]);
  return {
    list: rows.map((row) => ({ ...row, createdAt: formatShanghai(row.createdAt), orderNo: row.orderNo ?? null })),
    totalCount: total?.n ?? 0,
    unreadCount: unread,
  };
}

/** Marks one of the customer's 消息 read (again is fine); another customer's or an unknown id → 404. */
export async function markNotificationRead(db: Db, customerId: number, id: number): Promise<NotificationsRead> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ read: customerNotifications.read })
      .from(customerNotifications)
      .where(and(eq(customerNotifications.id, id), ofCustomer(customerId)))
      .limit(1);
    if (!row) throw notFound();
    const marked = row.read
      ? []
      : await tx
          .update(customerNotifications)
          .set({ read: true })
          .where(and(eq(customerNotifications.id, id), unreadOf(customerId)))
          .returning({ id: customerNotifications.id });
    return { marked: marked.length, unreadCount: await unreadCount(tx, customerId) };
  });
}

/** Marks every unread 消息 of the customer read. */
export async function markAllNotificationsRead(db: Db, customerId: number): Promise<NotificationsRead> {
  const marked = await db.update(customerNotifications).set({ read: true }).where(unreadOf(customerId)).returning({ id: customerNotifications.id });
  // Counted again: a 消息 written meanwhile stays unread.
  return { marked: marked.length, unreadCount: await unreadCount(db, customerId) };
}
