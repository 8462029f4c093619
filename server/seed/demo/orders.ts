/**
 * A lived-in order history for the two demo customers, so a visitor trying the shop sees the
 * personal center full: orders in every status (0 待支付 … 7 已完成, 9 已取消, 10 已关闭; 8 已买断
 * comes from the money demo's buyout; the person, his bill overdue since today, has no order waiting
 * for payment), shipped orders with their devices and serial numbers, rent
 * that started months ago with its bills paid month by month, one bill overdue (the person's), a
 * return with its early-return fee, and at least two laptops in use at the company.
 *
 * The person's invoices whose money went back are written here too, because the invoice must be
 * issued before the refund reaches it: he paid the third month of the rental he returned early
 * ahead and had the rent paid so far invoiced, so the return left that invoice 待红冲; and he had
 * the order the platform later closed invoiced, whose red-letter invoice the shop has recorded
 * (已红冲). Both through the invoice domain (invoices.ts's helpers), issued by the shop's merchant.
 *
 * Everything is written THROUGH the domain functions, with the clock set to the moment each step
 * happened (placeOrder, payByBalance, the risk check, shipOrder, confirmReceipt, payBillByBalance,
 * requestReturn, cancelOrder, closePaidOrder, the order desk's receiveReturn and completeOrder by
 * the shop's merchant — the platform's admin for shops without one — requestInvoice, issueInvoice,
 * recordRedLetter, markOverdueBills): the same
 * rules, history, messages and ledger as real use. Written once per database (an app_meta
 * marker); returns false when it was there.
 *
 * One thing is written as the back office would leave it: the company's order waiting for a
 * manual review (a risk record `review`: no rule holds a verified company's order). The person's
 * is held by the risk rules themselves, in the demo merchant's shop so its workbench has it.
 */
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { Db } from '../../db/client';
import { appMeta, bills, goods, goodsSkus, leasePlans, riskRecords, rentalOrders, stores, sysUsers } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { payBillByBalance } from '../../domain/bills/pay';
import { markOverdueBills } from '../../domain/bills/overdue';
import { findCustomerByPhone, type CustomerAccount } from '../../domain/customers/accounts';
import { cancelOrder } from '../../domain/orders/cancel';
import { closePaidOrder } from '../../domain/orders/closing';
import type { Actor } from '../../domain/orders/lifecycle';
import type { Staff } from '../../domain/staff/scope';
import { completeOrder } from '../../domain/consoleOrders/completion';
import { receiveReturn } from '../../domain/consoleOrders/inspection';
import { placeOrder } from '../../domain/orders/place';
import { confirmReceipt } from '../../domain/orders/receipt';
import { requestReturn } from '../../domain/orders/returns';
import { checkOrderRisk } from '../../domain/orders/risk';
import { shipOrder, testShipment } from '../../domain/orders/shipping';
import { payByBalance } from '../../domain/orders/payByBalance';
import { recordRedLetter } from '../../domain/invoices/review';
import { shanghaiDay } from '../../domain/shared/calendar';
import { DAY_MS, formatShanghai, HOUR_MS, MINUTE_MS } from '../../domain/shared/clock';
import { issuedPersonInvoice, personInvoicing } from './invoices';

export const DEMO_ORDERS_MARKER = 'demo_orders_seeded_at';

const ADDRESSES = {
  personal: { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区高新南七道 18 号 1203' },
  company: { name: '李娜', phone: '13900139000', province: '广东省', city: '深圳市', district: '南山区', detail: '粤海街道科苑路 15 号科兴科学园 B 座 9 楼' },
} as const;

/** What each demo order rents, by the demo catalogue's slugs (any rentable laptop when a slug is gone). */
const GOODS = {
  t14: 'thinkpad-t14-gen5',
  x1: 'thinkpad-x1-carbon-2025',
  air: 'macbook-air-13-m4',
  latitude: 'dell-latitude-5450',
} as const;

/** `months` Shanghai calendar months before `time`, at the same time of day (the day clamped to the month's end). */
export function monthsBefore(time: Date, months: number): Date {
  const shifted = new Date(time.getTime() + 8 * HOUR_MS);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  shifted.setUTCFullYear(year, month, Math.min(shifted.getUTCDate(), lastDay));
  return new Date(shifted.getTime() - 8 * HOUR_MS);
}

const daysBefore = (time: Date, days: number, hours = 0) => new Date(time.getTime() - days * DAY_MS - hours * HOUR_MS);
const later = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE_MS);

