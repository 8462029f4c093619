/**
 * Online payment: `liJiZhiFu` and `tradeQuery` for the customer, and — when the sandbox is the
 * payment provider (PAYMENT_PROVIDER=sandbox) — the sandbox cashier's API, which needs no session
 * (the trade number is the capability, as on a real cashier). The provider is the one main.ts
 * chose at start (`deps.payment`); none means online payment is off and only the balance pays.
 */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { ORDER_MESSAGES, type OnlineTrade, type SandboxTradeView, type TradeQueryResult } from '@/contract/orders';
import { startOnlinePayment, type PayingCustomer } from '../domain/onlineTrades/announce';
import { payerOf } from '../http/payer';
import { tradeSummary } from '../domain/payments/trades';
import { queryOrderTrade } from '../domain/onlineTrades/query';
import { bookedOrderTrade } from '../domain/orders/payOnline';
import { handleTradeNotification } from '../domain/onlineTrades/notification';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { isSandbox } from '../providers/payment';
import { ORDER_API, SANDBOX_CASHIER_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

const SANDBOX_NO = /^[0-9a-f]{32}$/;

/** A sandbox page's number (a trade's, a signing page's): 32 hex digits, else not found, as an unknown one. */
export function sandboxNoOf(raw: string): string {
  if (!SANDBOX_NO.test(raw)) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return raw;
}

export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const provider = deps.payment;
  // Decided here, once: without a provider no trade can be opened, and a query reads our own books.
  const openTrade: (who: PayingCustomer, input: { orderNo: string; idempotencyKey: string }) => Promise<OnlineTrade> = provider
    ? (who, input) => startOnlinePayment(deps.db, provider, who, input, deps.clock.now(), deps.log)
    : () => Promise.reject(new Refusal(ORDER_MESSAGES.onlineUnavailable));
  const tradeOf: (customerId: number, orderNo: string) => Promise<TradeQueryResult> = provider
    ? (customerId, orderNo) => queryOrderTrade(deps.db, provider, customerId, orderNo, deps.clock.now(), deps.log)
    : (customerId, orderNo) => bookedOrderTrade(deps.db, customerId, orderNo);

  routes.on(...at(ORDER_API.payOnline), customer, validated(ORDER_API.payOnline), async (c) =>
    c.json(okAs(ORDER_API.payOnline, await openTrade({ customerId: c.var.customer.id, payer: payerOf(c) }, c.req.valid('json')))),
  );

  routes.on(...at(ORDER_API.tradeQuery), customer, validated(ORDER_API.tradeQuery), async (c) =>
    c.json(okAs(ORDER_API.tradeQuery, await tradeOf(c.var.customer.id, c.req.valid('json').orderNo))),
  );

  if (isSandbox(provider)) {
    const cashier = provider;
    // The sandbox's "asynchronous callback" goes straight to the handler a real provider's notify route would call.
    cashier.onPaid(async (tradeNo) => {
      await handleTradeNotification(deps.db, cashier, tradeNo, deps.clock.now(), deps.log);
    });
    routes.on(...at(SANDBOX_CASHIER_API.trade), async (c) => {
      const tradeNo = sandboxNoOf(c.req.param('tradeNo'));
      const [trade, ours] = await Promise.all([cashier.queryTrade(tradeNo), tradeSummary(deps.db, tradeNo)]);
      if (!trade || !ours) throw new Refusal(MESSAGES.notFound, CODE.notFound);
      const view: SandboxTradeView = { tradeNo, purpose: ours.purpose, orderNo: ours.orderNo, amount: trade.amount, subject: trade.subject, status: trade.status };
      return c.json(okAs(SANDBOX_CASHIER_API.trade, view));
    });
    for (const action of ['confirm', 'cancel'] as const) {
      routes.on(...at(SANDBOX_CASHIER_API[action]), async (c) => {
        const status = await cashier[action](sandboxNoOf(c.req.param('tradeNo')));
        if (!status) throw new Refusal(MESSAGES.notFound, CODE.notFound);
        return c.json(okAs(SANDBOX_CASHIER_API[action], { status }));
      });
    }
  }

  return routes;
}
