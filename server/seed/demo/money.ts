/**
 * Demo data for money after checkout: both demo customers' running orders (status 4, the rent
 * started months ago — written by the orders demo) get a lived-in history, through the same domain
 * functions and ledger as real use:
 *  - the person's first running order renewed by 3 months, a day after its rent started;
 *  - every bill that fell due before today paid from the balance on its due date, except the one
 *    that fell due last, left overdue (its late fee grows with the clock) and marked so;
 *  - one top-up each through the payment provider (only when it is the sandbox, which can pay
 *    without money: its cashier is confirmed, then the notification handled);
 *  - each customer's newest running rental bought out three days ago from the balance (8 已买断),
 *    unless a bill of it is overdue.
 *
 * Written once per database (an app_meta marker), and only once there is a running order to work
 * on, so it can be called on every start after the orders demo. Call it after the payment provider
 * is chosen, e.g. in main.ts after `payment` is built:
 *   `if (config.seedDemo) await seedMoneyDemo(handle.db, { now: systemClock.now(), payment, log });`
 */
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import { ORDER_STATUS } from '@/contract/orders';
import type { RenewalTerm } from '@/contract/rentalRules';
import { startTopUp } from '../../domain/onlineTrades/announce';
import { shanghaiDay } from '../../domain/shared/calendar';
import { markOverdueBills } from '../../domain/bills/overdue';
import { signWithholding } from '../../domain/withholding/agreement';
import { payBillsByBalance } from '../../domain/bills/pay';
import { payBuyoutByBalance } from '../../domain/buyouts/pay';
import { quoteBuyout } from '../../domain/buyouts/quote';
import { handleTradeNotification } from '../../domain/onlineTrades/notification';
import { renewOrder } from '../../domain/renewals/renew';
import { DAY_MS, HOUR_MS } from '../../domain/shared/clock';
import { Refusal } from '../../domain/shared/refusal';
import { silentLogger, type Logger } from '../../runtime/log';
import { isSandbox, type PaymentProvider } from '../../providers/payment';
import type { Db } from '../../db/client';
import { appMeta, bills, customers, rentalOrders } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';

const MARKER = 'demo_money_v1';
const RENEWAL_MONTHS: RenewalTerm = 3;
/** Fen: what each demo customer tops up. */
const TOP_UPS = { personal: 100_000, company: 2_000_000 } as const;

/** 10:00 in Shanghai on a `YYYY-MM-DD` day: when a careful customer pays a bill due that day. */
const morningOf = (day: string) => new Date(`${day}T10:00:00+08:00`);

/** The address the demo company signed automatic payment from (a documentation range, TEST-NET-2). */
const DEMO_SIGNED_FROM = '198.51.100.23';
/** The demo's top-ups were paid at a computer, from the address the demo signed from. */
const DEMO_PAYER = { channel: 'desktop', clientAddress: DEMO_SIGNED_FROM } as const;

export type MoneyDemoResult = { renewals: number; billsPaid: number; overdue: number; topUps: number; buyouts: number; autoPay: number } | null;

