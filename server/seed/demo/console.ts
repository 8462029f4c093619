/**
 * The demo merchant's workbench with work waiting, so that a fresh demo shows every queue of the
 * order desk: in 云租优选旗舰店 (slug yunzu) an order to review, two to ship, a return to inspect and a
 * service request; the invoice request comes from the invoice demo. The earlier parts of the demo
 * history leave most of it (the person's order held by the risk rules, approved orders, returns on
 * their way back, the company's repair); this part tops up whatever is short, THROUGH the domain
 * functions as the others do (placeOrder, payByBalance, the risk check, testShipment + shipOrder,
 * confirmReceipt, requestReturn, createServiceRequest), with the clock set to each step's moment.
 * An order is held for review only by a real rule: a personal account renting more units than it
 * may without a review (张伟, when no overdue bill stops him ordering; a verified company is never
 * held). Once per database (an app_meta marker); answers what it added, or null when it was written
 * before or the demo accounts are missing.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, not } from 'drizzle-orm';
import { PROCUREMENT_ONLY } from '../../domain/orders/eligibility';
import { ORDER_STATUS } from '@/contract/orders';
import { OPEN_SERVICE_STATUSES, SERVICE_REASONS } from '@/contract/serviceRequests';
import type { Logger } from '../../runtime/log';
import type { Db } from '../../db/client';
import { appMeta, goods, goodsSkus, leasePlans, rentalOrders, serviceRequests, stores, sysUsers } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { overdueBillCount } from '../../domain/bills/overdue';
import { findCustomerByPhone, type CustomerAccount } from '../../domain/customers/accounts';
import { placeOrder } from '../../domain/orders/place';
import { confirmReceipt } from '../../domain/orders/receipt';
import { requestReturn } from '../../domain/orders/returns';
import { checkOrderRisk, RISK_LIMITS } from '../../domain/orders/risk';
import { shipOrder, testShipment } from '../../domain/orders/shipping';
import { payByBalance } from '../../domain/orders/payByBalance';
import { createServiceRequest } from '../../domain/service/requests';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../domain/shared/clock';

export const DEMO_BACK_OFFICE_MARKER = 'demo_back_office_seeded_at';

/** What the merchant's workbench should show at least. */
export const DEMO_WORKBENCH = { toReview: 1, toShip: 2, toInspect: 1, serviceRequests: 1 } as const;

export type DemoBackOffice = { toReview: number; toShip: number; toInspect: number; serviceRequests: number };

const ADDRESSES = {
  personal: { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区高新南七道 18 号 1203' },
  company: { name: '李娜', phone: '13900139000', province: '广东省', city: '深圳市', district: '南山区', detail: '粤海街道科苑路 15 号科兴科学园 B 座 9 楼' },
} as const;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const later = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE_MS);

type Shop = { storeId: number; merchantId: number };

/** A SKU of the shop anyone may rent for 12 months with `quantity` units in stock, cheapest first. */
async function shopSku(db: Db, storeId: number, quantity: number): Promise<number | null> {
  const [row] = await db
    .select({ skuId: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, 12)))
    .where(and(eq(goods.storeId, storeId), eq(goods.status, 'on_sale'), gte(goodsSkus.stock, quantity), not(PROCUREMENT_ONLY)))
    .orderBy(asc(leasePlans.monthlyRent), asc(goodsSkus.id))
    .limit(1);
  return row?.skuId ?? null;
}

async function waiting(db: Db, storeId: number): Promise<DemoBackOffice> {
  const orders = await db
    .select({ status: rentalOrders.status, n: count() })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.storeId, storeId), inArray(rentalOrders.status, [ORDER_STATUS.pendingReview, ORDER_STATUS.awaitingShipment, ORDER_STATUS.returning])))
    .groupBy(rentalOrders.status);
  const [services] = await db
    .select({ n: count() })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.storeId, storeId), inArray(serviceRequests.status, [...OPEN_SERVICE_STATUSES])));
  const of = (status: number) => orders.find((row) => row.status === status)?.n ?? 0;
  return { toReview: of(ORDER_STATUS.pendingReview), toShip: of(ORDER_STATUS.awaitingShipment), toInspect: of(ORDER_STATUS.returning), serviceRequests: services?.n ?? 0 };
}

