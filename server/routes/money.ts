/**
 * Money after checkout besides bills: the account overview, the balance ledger and top-ups
 * (`/api/wUser/…`), any online trade of the caller's (`/api/wUser/tradeQuery`), and renewals and
 * buyouts of running orders (`/api/wOrder/…`). Every call needs a customer session and touches
 * only that customer's orders, quotes and trades (another customer's is 404, like an unknown one).
 */
import { Hono } from 'hono';
import { MONEY_MESSAGES, type OnlineTradeAnswer, type TradeView } from '@/contract/money';
import { ORDER_MESSAGES } from '@/contract/orders';
import { ledgerPage } from '../domain/account/ledger';
import { accountOverview } from '../domain/account/overview';
import { startTopUp, type PayingCustomer } from '../domain/onlineTrades/announce';
import { payerOf } from '../http/payer';
import { payBuyoutByBalance } from '../domain/buyouts/pay';
import { startBuyoutOnlinePayment } from '../domain/onlineTrades/announce';
import { quoteBuyout } from '../domain/buyouts/quote';
import { orderFollowUp, tradesFollowUp } from '../domain/onlineTrades/followUp';
import { bookedTrade, queryTrade } from '../domain/onlineTrades/query';
import { renewalPreview, renewOrder } from '../domain/renewals/renew';
import { Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { orderNoOf } from './orders';
import { MONEY_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function moneyRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const provider = deps.payment;
  const followUpOrder = orderFollowUp(deps.db, provider, deps.log);
  const followUpTrades = tradesFollowUp(deps.db, provider, deps.log);
  const offline = () => Promise.reject(new Refusal(ORDER_MESSAGES.onlineUnavailable));
  // Decided once, when the app is built: what online payment means without a provider.
  const topUp: (who: PayingCustomer, input: { amount: number; idempotencyKey: string }) => Promise<OnlineTradeAnswer> = provider
    ? (who, input) => startTopUp(deps.db, provider, who, input, deps.clock.now(), deps.log)
    : offline;
  const buyoutOnline: (who: PayingCustomer, input: { quoteNo: string; idempotencyKey: string }) => Promise<OnlineTradeAnswer> = provider
    ? (who, input) => startBuyoutOnlinePayment(deps.db, provider, who, input, deps.clock.now(), deps.log)
    : offline;
  const tradeOf: (customerId: number, tradeNo: string) => Promise<TradeView> = provider
    ? (customerId, tradeNo) => queryTrade(deps.db, provider, customerId, tradeNo, deps.clock.now(), deps.log)
    : (customerId, tradeNo) => bookedTrade(deps.db, customerId, tradeNo);

  // Account
  routes.on(...at(MONEY_API.account), customer, async (c) => c.json(okAs(MONEY_API.account, await accountOverview(deps.db, c.var.customer, provider !== null))));
  routes.on(...at(MONEY_API.ledger), customer, validated(MONEY_API.ledger), async (c) =>
    c.json(pageAs(MONEY_API.ledger, await ledgerPage(deps.db, c.var.customer.id, c.req.valid('json')))),
  );
  routes.on(...at(MONEY_API.topUp), customer, validated(MONEY_API.topUp), async (c) =>
    c.json(okAs(MONEY_API.topUp, await topUp({ customerId: c.var.customer.id, payer: payerOf(c) }, c.req.valid('json')), MONEY_MESSAGES.topUpStarted)),
  );
  routes.on(...at(MONEY_API.trade), customer, validated(MONEY_API.trade), async (c) =>
    c.json(okAs(MONEY_API.trade, await tradeOf(c.var.customer.id, c.req.valid('json').tradeNo))),
  );

  // Renewal
  routes.on(...at(MONEY_API.renewal), customer, async (c) =>
    c.json(okAs(MONEY_API.renewal, await renewalPreview(deps.db, c.var.customer.id, orderNoOf(c.req.param('orderNo')), deps.clock.now()))),
  );
  routes.on(...at(MONEY_API.renew), customer, validated(MONEY_API.renew), async (c) => {
    const renewal = await renewOrder(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(MONEY_API.renew, renewal, MONEY_MESSAGES.renewed(renewal.months)));
  });

  // Buyout
  routes.on(...at(MONEY_API.buyoutQuote), customer, validated(MONEY_API.buyoutQuote), async (c) =>
    c.json(okAs(MONEY_API.buyoutQuote, await quoteBuyout(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now()))),
  );
  routes.on(...at(MONEY_API.payBuyoutByBalance), customer, validated(MONEY_API.payBuyoutByBalance), async (c) => {
    const { closedTrades, ...payment } = await payBuyoutByBalance(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    // Trades the buyout closed, and a deposit surplus going back online: the provider hears it now.
    await followUpTrades(closedTrades, deps.clock.now());
    await followUpOrder({ orderNo: payment.orderNo }, deps.clock.now());
    return c.json(okAs(MONEY_API.payBuyoutByBalance, payment, MONEY_MESSAGES.buyoutPaid));
  });
  routes.on(...at(MONEY_API.payBuyoutOnline), customer, validated(MONEY_API.payBuyoutOnline), async (c) =>
    c.json(okAs(MONEY_API.payBuyoutOnline, await buyoutOnline({ customerId: c.var.customer.id, payer: payerOf(c) }, c.req.valid('json')))),
  );

  return routes;
}
