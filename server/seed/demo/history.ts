/**
 * The demo customers' lived-in history: months of renting behind 张伟 and 深圳市云启科技有限公司,
 * so every page of the personal center has something to show on a fresh `npm start`. Each part
 * writes through the domain functions (the same rules, ledger and 消息 as real use) and once per
 * database (its own marker), in this order:
 *
 *  0. devices: the demo shops' stock of every SKU (also written by main.ts without the history),
 *     from which the orders below ship;
 *  1. coupons: 张伟's coupons, one used on an order paid two hours ago (first: once a bill of his
 *     is overdue, no new order of his is accepted);
 *  2. orders: every status, devices with serials, bills paid month by month, one of 张伟's overdue;
 *     and 张伟's invoices whose money went back, issued before the refund as real use requires: one
 *     待红冲 (his early return gave back a month paid ahead), one 已红冲 (an order the platform closed);
 *  3. money: a renewal, bills paid on their due dates, a top-up each (with the sandbox cashier);
 *  4. invoices: titles, the company's special VAT qualification, invoices issued and requested;
 *  5. service requests: a repair in hand, a replacement done, a request waiting;
 *  6. the back office: the demo merchant's workbench with work waiting (to review, to ship, a
 *     return to inspect, a service request; the returns before were inspected and completed at the
 *     order desk by the shop's merchant);
 *  7. the 消息 read as a customer would have left them, and the running balances on 余额明细
 *     restated in time order (ledgerTimeOrder.ts: the parts above write back-dated moves part by part);
 *  8. applications waiting on the admin's workbench: two shop applications, one cooperation.
 *
 * Not part of the seed the tests and the browser suite start from: their scenarios place orders
 * as the demo customers, which an overdue bill would refuse. main.ts runs it when DEMO_HISTORY is
 * on (the default with SEED_DEMO), after the payment provider is chosen.
 */
import type { Logger } from '../../runtime/log';
import type { PaymentProvider } from '../../providers/payment';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS } from '../seed';
import { markInboxesLived } from './accountSafety';
import { seedApplicationDemo } from './applications';
import { seedConsoleDemo } from './console';
import { seedDemoDevices } from './devices';
import { seedCouponDemo } from './identity';
import { seedInvoiceDemo } from './invoices';
import { seedMoneyDemo } from './money';
import { restateRunningBalancesInTimeOrder } from './ledgerTimeOrder';
import { seedDemoOrders } from './orders';
import { seedServiceRequestDemo } from './serviceRequests';
import { seedUpgradeDemo } from './upgrades';

export type DemoHistory = {
  coupons: boolean;
  orders: boolean;
  money: boolean;
  upgrades: boolean;
  invoices: boolean;
  serviceRequests: number;
  console: boolean;
  applications: number;
};

export async function seedDemoHistory(db: Db, options: { now: Date; payment: PaymentProvider | null; log: Logger }): Promise<DemoHistory> {
  const { now } = options;
  // The shops' stock first: every shipment below takes its serials from it.
  await seedDemoDevices(db, now);
  const written: Omit<DemoHistory, 'applications'> = {
    coupons: await seedCouponDemo(db, DEMO_ACCOUNTS, now),
    orders: await seedDemoOrders(db, now),
    money: (await seedMoneyDemo(db, options)) !== null,
    upgrades: await seedUpgradeDemo(db, now),
    invoices: await seedInvoiceDemo(db, now),
    serviceRequests: await seedServiceRequestDemo(db, now),
    console: (await seedConsoleDemo(db, options)) !== null,
  };
  if (written.coupons || written.orders || written.money || written.upgrades || written.invoices || written.serviceRequests > 0 || written.console) {
    await markInboxesLived(db, { now, accounts: DEMO_ACCOUNTS });
    await restateRunningBalancesInTimeOrder(db, [DEMO_ACCOUNTS.personal.phone, DEMO_ACCOUNTS.company.phone]);
  }
  return { ...written, applications: await seedApplicationDemo(db, now) };
}
