/**
 * Arrangement for the tests of an order's life after checkout: a customer's paid order approved
 * (the back office's step, written through the lifecycle), shipped through the development door
 * (shipOrder: serials, shipment, devices), and received through the public API.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ShippedOrder } from '../domain/orders/shipping';
import type { RentalOrderView } from '@/contract/orders';
import { bills, customers, rentalOrderItems, rentalOrders } from '../db/schema';
import { transition } from '../domain/orders/lifecycle';
import type { TestServer } from './harness';
import { pay, setBalance } from './rentalScenarios';
import { rentableSkus, setStock } from './rentals';

const ADDRESS = { name: '吴磊', phone: '13600005555', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋' };

export type Renter = { token: string; globalId: string; customerId: number; phone: string; passWord: string };

export async function newRenter(server: TestServer): Promise<Renter> {
  const account = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.globalId, account.globalId));
  assert.ok(row);
  return { token: account.token, globalId: account.globalId, customerId: row.id, phone: account.phone, passWord: account.passWord };
}

/** A password login now (after the clock jumped past the session's idle lifetime): the renter with a fresh token. */
export async function logInAgain(server: TestServer, renter: Renter): Promise<Renter> {
  const login = await server.post<{ quanJuId: string }>('/api/register/reg/paLogin', { phone: renter.phone, passWord: renter.passWord });
  assert.equal(typeof login.body.token, 'string', login.body.msg);
  return { ...renter, token: login.body.token as string, globalId: login.body.data?.quanJuId ?? renter.globalId };
}

/** A demo account (the verified company …) logged in as a renter. */
export async function demoRenter(server: TestServer, account: { phone: string; password: string }): Promise<Renter> {
  const login = await server.post<{ quanJuId: string }>('/api/register/reg/paLogin', { phone: account.phone, passWord: account.password });
  assert.equal(typeof login.body.token, 'string', login.body.msg);
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, account.phone));
  assert.ok(row && login.body.data);
  return { token: login.body.token as string, globalId: login.body.data.quanJuId, customerId: row.id, phone: account.phone, passWord: account.password };
}

/** An order of `quantity` units of the cheapest rentable SKU (or `skuId`), placed and, unless `paid: false`, paid from the balance. */
export async function placedOrder(server: TestServer, renter: Renter, options: { quantity?: number; termMonths?: number; paid?: boolean; skuId?: number } = {}) {
  const quantity = options.quantity ?? 1;
  const termMonths = options.termMonths ?? 12;
  let skuId = options.skuId;
  if (skuId === undefined) {
    const [sku] = await rentableSkus(server.db, quantity, termMonths);
    assert.ok(sku);
    await setStock(server.db, sku.skuId, sku.stock + quantity);
    skuId = sku.skuId;
  }
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId, termMonths, quantity }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token: renter.token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, placed.body.data.orderNo));
  assert.ok(row);
  if (options.paid !== false) {
    await setBalance(server, renter.customerId, placed.body.data.payable + 10_000_000);
    const paid = await pay(server, renter.token, placed.body.data.orderNo);
    assert.equal(paid.body.code, 200, paid.body.msg);
  }
  return { orderNo: placed.body.data.orderNo, orderId: row.id, view: placed.body.data };
}

/** The platform approves a paid order (1 → 2), as the back office will. */
export async function approve(server: TestServer, orderId: number): Promise<void> {
  await server.db.transaction((tx) => transition(tx, orderId, 2, { kind: 'sys', id: 1 }, '审核通过', server.clock.now()));
}

/** Ships through the development door; `body` names carrier, waybill or serials, the rest is made up. */
export function shipThroughDoor(server: TestServer, orderNo: string, body: Record<string, unknown> = {}) {
  return server.post<ShippedOrder>(`/dev/orders/${orderNo}/ship`, body);
}

export function confirmReceipt(server: TestServer, token: string, orderNo: string) {
  return server.post<RentalOrderView>('/api/wOrder/fhqs', { orderNo }, { token });
}

/** A running rental (租赁中) received now: placed, paid, approved, shipped with serials and received. */
export async function runningRental(server: TestServer, renter: Renter, options: { quantity?: number; termMonths?: number; skuId?: number } = {}) {
  const order = await placedOrder(server, renter, options);
  await approve(server, order.orderId);
  const shipped = await shipThroughDoor(server, order.orderNo);
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  const received = await confirmReceipt(server, renter.token, order.orderNo);
  assert.equal(received.body.code, 200, received.body.msg);
  return { ...order, shipment: shipped.body.data };
}

export async function billsOf(server: TestServer, orderId: number) {
  return server.db.select().from(bills).where(eq(bills.orderId, orderId)).orderBy(asc(bills.period));
}

export async function itemsOf(server: TestServer, orderId: number) {
  return server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, orderId)).orderBy(asc(rentalOrderItems.id));
}

export async function orderRow(server: TestServer, orderId: number) {
  const [row] = await server.db.select().from(rentalOrders).where(eq(rentalOrders.id, orderId));
  assert.ok(row);
  return row;
}