type Story = {
  db: Db;
  now: Date;
  customer: CustomerAccount;
  who: 'personal' | 'company';
  shipper: Actor & { kind: 'sys' | 'system' };
  /** Who inspects and completes returns: the shop's merchant, else the platform. */
  desk: { merchant: Staff | null; admin: Staff | null };
  serial: number;
};

/** A SKU of the goods with `slug` that has the term and the stock, or the cheapest rentable laptop that has. */
async function skuFor(db: Db, slug: string, termMonths: number, quantity: number): Promise<number> {
  const base = db
    .select({ skuId: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, termMonths)));
  const rentable = and(eq(goods.status, 'on_sale'), eq(stores.status, 'open'), gte(goodsSkus.stock, quantity));
  const [exact] = await base
    .where(and(rentable, eq(goods.slug, slug)))
    .orderBy(desc(goodsSkus.stock))
    .limit(1);
  if (exact) return exact.skuId;
  const [any] = await base
    .where(and(rentable, eq(goods.categoryId, 11)))
    .orderBy(asc(leasePlans.monthlyRent))
    .limit(1);
  if (!any) throw new Error(`the demo catalogue has no rentable SKU for ${slug}`);
  return any.skuId;
}

async function orderIdOf(db: Db, orderNo: string): Promise<number> {
  const [row] = await db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  if (!row) throw new Error(`demo order ${orderNo} vanished`);
  return row.id;
}

function key(story: Story, label: string): string {
  story.serial += 1;
  return `demo-${story.who}-${label}-${story.serial}`;
}

/** Placed at `at`, and paid from the balance a few minutes later unless `paid` is false. */
async function place(story: Story, slug: string, options: { termMonths: number; quantity: number; at: Date; paid?: boolean; invoice?: boolean }) {
  const skuId = await skuFor(story.db, slug, options.termMonths, options.quantity);
  const invoice = options.invoice
    ? story.who === 'company'
      ? { type: 2 as const, title: DEMO_ACCOUNTS.company.companyName, taxNo: '91440300MA5G8K2X1P' }
      : { type: 1 as const, title: DEMO_ACCOUNTS.personal.personName, taxNo: null }
    : undefined;
  const order = await placeOrder(
    story.db,
    story.customer,
    { items: [{ skuId, termMonths: options.termMonths, quantity: options.quantity }], address: ADDRESSES[story.who], invoice, idempotencyKey: key(story, 'order') },
    options.at,
  );
  if (options.paid !== false) await payByBalance(story.db, story.customer.id, { orderNo: order.orderNo, idempotencyKey: key(story, 'pay') }, later(options.at, 3));
  return { orderNo: order.orderNo, id: await orderIdOf(story.db, order.orderNo) };
}

/** The risk check as the order-finished page asks for it, right after payment. */
async function check(story: Story, orderId: number, at: Date): Promise<void> {
  await checkOrderRisk(story.db, orderId, at);
}

async function ship(story: Story, orderId: number, at: Date): Promise<void> {
  await story.db.transaction(async (tx) => shipOrder(tx, orderId, await testShipment(tx, orderId, {}, at), story.shipper, at));
}

/** Every bill of the order due by `until` and not paid, paid from the balance on its due day (10:00 Shanghai). */
async function payDueBills(story: Story, orderId: number, until: Date, skipPeriod?: number): Promise<void> {
  const today = formatShanghai(until).slice(0, 10);
  const due = await story.db.select().from(bills).where(eq(bills.orderId, orderId)).orderBy(asc(bills.period));
  for (const bill of due) {
    if (bill.status !== 0 || bill.dueDate > today || bill.period === skipPeriod) continue;
    const paidAt = new Date(Math.min(Date.parse(`${bill.dueDate}T10:00:00+08:00`), until.getTime()));
    await payBillByBalance(story.db, story.customer.id, { billId: bill.id, idempotencyKey: key(story, 'bill') }, paidAt);
  }
}

