/**
 * The invoice part of the authorization matrix's cast: customer A with two paid bills (one on a
 * request 申请中, one free), a title and a receiving email, in a shop that is not the demo
 * merchant's; customer B with a title of their own, so B's calls get past their own checks and
 * meet A's ids.
 */
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { bills, rentalOrders } from '../db/schema';
import type { TestServer } from '../testing/harness';
import { addTitle, invoiceCastOf } from '../testing/invoices';
import { demoMerchantShopId } from '../testing/staff';
import type { Stranger, Victim } from './twoCustomers';

export type InvoiceCast = Awaited<ReturnType<typeof arrangeInvoices>>;

async function paidFirstBill(server: TestServer, orderNo: string): Promise<{ id: number; storeId: number }> {
  const [row] = await server.db
    .select({ id: bills.id, storeId: rentalOrders.storeId })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(bills.period, 1), eq(bills.status, 1)));
  assert.ok(row, `the first bill of ${orderNo} is paid`);
  return row;
}

export async function arrangeInvoices(server: TestServer, a: Victim, b: Stranger) {
  const requested = await paidFirstBill(server, a.renting.orderNo);
  const free = await paidFirstBill(server, a.shipped.orderNo);
  assert.notEqual(requested.storeId, await demoMerchantShopId(server), "A rents from a shop that is not the demo merchant's");
  const email = 'victim-finance@example.com';
  const emailSaved = await server.post('/api/wInvoiceTitle/email', { email }, { token: a.token });
  assert.equal(emailSaved.body.code, 200, emailSaved.body.msg);
  const cast = await invoiceCastOf(server, { token: a.token, customerId: a.customerId }, requested.id, free.id);
  const bTitle = await addTitle(server, b.token, { kind: 'person', name: '陌生用户' });
  return { a: { ...cast, email }, b: { titleId: bTitle.id } };
}