/** Answers what it wrote, or null when there was nothing to do (already done, or no running order yet). */
export async function seedMoneyDemo(db: Db, options: { now: Date; payment: PaymentProvider | null; log?: Logger }): Promise<MoneyDemoResult> {
  const { now } = options;
  const log = options.log ?? silentLogger;
  const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, MARKER));
  if (done) return null;
  const people = await db
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(inArray(customers.phone, [DEMO_ACCOUNTS.personal.phone, DEMO_ACCOUNTS.company.phone]));
  const running = await db
    .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, customerId: rentalOrders.customerId, rentStartedAt: rentalOrders.rentStartedAt })
    .from(rentalOrders)
    .where(
      and(
        inArray(
          rentalOrders.customerId,
          people.map((person) => person.id),
        ),
        eq(rentalOrders.status, ORDER_STATUS.renting),
        isNotNull(rentalOrders.rentStartedAt),
      ),
    )
    .orderBy(asc(rentalOrders.rentStartedAt), asc(rentalOrders.id));
  if (running.length === 0) return null;
  const [claimed] = await db.insert(appMeta).values({ key: MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
  if (!claimed) return null;

  const result = { renewals: 0, billsPaid: 0, overdue: 0, topUps: 0, buyouts: 0, autoPay: 0 };
  const today = shanghaiDay(now);
  for (const person of people) {
    const kind = person.phone === DEMO_ACCOUNTS.personal.phone ? 'personal' : 'company';
    const orders = running.filter((order) => order.customerId === person.id);
    const first = orders[0];
    if (kind === 'personal' && first?.rentStartedAt) {
      await renewOrder(
        db,
        person.id,
        { orderNo: first.orderNo, months: RENEWAL_MONTHS, idempotencyKey: `demo-renewal-${first.orderNo}` },
        new Date(first.rentStartedAt.getTime() + DAY_MS),
      );
      result.renewals += 1;
    }
    const due =
      orders.length === 0
        ? []
        : await db
            .select({ id: bills.id, dueDate: bills.dueDate })
            .from(bills)
            .where(
              and(
                inArray(
                  bills.orderId,
                  orders.map((order) => order.id),
                ),
                inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue]),
                lt(bills.dueDate, today),
              ),
            )
            .orderBy(asc(bills.dueDate), asc(bills.id));
    // The bill that fell due last stays unpaid: the customer sees it overdue, with its late fee.
    for (const bill of due.slice(0, -1)) {
      try {
        await payBillsByBalance(db, person.id, { billIds: [bill.id], idempotencyKey: `demo-bill-${bill.id}` }, morningOf(bill.dueDate));
        result.billsPaid += 1;
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        log.warn(`[demo] bill ${bill.id} of ${person.phone} left unpaid: ${error.message}`);
      }
    }
    result.overdue += due.length > 0 ? 1 : 0;
    if (kind === 'company') {
      // The company signed automatic payment yesterday: its next bills are paid on their due days.
      await signWithholding(db, null, person.id, { method: 'balance', agree: true }, DEMO_SIGNED_FROM, new Date(now.getTime() - DAY_MS));
      result.autoPay += 1;
    }
    if (isSandbox(options.payment)) {
      const provider = options.payment;
      const at = new Date(now.getTime() - 2 * DAY_MS - 3 * HOUR_MS);
      const trade = await startTopUp(db, provider, { customerId: person.id, payer: DEMO_PAYER }, { amount: TOP_UPS[kind], idempotencyKey: `demo-topup-${person.id}` }, at, log);
      // The cashier's button, then the provider's notification (its own delivery, if it comes, is a duplicate).
      await provider.confirm(trade.tradeNo);
      await handleTradeNotification(db, provider, trade.tradeNo, at, log);
      result.topUps += 1;
    }
  }
  result.buyouts = await buyOutNewestRentals(db, people, running, now, log);
  await markOverdueBills(db, now);
  return result;
}

/** Each demo customer liked its newest laptops: quoted and bought out from the balance three days ago. */
async function buyOutNewestRentals(
  db: Db,
  people: readonly { id: number; phone: string }[],
  running: readonly { orderNo: string; customerId: number }[],
  now: Date,
  log: Logger,
): Promise<number> {
  const at = new Date(now.getTime() - 3 * DAY_MS);
  let boughtOut = 0;
  for (const person of people) {
    const newest = running.filter((order) => order.customerId === person.id).at(-1);
    if (!newest) continue;
    try {
      const quote = await quoteBuyout(db, person.id, newest.orderNo, at);
      await payBuyoutByBalance(db, person.id, { quoteNo: quote.quoteNo, idempotencyKey: `demo-buyout-${newest.orderNo}` }, new Date(at.getTime() + 6 * 60_000));
      boughtOut += 1;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      log.warn(`[demo] order ${newest.orderNo} of ${person.phone} was not bought out: ${error.message}`);
    }
  }
  return boughtOut;
}
