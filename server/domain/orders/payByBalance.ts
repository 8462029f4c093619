/**
 * Paying an order from the balance (`yezf`), in ONE transaction: the order row locked and
 * checked (the caller's, unpaid, before its deadline), the balance debited by one conditional
 * UPDATE (`… WHERE balance >= amount`, so racing payments can never overdraw it, on PGlite or on
 * a PostgreSQL server with many connections), the ledger row, the payment row (its idempotency
 * key unique per customer, and at most one succeeded payment per order), the order moved 0 → 1
 * with history and notification, the first bill recorded as paid, and the order's open online
 * trade closed. Any refusal rolls all of it back.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_STATUS, type BalancePayment, type OrderStatus } from '@/contract/orders';
import type { Db } from '../../db/client';
import { payments, rentalOrders } from '../../db/schema';
import { writeFirstBill } from '../bills/schedule';
import { lockCustomerOrder } from './access';
import { cancelUnpaidOrder } from './cancel';
import { transition } from './lifecycle';
import { refuseUnlessUnpaid } from './paymentWindow';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { balanceOf, debitBalance } from '../payments/ledger';
import { closeOpenTrades } from '../payments/trades';

/** Thrown inside the paying transaction when the deadline has passed: the order is closed after the rollback. */
class PastDeadline extends Error {}

/** `POST /api/wOrder/yezf`. The same idempotency key for the same order answers the first payment again and charges nothing. */
export async function payByBalance(db: Db, customerId: number, input: { orderNo: string; idempotencyKey: string }, now: Date): Promise<BalancePayment> {
  try {
    return await db.transaction(async (tx) => {
      // On PostgreSQL a second payment of the order waits here, then sees status 1.
      const order = await lockCustomerOrder(tx, customerId, input.orderNo);

      const [previous] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, input.idempotencyKey)));
      if (previous) {
        if (previous.orderId !== order.id) throw new Refusal(ORDER_MESSAGES.keyReused);
        // A retry of a payment that went through: the same answer, no second charge.
        return {
          orderNo: order.orderNo,
          status: order.status as OrderStatus,
          amount: previous.amount,
          balance: await balanceOf(tx, customerId),
          paidAt: formatShanghai(previous.paidAt ?? previous.createdAt),
        };
      }

      refuseUnlessUnpaid(order, now);
      if (now >= order.payDeadline) throw new PastDeadline();

      const amount = order.payable;
      await tx.insert(payments).values({
        orderId: order.id,
        customerId,
        method: 'balance',
        amount,
        status: 'succeeded',
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        paidAt: now,
      });
      await transition(tx, order.id, ORDER_STATUS.pendingReview, { kind: 'customer', id: customerId }, '余额支付', now);
      // Paid: an online trade still open must not be paid as well (the route tells the provider after the commit).
      await closeOpenTrades(tx, order.id, now);
      const billId = await writeFirstBill(tx, order, now);
      // No row when the balance is short: the refusal rolls all of the above back.
      const balance = amount > 0 ? await debitBalance(tx, customerId, amount, { orderId: order.id, billId }, now) : await balanceOf(tx, customerId);
      if (balance === null) throw new Refusal(ORDER_MESSAGES.insufficientBalance);
      return { orderNo: order.orderNo, status: ORDER_STATUS.pendingReview, amount, balance, paidAt: formatShanghai(now) };
    });
  } catch (error) {
    if (!(error instanceof PastDeadline)) throw error;
    // The customer found the order past its deadline before the sweep did: close it now (stock
    // and coupon back), then say so. A racing closer makes this transition refuse; either way it is closed.
    const [order] = await db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, input.orderNo));
    if (order) {
      await db
        .transaction((tx) => cancelUnpaidOrder(tx, order.id, { kind: 'system' }, '超时未支付，系统自动取消', now))
        .catch((closeError: unknown) => {
          if (!(closeError instanceof Refusal)) throw closeError;
        });
    }
    throw new Refusal(ORDER_MESSAGES.timedOut);
  }
}