/** Placed, paid, approved, shipped a day later and received two days after that: the rent starts at `receivedAt`. */
async function rental(story: Story, slug: string, options: { termMonths: number; quantity: number; receivedAt: Date; invoice?: boolean }) {
  const placedAt = daysBefore(options.receivedAt, 3);
  const order = await place(story, slug, { ...options, at: placedAt });
  await check(story, order.id, later(placedAt, 5));
  await ship(story, order.id, daysBefore(options.receivedAt, 2));
  await confirmReceipt(story.db, story.customer.id, order.orderNo, options.receivedAt);
  return order;
}

async function returnDevices(story: Story, orderNo: string, at: Date, carrier: '顺丰速运' | '京东物流', waybillNo: string): Promise<void> {
  await requestReturn(story.db, story.customer.id, { orderNo, carrier, waybillNo }, at);
}

async function staffFor(story: Story, orderNo: string): Promise<Staff> {
  const [order] = await story.db.select({ storeId: rentalOrders.storeId }).from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  const { merchant, admin } = story.desk;
  const staff = merchant && merchant.storeId === order?.storeId ? merchant : admin;
  if (!staff) throw new Error('the demo back-office users are missing');
  return staff;
}

/** The shop receives the return and finds it fine; a fee the deposit did not cover is billed, and the customer pays it an hour later. */
async function inspect(story: Story, order: { id: number; orderNo: string }, at: Date, remark: string): Promise<void> {
  await receiveReturn(story.db, await staffFor(story, order.orderNo), { orderNo: order.orderNo, result: 'pass', remark }, at);
  const [feeBill] = await story.db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.orderId, order.id), eq(bills.kind, 'fee'), eq(bills.status, 0)));
  if (feeBill) await payBillByBalance(story.db, story.customer.id, { billId: feeBill.id, idempotencyKey: key(story, 'fee') }, later(at, 60));
}

async function complete(story: Story, orderNo: string, at: Date): Promise<void> {
  await completeOrder(story.db, await staffFor(story, orderNo), { orderNo }, at);
}

/** The order's rent bills paid so far, by period. */
async function paidRentBills(story: Story, orderId: number): Promise<number[]> {
  const rows = await story.db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.orderId, orderId), eq(bills.kind, 'rent'), eq(bills.status, BILL_STATUS.paid)))
    .orderBy(asc(bills.period));
  return rows.map((row) => row.id);
}

/**
 * Before returning early the person pays the next bill ahead at `paidAheadAt`, asks for an invoice
 * of the rent paid so far a day later, and the shop issues it the day after: the return then gives
 * that month back (its bill 已退款) and the invoice waits for its red-letter invoice (待红冲).
 */
async function invoiceAheadOfReturn(story: Story, order: { id: number; orderNo: string }, paidAheadAt: Date): Promise<void> {
  const [next] = await story.db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.orderId, order.id), eq(bills.kind, 'rent'), eq(bills.status, BILL_STATUS.unpaid)))
    .orderBy(asc(bills.period))
    .limit(1);
  if (!next) throw new Error(`demo order ${order.orderNo} has no bill to pay ahead`);
  await payBillByBalance(story.db, story.customer.id, { billId: next.id, idempotencyKey: key(story, 'ahead') }, paidAheadAt);
  await issuedPersonInvoice(story.db, story.customer, await staffFor(story, order.orderNo), {
    billIds: await paidRentBills(story, order.id),
    invoiceNo: '26332000000041270158',
    idempotencyKey: key(story, 'invoice'),
    requestedAt: later(paidAheadAt, 24 * 60),
    issuedAt: later(paidAheadAt, 2 * 24 * 60),
  });
}

