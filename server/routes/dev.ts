/**
 * Developer and test doors: the sandbox SMS outbox and captcha answers, shipping an order as
 * a merchant would (the back office's 发货 comes with the console; browser tests of what follows
 * shipping need it now; an unsigned lease contract is signed on the customer's behalf first),
 * signing an order's lease contract on the customer's behalf, a running order's bill falling
 * overdue, or due today, without waiting a month, and a parcel's clock moving on without waiting
 * for the carrier. Mounted only outside production or with DEV_OUTBOX=1 (see app.ts);
 * otherwise these paths are unknown routes.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { orderNoParam } from '@/contract/params';
import { CODE } from '@/contract/envelope';
import { bills, rentalOrders } from '../db/schema';
import { markOverdueBills } from '../domain/bills/overdue';
import { runDueWork } from '../domain/scheduler';
import { peekCaptchaAnswer } from '../domain/console/captchas';
import { shipOrder, testShipment } from '../domain/orders/shipping';
import { signingRefusal, signOnBehalf } from '../domain/contracts/sign';
import { sendParcelEarlier } from '../domain/parcels/parcelClock';
import { orderTracking } from '../domain/parcels/tracking';
import { DAY_MS, formatShanghai } from '../domain/shared/clock';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { refuse } from '../http/envelope';
import { latestOutboxEntry } from '../providers/sms';
import { DEV_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function devRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(DEV_API.latestSms), validated(DEV_API.latestSms), async (c) => {
    const { phone: to, kind } = c.req.valid('query');
    const entry = await latestOutboxEntry(deps.db, to, kind);
    if (!entry) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    return c.json(okAs(DEV_API.latestSms, { phone: entry.phone, code: entry.code, type: entry.purpose, text: entry.text, sentAt: formatShanghai(entry.sentAt) }));
  });

  routes.on(...at(DEV_API.latestCaptcha), validated(DEV_API.latestCaptcha), async (c) => {
    const { uuid } = c.req.valid('query');
    const text = await peekCaptchaAnswer(deps.db, uuid);
    if (text === null) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    return c.json(okAs(DEV_API.latestCaptcha, { uuid, text }));
  });

  /**
   * An approved order (待发货) shipped, 2 → 3, by the system through the same shipOrder as the back
   * office: devices with serials, the shipment, history and 消息. What the body leaves out is made
   * up (a test carrier and waybill, `SN` + date + random serials); an unsigned lease contract is
   * signed on the customer's behalf (testShipment).
   */
  routes.on(...at(DEV_API.shipOrder), validated(DEV_API.shipOrder), async (c) => {
    const orderNo = orderNoParam.safeParse(c.req.param('orderNo'));
    if (!orderNo.success) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const [order] = await deps.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo.data));
    if (!order) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const now = deps.clock.now();
    const shipped = await deps.db.transaction(async (tx) =>
      shipOrder(tx, order.id, await testShipment(tx, order.id, c.req.valid('json'), now), { kind: 'system' }, now, '开发环境模拟发货'),
    );
    return c.json(okAs(DEV_API.shipOrder, shipped));
  });

  /**
   * The customer's lease contract signed on their behalf (method onBehalf, said so in the
   * document), as a customer would sign it with an SMS code: for browser tests whose merchant ships
   * through the back office, which refuses an unsigned order. The ship route above signs by itself.
   */
  routes.on(...at(DEV_API.signContract), async (c) => {
    const orderNo = orderNoParam.safeParse(c.req.param('orderNo'));
    if (!orderNo.success) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const [order] = await deps.db.select({ id: rentalOrders.id, status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo.data));
    if (!order) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const refusal = signingRefusal(order, false);
    if (refusal) return c.json(refuse(refusal));
    const lease = await deps.db.transaction((tx) => signOnBehalf(tx, order.id, deps.clock.now()));
    return c.json(okAs(DEV_API.signContract, { orderNo: orderNo.data, documentNo: lease.documentNo, sha256: lease.sha256 }));
  });

  /**
   * A running order as if its rent had started that many days earlier: every bill of the order falls
   * due sooner, so its earliest unpaid bill falls due on `day`. Answers that bill, or a refusal.
   */
  async function earliestUnpaidFallsDueOn(orderNoText: string, day: string) {
    const orderNo = orderNoParam.safeParse(orderNoText);
    if (!orderNo.success) return refuse(MESSAGES.notFound, CODE.notFound);
    const [order] = await deps.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo.data));
    if (!order) return refuse(MESSAGES.notFound, CODE.notFound);
    const [bill] = await deps.db
      .select({ id: bills.id, period: bills.period, dueDate: bills.dueDate })
      .from(bills)
      .where(and(eq(bills.orderId, order.id), eq(bills.status, 0)))
      .orderBy(asc(bills.dueDate), asc(bills.period))
      .limit(1);
    if (!bill) return refuse('该订单没有待支付的账单');
    const days = Math.round((Date.parse(bill.dueDate) - Date.parse(day)) / DAY_MS);
    await deps.db
      .update(bills)
      .set({ dueDate: sql`${bills.dueDate} - ${days}::int` })
      .where(eq(bills.orderId, order.id));
    return { orderNo: orderNo.data, billId: bill.id, period: bill.period, dueDate: day };
  }

  /** The earliest unpaid bill fell due yesterday: the scheduler's overdue run marks it 逾期 with its 消息. */
  routes.on(...at(DEV_API.makeOverdue), async (c) => {
    const now = deps.clock.now();
    const moved = await earliestUnpaidFallsDueOn(c.req.param('orderNo'), formatShanghai(new Date(now.getTime() - DAY_MS)).slice(0, 10));
    if ('code' in moved) return c.json(moved);
    await markOverdueBills(deps.db, now);
    return c.json(okAs(DEV_API.makeOverdue, moved));
  });

  /** The earliest unpaid bill falls due today, and the scheduler's pass runs now (automatic payment collects it). */
  routes.on(...at(DEV_API.makeDueToday), async (c) => {
    const now = deps.clock.now();
    const moved = await earliestUnpaidFallsDueOn(c.req.param('orderNo'), formatShanghai(now).slice(0, 10));
    if ('code' in moved) return c.json(moved);
    await runDueWork(deps.db, now, { payment: deps.payment, tracking: deps.tracking, log: deps.log });
    return c.json(okAs(DEV_API.makeDueToday, moved));
  });

  /**
   * The order's shipment (or return) as if sent `hours` earlier (domain/parcels/parcelClock.ts): a
   * sandbox parcel moves on by as much. The scheduler's pass runs now, so a signature reached is
   * recorded and an automatic receipt it brings forward happens. Answers the order's status and parcels.
   */
  routes.on(...at(DEV_API.moveParcelClock), validated(DEV_API.moveParcelClock), async (c) => {
    const orderNo = orderNoParam.safeParse(c.req.param('orderNo'));
    if (!orderNo.success) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const [order] = await deps.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo.data));
    const { leg, hours } = c.req.valid('json');
    if (!order || !(await sendParcelEarlier(deps.db, order.id, leg, hours))) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    const now = deps.clock.now();
    await runDueWork(deps.db, now, { payment: deps.payment, tracking: deps.tracking, log: deps.log });
    const [after] = await deps.db.select({ status: rentalOrders.status }).from(rentalOrders).where(eq(rentalOrders.id, order.id));
    return c.json(okAs(DEV_API.moveParcelClock, { orderNo: order.orderNo, status: after?.status, tracking: await orderTracking(deps.db, deps.tracking, order, now) }));
  });

  return routes;
}