/** Placed at `at`, paid from the balance three minutes later and risk-checked two minutes after that; null when the shop has no SKU for it. */
async function placed(db: Db, shop: Shop, customer: CustomerAccount, who: keyof typeof ADDRESSES, quantity: number, at: Date) {
  const skuId = await shopSku(db, shop.storeId, quantity);
  if (skuId === null) return null;
  const order = await placeOrder(db, customer, { items: [{ skuId, termMonths: 12, quantity }], address: ADDRESSES[who], idempotencyKey: `demo-desk-${randomUUID()}` }, at);
  await payByBalance(db, customer.id, { orderNo: order.orderNo, idempotencyKey: `demo-desk-${randomUUID()}` }, later(at, 3));
  const [row] = await db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  if (!row) throw new Error(`demo order ${order.orderNo} vanished`);
  await checkOrderRisk(db, row.id, later(at, 5));
  return { id: row.id, orderNo: order.orderNo };
}

/** The company's rental of the shop, shipped by the merchant and received `receivedAt`. */
async function companyRental(db: Db, shop: Shop, company: CustomerAccount, receivedAt: Date) {
  const order = await placed(db, shop, company, 'company', 1, ago(receivedAt, 3 * DAY_MS));
  if (!order) return null;
  const shippedAt = ago(receivedAt, 2 * DAY_MS);
  await db.transaction(async (tx) => shipOrder(tx, order.id, await testShipment(tx, order.id, {}, shippedAt), { kind: 'sys', id: shop.merchantId }, shippedAt));
  await confirmReceipt(db, company.id, order.orderNo, receivedAt);
  return order;
}

export async function seedConsoleDemo(db: Db, options: { now: Date; log: Logger }): Promise<DemoBackOffice | null> {
  const { now, log } = options;
  const [marked] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_BACK_OFFICE_MARKER));
  if (marked) return null;
  const [shop] = await db
    .select({ storeId: stores.id, merchantId: sysUsers.id })
    .from(sysUsers)
    .innerJoin(stores, eq(stores.id, sysUsers.storeId))
    .where(eq(sysUsers.username, DEMO_ACCOUNTS.merchant.username));
  const [person, company] = await Promise.all([findCustomerByPhone(db, DEMO_ACCOUNTS.personal.phone), findCustomerByPhone(db, DEMO_ACCOUNTS.company.phone)]);
  if (!shop || !person || !company) return null;
  // Claimed first: each domain call below commits on its own, so a second run must never start.
  const [claimed] = await db.insert(appMeta).values({ key: DEMO_BACK_OFFICE_MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
  if (!claimed) return null;

  const added: DemoBackOffice = { toReview: 0, toShip: 0, toInspect: 0, serviceRequests: 0 };
  const have = await waiting(db, shop.storeId);

  for (let n = have.toReview; n < DEMO_WORKBENCH.toReview; n += 1) {
    // Only a person can be held, and only while no overdue bill refuses their order outright.
    if ((await overdueBillCount(db, person.id, now)) > 0) {
      log.info('[demo] the demo merchant has no order to review: 张伟 has an overdue bill and the company is never held');
      break;
    }
    if (await placed(db, shop, person, 'personal', RISK_LIMITS.personalUnitsPerOrder + 1, ago(now, HOUR_MS))) added.toReview += 1;
  }
  for (let n = have.toShip; n < DEMO_WORKBENCH.toShip; n += 1) {
    if (await placed(db, shop, company, 'company', 1, ago(now, (3 + n) * HOUR_MS))) added.toShip += 1;
  }
  for (let n = have.toInspect; n < DEMO_WORKBENCH.toInspect; n += 1) {
    // Received ten days ago, sent back yesterday.
    const rental = await companyRental(db, shop, company, ago(now, 10 * DAY_MS));
    if (!rental) break;
    await requestReturn(db, company.id, { orderNo: rental.orderNo, carrier: '顺丰速运', waybillNo: `SF14022318${String(8700 + n).padStart(5, '0')}` }, ago(now, DAY_MS));
    added.toInspect += 1;
  }
  if (have.serviceRequests < DEMO_WORKBENCH.serviceRequests) {
    const rental = await companyRental(db, shop, company, ago(now, 5 * DAY_MS));
    if (rental) {
      const [reason] = SERVICE_REASONS.repair;
      await createServiceRequest(
        db,
        company,
        {
          orderNo: rental.orderNo,
          kind: 'repair',
          reason: reason.value,
          description: '开机后屏幕闪烁，外接显示器正常，请安排检测。',
          photoKeys: [],
          idempotencyKey: `demo-desk-${randomUUID()}`,
        },
        ago(now, 2 * HOUR_MS),
      );
      added.serviceRequests += 1;
    }
  }
  return added;
}
