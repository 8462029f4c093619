/** Writing one 消息 to a customer, inside the transaction of the change it tells about. */
import type { Executor } from '../../db/client';
import { customerNotifications } from '../../db/schema';

export type NewNotification = { customerId: number; orderId?: number | null; title: string; content: string };

export async function notifyCustomer(tx: Executor, note: NewNotification, now: Date): Promise<number> {
  const [row] = await tx
    .insert(customerNotifications)
    .values({ customerId: note.customerId, orderId: note.orderId ?? null, title: note.title, content: note.content, createdAt: now })
    .returning({ id: customerNotifications.id });
  if (!row) throw new Error('the notification was not written');
  return row.id;
}
