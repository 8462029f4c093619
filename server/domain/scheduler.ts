/**
 * Work that falls due with time, run every 30 s by main.ts (and by tests with a ManualClock):
 *  (a) unpaid orders past their payment deadline are cancelled (stock and coupon back);
 *  (b) shipped orders 7 days after shipping are received automatically (the rent starts, and
 *      the lifecycle writes the bill schedule);
 *  (c) unpaid bills whose due day has passed become 逾期, with a notification;
 *  (d) paid orders whose risk check nobody asked for are checked (riskCheck.ts);
 *  (e) the payment provider hears what it has not confirmed yet: trades we closed are closed
 *      there, pending refunds of online money are sent (providerFollowUp.ts; idempotent there).
 * Every change runs in its own transaction and is guarded by the status it expects (the row
 * lock and conditional UPDATE of `transition`, a `WHERE status = 0` on bills), so two processes
 * running this at once change each row once; the loser's refusal is skipped silently.
 */
import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { ORDER_STATUS } from '@/contract/orders';
import { formatFen } from '@/lib/format/money';
import type { Db } from '../db/client';
import { silentLogger, type Logger } from '../log';
import type { PaymentProvider } from '../providers/payment';
import { bills, customerNotifications, rentalOrders } from '../db/schema';
import { DAY_MS, formatShanghai } from './shared/clock';
import { transition } from './orders/lifecycle';
import { cancelUnpaidOrder } from './orders/place';
import { settleWithProvider } from './payments/providerFollowUp';
import { checkUncheckedPaidOrders } from './orders/risk';
import { Refusal } from './shared/refusal';

/** Days after shipping when an order not yet received is received automatically. */
export const AUTO_RECEIPT_DAYS = 7;
export const SCHEDULER_INTERVAL_MS = 30_000;

export const TIMEOUT_NOTE = '超时未支付，订单已自动取消';
export const AUTO_RECEIPT_NOTE = '自动确认收货';
/** Orders handled per kind and run: the next run takes the rest. */
const BATCH = 200;

export type DueWorkResult = { cancelled: number; received: number; overdue: number; riskChecked: number; tradesClosed: number; refundsSent: number };

export type DueWorkOptions = { payment?: PaymentProvider | null; log?: Logger };

/** Runs `change` in its own transaction; false when another actor got there first (a refusal). */
async function once(db: Db, change: Parameters<Db['transaction']>[0]): Promise<boolean> {
  try {
    await db.transaction(change);
    return true;
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}

export async function cancelTimedOutOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: rentalOrders.id })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.status, ORDER_STATUS.unpaid), lte(rentalOrders.payDeadline, now)))
    .orderBy(rentalOrders.payDeadline)
    .limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    // transition() locks the row and refuses unless it is still 0 (paid or cancelled meanwhile).
    if (await once(db, (tx) => cancelUnpaidOrder(tx, id, { kind: 'system' }, TIMEOUT_NOTE, now))) done += 1;
  }
  return done;
}

export async function receiveShippedOrders(db: Db, now: Date): Promise<number> {
  const shippedBefore = new Date(now.getTime() - AUTO_RECEIPT_DAYS * DAY_MS);
  const due = await db
    .select({ id: rentalOrders.id })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.status, ORDER_STATUS.shipped), lte(rentalOrders.shippedAt, shippedBefore)))
    .orderBy(rentalOrders.shippedAt)
    .limit(BATCH);
  let done = 0;
  for (const { id } of due) {
    if (await once(db, (tx) => transition(tx, id, ORDER_STATUS.renting, { kind: 'system' }, AUTO_RECEIPT_NOTE, now).then(() => undefined))) done += 1;
  }
  return done;
}

/** Unpaid bills whose due day (Shanghai) is before today become 2 逾期; each gets one notification. */
export async function markOverdueBills(db: Db, now: Date): Promise<number> {
  const today = formatShanghai(now).slice(0, 10);
  return db.transaction(async (tx) => {
    // The status guard makes a racing run's UPDATE skip the rows this one changed.
    const marked = await tx
      .update(bills)
      .set({ status: 2 })
      .where(and(eq(bills.status, 0), lt(bills.dueDate, today)))
      .returning({ orderId: bills.orderId, period: bills.period, periods: bills.periods, amount: bills.amount, dueDate: bills.dueDate });
    if (marked.length === 0) return 0;
    const orders = await tx
      .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, customerId: rentalOrders.customerId })
      .from(rentalOrders)
      .where(inArray(rentalOrders.id, [...new Set(marked.map((bill) => bill.orderId))]));
    const byId = new Map(orders.map((order) => [order.id, order]));
    const notes = marked.flatMap((bill) => {
      const order = byId.get(bill.orderId);
      if (!order) return [];
      return [
        {
          customerId: order.customerId,
          orderId: order.id,
          title: '账单已逾期',
          content: `您的订单 ${order.orderNo} 第 ${bill.period}/${bill.periods} 期账单（${formatFen(bill.amount)}，到期日 ${bill.dueDate}）已逾期，请尽快支付。`,
          createdAt: now,
        },
      ];
    });
    if (notes.length > 0) await tx.insert(customerNotifications).values(notes);
    return marked.length;
  });
}

/** One pass over all due work. Safe to run from several processes at once. */
export async function runDueWork(db: Db, now: Date, options: DueWorkOptions = {}): Promise<DueWorkResult> {
  const cancelled = await cancelTimedOutOrders(db, now);
  const received = await receiveShippedOrders(db, now);
  const overdue = await markOverdueBills(db, now);
  // After the overdue marks: a bill that became overdue in this pass already counts against new orders.
  const riskChecked = await checkUncheckedPaidOrders(db, now, BATCH);
  // Last: the timeouts and rejections of this pass closed trades and decided refunds.
  const provider = await settleWithProvider(db, options.payment ?? null, now, options.log ?? silentLogger);
  return { cancelled, received, overdue, riskChecked, ...provider };
}