/** One customer's history, oldest first; `overdue` leaves the 4th bill of the longest rental unpaid. */
async function tellStory(story: Story, overdue: boolean): Promise<void> {
  const { now, who } = story;
  const company = who === 'company';

  // 7 已完成: a three-month rental, every bill paid, returned at the end of its term, inspected, completed.
  const doneReceived = daysBefore(monthsBefore(now, 7), 0, 2);
  const done = await rental(story, company ? GOODS.latitude : GOODS.air, { termMonths: 3, quantity: company ? 2 : 1, receivedAt: doneReceived, invoice: true });
  // He asked for an invoice at checkout: his title and receiving email are saved right after paying
  // (the invoices below and the invoice demo use them).
  if (!company) await personInvoicing(story.db, story.customer, later(daysBefore(doneReceived, 3), 4));
  const doneEnd = monthsBefore(now, 4);
  await payDueBills(story, done.id, doneEnd);
  await returnDevices(story, done.orderNo, doneEnd, '顺丰速运', company ? 'SF1402231887601' : 'SF1402231887602');
  await inspect(story, done, later(doneEnd, 3 * 24 * 60), '设备已签收，检测无损');
  await complete(story, done.orderNo, later(doneEnd, 4 * 24 * 60));

  // With a bill overdue no new order is accepted: the person's bill fell due yesterday, and his
  // latest orders were placed by then (none of his waits for payment); the company's are today's.
  const latest = overdue ? daysBefore(now, 1) : now;

  // 4 租赁中: the long rental, started three months (and three days) ago; its 4th bill fell due three days ago
  // (the person's: yesterday, left unpaid).
  const longReceived = monthsBefore(daysBefore(now, overdue ? 1 : 3), 3);
  const long = await rental(story, GOODS.t14, { termMonths: 12, quantity: company ? 3 : 1, receivedAt: longReceived, invoice: true });
  await payDueBills(story, long.id, now, overdue ? 4 : undefined);

  // 6 已归还: received seventy days ago, returned early three weeks ago (the fee recorded), inspected.
  const returnedReceived = daysBefore(now, 70);
  const returned = await rental(story, GOODS.latitude, { termMonths: 6, quantity: 1, receivedAt: returnedReceived });
  await payDueBills(story, returned.id, daysBefore(now, 21));
  // The person's: its third month paid ahead and invoiced first, so the return leaves an invoice 待红冲.
  if (!company) await invoiceAheadOfReturn(story, returned, daysBefore(now, 25));
  await returnDevices(story, returned.orderNo, daysBefore(now, 21), '京东物流', company ? 'JDVA30218845761' : 'JDVA30218845762');
  await inspect(story, returned, daysBefore(now, 17), '设备已签收，检测无损');

  // 4 租赁中: a second running rental, forty days in (the company's are two X1 Carbons).
  const second = await rental(story, company ? GOODS.x1 : GOODS.air, { termMonths: company ? 12 : 6, quantity: company ? 2 : 1, receivedAt: daysBefore(now, 40) });
  await payDueBills(story, second.id, now);

  // 5 归还中: received fifty days ago, the return asked for two days ago.
  const returning = await rental(story, company ? GOODS.latitude : GOODS.x1, { termMonths: 12, quantity: 1, receivedAt: daysBefore(now, 50) });
  await payDueBills(story, returning.id, daysBefore(now, 2));
  await returnDevices(story, returning.orderNo, daysBefore(now, 2), '顺丰速运', company ? 'SF1402231887603' : 'SF1402231887604');

  // 10 已关闭: paid and approved, then closed by the platform before shipping; the money went back.
  // The person had its first month invoiced meanwhile; the shop recorded the red-letter invoice two days later (已红冲).
  const closedAt = daysBefore(now, 12);
  const closed = await place(story, GOODS.x1, { termMonths: 12, quantity: 1, at: closedAt });
  await check(story, closed.id, later(closedAt, 5));
  const closedInvoice = company
    ? null
    : await issuedPersonInvoice(story.db, story.customer, await staffFor(story, closed.orderNo), {
        billIds: await paidRentBills(story, closed.id),
        invoiceNo: '26332000000041270121',
        idempotencyKey: key(story, 'invoice'),
        requestedAt: later(closedAt, 60),
        issuedAt: later(closedAt, 3 * 60),
      });
  await story.db.transaction((tx) => closePaidOrder(tx, closed.id, story.shipper, '该配置暂时缺货，订单已关闭，款项原路退回', later(closedAt, 6 * 60)));
  if (closedInvoice) {
    const redLetteredAt = daysBefore(now, 10);
    await recordRedLetter(
      story.db,
      await staffFor(story, closed.orderNo),
      { requestNo: closedInvoice, redLetterNo: '26332000000041270176', redLetterDate: shanghaiDay(redLetteredAt) },
      redLetteredAt,
    );
  }

  // 9 已取消: placed and cancelled before paying.
  const cancelledAt = daysBefore(now, 9);
  const cancelled = await place(story, GOODS.air, { termMonths: 6, quantity: 1, at: cancelledAt, paid: false });
  await cancelOrder(story.db, story.customer.id, cancelled.orderNo, later(cancelledAt, 10));

  // 3 待收货: shipped yesterday.
  const shippedAt = daysBefore(now, 2);
  const shipped = await place(story, company ? GOODS.t14 : GOODS.latitude, { termMonths: 12, quantity: company ? 2 : 1, at: shippedAt });
  await check(story, shipped.id, later(shippedAt, 5));
  await ship(story, shipped.id, daysBefore(now, 1));

  // 2 待发货: approved this morning (the person's: yesterday).
  const approvedAt = daysBefore(latest, 0, 5);
  const approved = await place(story, GOODS.x1, { termMonths: 6, quantity: 1, at: approvedAt });
  await check(story, approved.id, later(approvedAt, 5));

  // 1 待审核: waiting for the platform's manual review.
  const reviewAt = daysBefore(latest, 0, 2);
  if (company) {
    const review = await place(story, GOODS.air, { termMonths: 12, quantity: 4, at: reviewAt });
    await story.db.insert(riskRecords).values({ orderId: review.id, level: 'medium', decision: 'review', reasons: ['企业大额订单，转人工复核'], checkedAt: later(reviewAt, 5) });
  } else {
    // More units than a personal account rents without a review: the risk rules send it there
    // (in the demo merchant's shop, whose workbench shows it).
    const review = await place(story, GOODS.t14, { termMonths: 12, quantity: 6, at: reviewAt });
    await check(story, review.id, later(reviewAt, 5));
  }

  // 0 待支付: placed just now (the payment window runs from now).
  if (!overdue) await place(story, GOODS.x1, { termMonths: 12, quantity: 1, at: now, paid: false });
}

