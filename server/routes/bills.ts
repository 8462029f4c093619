/**
 * The customer's bills (`/api/wBill/…`): the list, this month's summary, paying one, several or
 * every due bill from the balance or online, and the Excel export. Every call needs a customer
 * session and touches only that customer's bills (another customer's bill is 404, like an unknown one).
 */
import { Hono } from 'hono';
import { BILL_MESSAGES } from '@/contract/bills';
import type { OnlineTradeAnswer } from '@/contract/money';
import { ORDER_MESSAGES } from '@/contract/orders';
import { billExportFileName, exportBills } from '../domain/bills/export';
import { payBillByBalance, payBillsByBalance, type BillsPaymentInput } from '../domain/bills/pay';
import { startBillsOnlinePayment, type PayingCustomer } from '../domain/onlineTrades/announce';
import { payerOf } from '../http/payer';
import { billPage, billSummary } from '../domain/bills/read';
import { tradesFollowUp } from '../domain/onlineTrades/followUp';
import { Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { fileDownload } from '../http/download';
import { BILL_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function billRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const followUp = tradesFollowUp(deps.db, deps.payment, deps.log);
  const provider = deps.payment;
  // Decided once: without a provider no trade can be opened.
  const openTrade: (who: PayingCustomer, input: BillsPaymentInput) => Promise<OnlineTradeAnswer> = provider
    ? (who, input) => startBillsOnlinePayment(deps.db, provider, who, input, deps.clock.now(), deps.log)
    : () => Promise.reject(new Refusal(ORDER_MESSAGES.onlineUnavailable));

  routes.on(...at(BILL_API.list), customer, validated(BILL_API.list), async (c) =>
    c.json(pageAs(BILL_API.list, await billPage(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now()))),
  );

  routes.on(...at(BILL_API.summary), customer, async (c) => c.json(okAs(BILL_API.summary, await billSummary(deps.db, c.var.customer.id, deps.clock.now()))));

  routes.on(...at(BILL_API.payByBalance), customer, validated(BILL_API.payByBalance), async (c) => {
    const { closedTrades, ...payment } = await payBillByBalance(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    // A trade left open for the bill was closed with the payment: tell the provider.
    await followUp(closedTrades, deps.clock.now());
    return c.json(okAs(BILL_API.payByBalance, payment, BILL_MESSAGES.paid));
  });

  routes.on(...at(BILL_API.payAllByBalance), customer, validated(BILL_API.payAllByBalance), async (c) => {
    const { closedTrades, ...payment } = await payBillsByBalance(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    await followUp(closedTrades, deps.clock.now());
    return c.json(okAs(BILL_API.payAllByBalance, payment, BILL_MESSAGES.paid));
  });

  routes.on(...at(BILL_API.payOnline), customer, validated(BILL_API.payOnline), async (c) =>
    c.json(okAs(BILL_API.payOnline, await openTrade({ customerId: c.var.customer.id, payer: payerOf(c) }, c.req.valid('json')))),
  );

  // A download (docs/product-rules.md#downloads): a form-encoded POST answered with the file (a refusal stays JSON).
  routes.on(...at(BILL_API.export), customer, validated(BILL_API.export), async (c) => {
    const filters = c.req.valid('form');
    const now = deps.clock.now();
    return fileDownload(await exportBills(deps.db, c.var.customer.id, filters, now), billExportFileName(filters, now));
  });

  return routes;
}
