/**
 * Arrangement helpers for the invoice tests: orders placed and paid through the API and moved on
 * by the lifecycle as the back office would (approval, shipping, receipt), titles and requests
 * made through the API.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InvoiceRequestDetail, InvoiceTitle } from '@/contract/invoices';
import type { RentalOrderView } from '@/contract/orders';
import { bills, customers, rentalOrders } from '../db/schema';
import { transition } from '../domain/orders/lifecycle';
import type { TestServer } from './harness';
import { pay, setBalance } from './rentalScenarios';

const ADDRESS = { name: '王芳', phone: '13600005555', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园 2 号' };

export type Renter = { token: string; customerId: number };

export async function customerIdOf(server: TestServer, globalId: string): Promise<number> {
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.globalId, globalId));
  assert.ok(row, globalId);
  return row.id;
}

/** A demo account logged in by password. */
export async function logIn(server: TestServer, phone: string, passWord: string): Promise<Renter> {
  const answer = await server.post<{ quanJuId: string }>('/api/register/reg/paLogin', { phone, passWord });
  assert.ok(typeof answer.body.token === 'string' && answer.body.data, answer.body.msg);
  return { token: answer.body.token, customerId: await customerIdOf(server, answer.body.data.quanJuId) };
}

/**
 * An order of `quantity` units of `skuId` (12 months) placed and paid from the balance, then moved
 * to `status`: 1 (paid, in review), 2 (approved), 3 (shipped) or 4 (renting: the bills written).
 */
export async function paidOrder(server: TestServer, renter: Renter, options: { skuId: number; status: 1 | 2 | 3 | 4; couponId?: number; quantity?: number }) {
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    {
      items: [{ skuId: options.skuId, termMonths: 12, quantity: options.quantity ?? 1 }],
      address: ADDRESS,
      idempotencyKey: randomUUID(),
      ...(options.couponId ? { couponId: options.couponId } : {}),
    },
    { token: renter.token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  const [customer] = await server.db.select({ balance: customers.balance }).from(customers).where(eq(customers.id, renter.customerId));
  if ((customer?.balance ?? 0) < placed.body.data.payable) await setBalance(server, renter.customerId, placed.body.data.payable + 10_000_00);
  const paid = await pay(server, renter.token, placed.body.data.orderNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  const [order] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, placed.body.data.orderNo));
  assert.ok(order);
  const now = server.clock.now();
  await server.db.transaction(async (tx) => {
    if (options.status >= 2) await transition(tx, order.id, 2, { kind: 'sys', id: 1 }, '审核通过', now);
    if (options.status >= 3) await transition(tx, order.id, 3, { kind: 'sys', id: 1 }, '发货', now);
    if (options.status >= 4) await transition(tx, order.id, 4, { kind: 'customer', id: renter.customerId }, '确认收货', now);
  });
  const schedule = await server.db.select().from(bills).where(eq(bills.orderId, order.id)).orderBy(asc(bills.period));
  return { view: placed.body.data, order, bills: schedule };
}

export async function addTitle(server: TestServer, token: string, body: Record<string, unknown>): Promise<InvoiceTitle> {
  const answer = await server.post<InvoiceTitle>('/api/wInvoiceTitle/add', body, { token });
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
}

export function apply(
  server: TestServer,
  token: string,
  body: { type: 1 | 2; titleId?: number; items: { kind: 'rent'; sourceId: number }[]; email?: string; idempotencyKey?: string },
) {
  return server.post<InvoiceRequestDetail>('/api/wInvoice/apply', { email: 'finance@example.com', idempotencyKey: randomUUID(), ...body }, { token });
}

/** A personal customer's request (申请中) for one paid bill, and a second paid bill left free. */
export async function invoiceCastOf(server: TestServer, renter: Renter, requestedBillId: number, freeBillId: number) {
  const title = await addTitle(server, renter.token, { kind: 'person', name: '测试用户' });
  const requested = await apply(server, renter.token, { type: 1, titleId: title.id, items: [{ kind: 'rent', sourceId: requestedBillId }] });
  assert.ok(requested.body.data, requested.body.msg);
  // The request's own Shanghai day: an invoice date the issue accepts (not before it, not after today).
  return { titleId: title.id, requestNo: requested.body.data.requestNo, requestDay: requested.body.data.createdAt.slice(0, 10), freeBillId };
}