async function staffOf(db: Db, username: string): Promise<Staff | null> {
  const [user] = await db
    .select({ id: sysUsers.id, role: sysUsers.role, storeId: sysUsers.storeId, username: sysUsers.username, nickName: sysUsers.nickName })
    .from(sysUsers)
    .where(eq(sysUsers.username, username));
  return user ?? null;
}

async function shipperOf(db: Db): Promise<Story['shipper']> {
  const [merchant] = await db.select({ id: sysUsers.id }).from(sysUsers).where(eq(sysUsers.username, DEMO_ACCOUNTS.merchant.username));
  return merchant ? { kind: 'sys', id: merchant.id } : { kind: 'system' };
}

/**
 * The demo customers' orders, written once per database at `now`. Needs the demo accounts and
 * catalogue (seedDemoData) first; does nothing (false) without them or when already written.
 */
export async function seedDemoOrders(db: Db, now: Date): Promise<boolean> {
  const [marked] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_ORDERS_MARKER));
  if (marked) return false;
  const [person, company] = await Promise.all([findCustomerByPhone(db, DEMO_ACCOUNTS.personal.phone), findCustomerByPhone(db, DEMO_ACCOUNTS.company.phone)]);
  if (!person || !company) return false;
  const [claimed] = await db.insert(appMeta).values({ key: DEMO_ORDERS_MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
  if (!claimed) return false;
  const shipper = await shipperOf(db);
  const desk = { merchant: await staffOf(db, DEMO_ACCOUNTS.merchant.username), admin: await staffOf(db, DEMO_ACCOUNTS.admin.username) };
  await tellStory({ db, now, customer: person, who: 'personal', shipper, desk, serial: 0 }, true);
  await tellStory({ db, now, customer: company, who: 'company', shipper, desk, serial: 0 }, false);
  // The person's fourth bill of the long rental fell due yesterday: 逾期, with its message.
  await markOverdueBills(db, now);
  await db.execute(sql`analyze rental_orders, bills, rental_devices`);
  return true;
}
