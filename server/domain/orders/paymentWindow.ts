/**
 * The window in which an unpaid order can be paid: what every way of paying refuses, and what the
 * checkout's countdown and the payment page ask (orderTime, pdZydd).
 */
import { ORDER_MESSAGES, ORDER_STATUS, type OrderDeadline, type OrderPayability, type OrderStatus } from '@/contract/orders';
import type { Db } from '../../db/client';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { customerOrderRow } from './access';

function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/**
 * What every way of paying an order refuses before money moves: a cancelled (timed out or by the
 * customer), closed or already paid order. The deadline of an unpaid order is the caller's to judge.
 */
export function refuseUnlessUnpaid(order: { status: number; payDeadline: Date }, now: Date): void {
  if (order.status === ORDER_STATUS.cancelled) throw new Refusal(now >= order.payDeadline ? ORDER_MESSAGES.timedOut : ORDER_MESSAGES.cancelledUnpaid);
  // Closed is reached only after payment (rejected, refunded): it is not payable again.
  if (order.status === ORDER_STATUS.closed) throw new Refusal(ORDER_MESSAGES.closed);
  if (order.status !== ORDER_STATUS.unpaid) throw new Refusal(ORDER_MESSAGES.alreadyPaid);
}

/** `GET /api/wOrder/orderTime/{orderno}`. */
export async function orderDeadline(db: Db, customerId: number, orderNo: string, now: Date): Promise<OrderDeadline> {
  const row = await customerOrderRow(db, customerId, orderNo);
  if (!row) throw notFound();
  const status = row.status as OrderStatus;
  return { orderNo, status, payDeadline: formatShanghai(row.payDeadline), secondsLeft: status === ORDER_STATUS.unpaid ? secondsLeft(row.payDeadline, now) : 0 };
}

/** `GET /api/wOrder/pdZydd`: an unknown order and another customer's answer alike (mine: false), so numbers cannot be probed. */
export async function orderPayability(db: Db, customerId: number, orderNo: string, now: Date): Promise<OrderPayability> {
  const row = await customerOrderRow(db, customerId, orderNo);
  if (!row) return { orderNo, mine: false, payable: false, amount: 0, secondsLeft: 0 };
  const open = row.status === ORDER_STATUS.unpaid && now < row.payDeadline;
  return { orderNo, mine: true, payable: open, amount: row.payable, secondsLeft: open ? secondsLeft(row.payDeadline, now) : 0 };
}
