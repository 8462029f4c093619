/**
 * Arrangement for the order desk's tests: orders of the demo merchant's shop (云租优选旗舰店) in
 * every state the desk acts on — held by the risk check (a real rule: a personal account renting
 * more than five units), approved, renting, on its way back — paid from the balance or online, and
 * the staff's inspection photos.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ConsoleOrderDetail } from '@/contract/consoleOrders';
import type { StaffUploadedFile } from '@/contract/files';
import type { OnlineTrade, RentalOrderView } from '@/contract/orders';
import { uploadedFiles } from '../db/schema';
import { RISK_LIMITS } from '../domain/orders/risk';
import { DAY_MS } from '../domain/shared/clock';
import { pngImage } from './images';
import { confirmReceipt, logInAgain, newRenter, shipThroughDoor, type Renter } from './fulfilmentScenarios';
import type { TestServer } from './harness';
import { pay, setBalance } from './rentalScenarios';
import { rentableSkus, setStock, type TestSku } from './rentals';
import { verifyPerson } from './identityScenarios';
import { askRisk } from './riskScenarios';

/** A SKU of `storeId` anyone may rent for 12 months, with at least `quantity` units in stock. */
export async function skuOfShop(server: TestServer, storeId: number, quantity = 1): Promise<TestSku> {
  const sku = (await rentableSkus(server.db, 1)).find((candidate) => candidate.storeId === storeId);
  assert.ok(sku, `shop ${storeId} has a rentable SKU`);
  if (sku.stock < quantity + 5) await setStock(server.db, sku.skuId, sku.stock + quantity + 5);
  return sku;
}

/** One of the desk's calls as a staff member. */
export function desk<T = ConsoleOrderDetail>(server: TestServer, token: string, verb: string, body: unknown) {
  return server.post<T>(`/api/sys/order/${verb}`, body, { token });
}

export function consoleDetail(server: TestServer, token: string, orderNo: string) {
  return server.get<ConsoleOrderDetail>(`/api/sys/order/detail/${orderNo}`, { token });
}

/** Paid online through the sandbox cashier, its notification handled. */
export async function payOnline(server: TestServer, renter: Renter, orderNo: string): Promise<string> {
  const opened = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo, idempotencyKey: randomUUID() }, { token: renter.token });
  assert.ok(opened.body.data, opened.body.msg);
  assert.ok(server.payment, 'the sandbox is the payment provider');
  assert.equal(await server.payment.confirm(opened.body.data.tradeNo), 'paid');
  await server.payment.idle();
  return opened.body.data.tradeNo;
}

/** A renter ordering from an address of their own: the per-address risk rule holds the fourth account ordering from one address. */
export type DeskRenter = Renter & { peer: string };

let peers = 0;

/** A new personal account with money to pay anything the test does. */
export async function consoleRenter(server: TestServer): Promise<DeskRenter> {
  const renter = await newRenter(server);
  await setBalance(server, renter.customerId, 50_000_000);
  peers += 1;
  return { ...renter, peer: `198.51.100.${peers % 250}` };
}

/** Placed from the renter's own address; paid from the balance unless `paid` is false. */
export async function placeFor(server: TestServer, renter: DeskRenter, skuId: number, quantity: number, paid = true) {
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    {
      items: [{ skuId, termMonths: 12, quantity }],
      address: { name: '吴磊', phone: '13600005555', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋' },
      idempotencyKey: randomUUID(),
    },
    { token: renter.token, peer: renter.peer },
  );
  assert.ok(placed.body.data, placed.body.msg);
  if (paid) {
    const paidAnswer = await pay(server, renter.token, placed.body.data.orderNo);
    assert.equal(paidAnswer.body.code, 200, paidAnswer.body.msg);
  }
  return { orderNo: placed.body.data.orderNo, view: placed.body.data };
}

/**
 * A paid order of the shop held for a person to decide (待审核): more units than a personal
 * account rents without a review, so the risk check's own rule holds it. The renter verifies
 * their real name first: unverified, they could not hold that many units of one configuration.
 */
