/** What a change of renting entity would do to an order, and the changes it went through. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import type { OrderTransferPreview, OrderTransferRecord } from '@/contract/orderTransfers';
import type { Db, Executor } from '../../db/client';
import { customers, orderTransfers } from '../../db/schema';
import type { CustomerAccount } from '../customers/accounts';
import { formatShanghai } from '../shared/clock';
import { notFound } from '../shared/refusal';
import { depositRoute } from '../payments/moneyBack';
import { customerOrderRow } from './access';
import { orderView } from './read';
import { companyNameOf, personNameOf, transferFacts, transferRefusal } from './transferRules';

/** The changes an order went through, oldest first. */
async function transfersOf(db: Executor, orderId: number): Promise<OrderTransferRecord[]> {
  const from = alias(customers, 'from_customer');
  const to = alias(customers, 'to_customer');
  const rows = await db
    .select({ transferNo: orderTransfers.transferNo, fromName: from.personName, companyName: to.companyName, contactName: to.personName, createdAt: orderTransfers.createdAt })
    .from(orderTransfers)
    .innerJoin(from, eq(from.id, orderTransfers.fromCustomerId))
    .innerJoin(to, eq(to.id, orderTransfers.toCustomerId))
    .where(eq(orderTransfers.orderId, orderId))
    .orderBy(asc(orderTransfers.createdAt), asc(orderTransfers.id));
  return rows.map((row) => ({
    transferNo: row.transferNo,
    fromName: personNameOf({ personName: row.fromName }),
    companyName: companyNameOf({ companyName: row.companyName, personName: row.contactName }),
    createdAt: formatShanghai(row.createdAt),
  }));
}

/** `GET /api/wOrder/changeBodyOrder/{orderNo}`: the caller's order as a change would move it. */
export async function transferPreview(db: Db, customer: CustomerAccount, orderNo: string): Promise<OrderTransferPreview> {
  const row = await customerOrderRow(db, customer.id, orderNo);
  const view = row ? await orderView(db, customer.id, orderNo) : null;
  if (!row || !view) throw notFound();
  const facts = await transferFacts(db, row.id);
  const reason = transferRefusal(customer, row, facts);
  const status = row.status as OrderStatus;
  return {
    orderNo,
    status,
    statusName: ORDER_STATUS_NAMES[status],
    storeName: view.storeName,
    items: view.items,
    termMonths: view.termMonths,
    quantity: view.quantity,
    monthlyRent: row.monthlyRent,
    remainingPeriods: facts.remainingPeriods,
    remainingRent: facts.remainingRent,
    overduePeriods: facts.overduePeriods,
    depositHeld: row.deposit + row.depositWaived,
    deposit: row.deposit,
    depositRefundTo: row.deposit > 0 ? await depositRoute(db, row.id) : 'none',
    depositWaived: row.depositWaived,
    rentStartedAt: row.rentStartedAt ? formatShanghai(row.rentStartedAt) : null,
    allowed: reason === null,
    reason,
    transfers: await transfersOf(db, row.id),
  };
}
