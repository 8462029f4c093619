/**
 * Arrangement for the service-request tests: customers with rentals of a chosen shop moved to a
 * chosen status (the back office's review and shipping are not built, so those steps go through
 * the lifecycle's transition(), as the authorization matrix does), photos uploaded for service,
 * and a second editor for another shop.
 */
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { UploadedFile } from '@/contract/files';
import type { OrderStatus, RentalOrderView } from '@/contract/orders';
import type { ServiceRequestDetail } from '@/contract/serviceRequests';
import { customers, rentalDevices, rentalOrderItems, rentalOrders, stores, sysUsers } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { hashPassword } from '../domain/auth/passwords';
import { transition } from '../domain/orders/lifecycle';
import { shipOrder, testShipment } from '../domain/orders/shipping';
import type { TestServer } from './harness';
import { pngImage } from './images';
import { pay, setBalance } from './rentalScenarios';
import { rentableSkus, setStock } from './rentals';

const ADDRESS = { name: '王工', phone: '13600007777', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园 9 号' };

export async function storeIdOf(server: TestServer, slug: string): Promise<number> {
  const [row] = await server.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  assert.ok(row, slug);
  return row.id;
}

/** The demo merchant's shop, and another. */
export async function twoShops(server: TestServer): Promise<{ merchantShop: number; otherShop: number }> {
  const merchantShop = await storeIdOf(server, DEMO_ACCOUNTS.merchant.storeSlug);
  const skus = await rentableSkus(server.db, 5);
  const other = skus.find((sku) => sku.storeId !== merchantShop);
  assert.ok(other, 'the demo catalogue has rentable goods of another shop');
  return { merchantShop, otherShop: other.storeId };
}

/**
 * An order of `customer` for goods of `storeId`, paid from the balance and moved on to `status`
 * (2 approved, 3 shipped, 4 renting …). Answers its number.
 */
export async function orderInStatus(server: TestServer, customer: { token: string; customerId: number }, storeId: number, status: OrderStatus, quantity = 1): Promise<string> {
  const sku = (await rentableSkus(server.db, quantity)).find((candidate) => candidate.storeId === storeId);
  assert.ok(sku, `a rentable SKU of shop ${storeId}`);
  await setStock(server.db, sku.skuId, sku.stock + quantity);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity }], address: ADDRESS, idempotencyKey: randomUUID() },
    { token: customer.token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  const order = placed.body.data;
  if (status === 0) return order.orderNo;
  await setBalance(server, customer.customerId, order.payable + 100_000);
  const paid = await pay(server, customer.token, order.orderNo);
  assert.equal(paid.body.code, 200, paid.body.msg);
  const [row] = await server.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  assert.ok(row);
  const path: OrderStatus[] = [2, 3, 4, 5].filter((next) => next <= status) as OrderStatus[];
  const now = server.clock.now();
  const [item] = await server.db.select({ id: rentalOrderItems.id }).from(rentalOrderItems).where(eq(rentalOrderItems.orderId, row.id));
  assert.ok(item);
  await server.db.transaction(async (tx) => {
    for (const next of path) {
      // Shipping names a serial per unit, as a merchant does; the serials are unique among live devices.
      if (next === 3) {
        const serials = Array.from({ length: quantity }, () => ({ itemId: item.id, serialNo: `SV${randomBytes(5).toString('hex').toUpperCase()}` }));
        // Serials the shop has not stocked yet enter its inventory first, as a merchant would add them.
        await shipOrder(tx, row.id, await testShipment(tx, row.id, { carrier: '顺丰速运', waybillNo: 'SF1234567890123', serials }, now), { kind: 'sys', id: 1 }, now);
      } else {
        await transition(tx, row.id, next, next === 4 || next === 5 ? { kind: 'customer', id: customer.customerId } : { kind: 'sys', id: 1 }, '测试', now);
      }
    }
  });
  return order.orderNo;
}

/** The serial numbers an order shipped with, in unit order. */
export async function serialsOfOrder(server: TestServer, orderNo: string): Promise<string[]> {
  const rows = await server.db
    .select({ serialNo: rentalDevices.serialNo })
    .from(rentalDevices)
    .innerJoin(rentalOrders, eq(rentalOrders.id, rentalDevices.orderId))
    .where(eq(rentalOrders.orderNo, orderNo))
    .orderBy(asc(rentalDevices.id));
  return rows.map((row) => row.serialNo);
}

export async function registeredCustomer(server: TestServer) {
  const account = await server.registerPersonal();
  const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.globalId, account.globalId));
  assert.ok(row);
  return { ...account, customerId: row.id };
}

export async function uploadServicePhoto(server: TestServer, token: string, purpose: 'service' | 'licence' = 'service'): Promise<string> {
  const answer = await server.upload<UploadedFile>(pngImage(), { purpose, token });
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data.key;
}

export type ServiceRequestFields = { orderNo: string; kind?: string; reason?: string; serialNo?: string; description?: string; photoKeys?: string[]; idempotencyKey?: string };

export function requestService(server: TestServer, token: string, fields: ServiceRequestFields) {
  return server.post<ServiceRequestDetail>(
    '/api/wService/add',
    { kind: 'repair', reason: 'keyboard_touchpad', description: '键盘部分按键失灵，按下没有反应。', photoKeys: [], idempotencyKey: randomUUID(), ...fields },
    { token },
  );
}

/** A back-office editor of another shop than the demo merchant's: answers the token. */
export async function editorOfShop(server: TestServer, storeId: number, username = 'other-merchant'): Promise<string> {
  const password = 'Other@2026';
  const [existing] = await server.db
    .select({ id: sysUsers.id })
    .from(sysUsers)
    .where(and(eq(sysUsers.username, username), ne(sysUsers.role, 'admin')));
  if (!existing)
    await server.db
      .insert(sysUsers)
      .values({ username, passwordHash: await hashPassword(password), nickName: '其他店铺客服', role: 'editor', storeId, createdAt: server.clock.now() });
  return server.logInToBackOffice({ username, password });
}