export async function heldOrder(server: TestServer, renter: DeskRenter, storeId: number, paidBy: 'balance' | 'online' = 'balance') {
  await verifyPerson(server, renter.token);
  const quantity = RISK_LIMITS.personalUnitsPerOrder + 1;
  const sku = await skuOfShop(server, storeId, quantity);
  const order = await placeFor(server, renter, sku.skuId, quantity, paidBy === 'balance');
  const tradeNo = paidBy === 'online' ? await payOnline(server, renter, order.orderNo) : null;
  const risk = await askRisk(server, renter.token, order.orderNo);
  assert.equal(risk.body.data?.decision, 'review', risk.body.msg);
  return { ...order, sku, tradeNo };
}

/** A paid order of the shop that passed the risk check (待发货). */
export async function approvedOrder(server: TestServer, renter: DeskRenter, storeId: number, options: { quantity?: number } = {}) {
  const sku = await skuOfShop(server, storeId, options.quantity ?? 1);
  const order = await placeFor(server, renter, sku.skuId, options.quantity ?? 1);
  const risk = await askRisk(server, renter.token, order.orderNo);
  assert.equal(risk.body.data?.decision, 'pass', risk.body.msg);
  return { ...order, sku };
}

/** Shipped through the development door and received by the customer now (租赁中). */
export async function rentingOrder(server: TestServer, renter: DeskRenter, storeId: number, options: { quantity?: number; paidBy?: 'balance' | 'online' } = {}) {
  const sku = await skuOfShop(server, storeId, options.quantity ?? 1);
  const order = await placeFor(server, renter, sku.skuId, options.quantity ?? 1, options.paidBy !== 'online');
  const tradeNo = options.paidBy === 'online' ? await payOnline(server, renter, order.orderNo) : null;
  const risk = await askRisk(server, renter.token, order.orderNo);
  assert.equal(risk.body.data?.decision, 'pass', risk.body.msg);
  const shipped = await shipThroughDoor(server, order.orderNo);
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  const received = await confirmReceipt(server, renter.token, order.orderNo);
  assert.equal(received.body.code, 200, received.body.msg);
  return { ...order, sku, tradeNo };
}

/**
 * A rental of the shop sent back (归还中): received now, returned `daysAfterReceipt` days later
 * (past the no-reason days the early-return fee applies). Answers the renter logged in again (the
 * clock moved) and the return's fee figures.
 */
export async function returningOrder(
  server: TestServer,
  renter: DeskRenter,
  storeId: number,
  options: { daysAfterReceipt?: number; paidBy?: 'balance' | 'online'; quantity?: number } = {},
) {
  const order = await rentingOrder(server, renter, storeId, options);
  server.clock.advance((options.daysAfterReceipt ?? 1) * DAY_MS);
  const again = await logInAgain(server, renter);
  const returned = await server.post<{ order: RentalOrderView; return: { earlyReturnFee: number; feeFromDeposit: number; feeToPay: number } }>(
    '/api/wOrder/returnOrder',
    { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: `SF${String(Date.now()).slice(-12)}1` },
    { token: again.token },
  );
  assert.equal(returned.body.code, 200, returned.body.msg);
  assert.ok(returned.body.data);
  return { ...order, renter: { ...again, peer: renter.peer }, fee: returned.body.data.return };
}

/**
 * Photos the staff member uploaded for an inspection. Staff uploads (`POST /api/sys/file/upload`,
 * purpose inspection) come with the goods part of the console; until then the rows are written
 * as stored files nobody has claimed, which is what the inspection checks for now.
 */
/** Inspection photos the staff member behind `token` uploads through the back office, as the console does. */
export async function stagedInspectionPhotos(server: TestServer, count: number, token: string): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const uploaded = await server.upload<StaffUploadedFile>(pngImage(), { purpose: 'inspection', token, path: '/api/sys/file/upload' });
    assert.equal(uploaded.body.code, 200, uploaded.body.msg);
    keys.push(uploaded.body.data?.key ?? '');
  }
  return keys;
}

export async function isClaimed(server: TestServer, key: string): Promise<boolean> {
  const [row] = await server.db
    .select({ attachedAt: uploadedFiles.attachedAt })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.key, key)));
  return row?.attachedAt !== null && row?.attachedAt !== undefined;
}
