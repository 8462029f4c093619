/**
 * Online payment: `liJiZhiFu` and `tradeQuery` for the customer, and — with the embedded sandbox
 * provider — the sandbox cashier's API, which needs no session (the trade number is the capability,
 * as on a real cashier).
 */
import { Hono } from 'hono';
import { CODE } from '@/lib/contract/envelope';
import { onlinePaymentBody, orderNoBody, type SandboxTradeView } from '@/lib/contract/orders';
import { handleTradeNotification, queryOrderTrade, startOnlinePayment, tradeOrderNo } from '../domain/onlinePayment';
import { MESSAGES, Refusal } from '../domain/refusal';
import { ok } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { jsonBody } from '../http/validate';
import { sandboxPaymentProvider, type PaymentProvider, type SandboxPaymentProvider } from '../providers/payment';

const TRADE_NO = /^[0-9a-f]{32}$/;
const ONLINE_UNAVAILABLE = '在线支付暂未开通，请使用余额支付';

/** No provider configured: no trade can be opened, and none is known. */
const NO_PROVIDER: PaymentProvider = {
  createTrade: () => Promise.reject(new Refusal(ONLINE_UNAVAILABLE)),
  queryTrade: () => Promise.resolve(null),
};

function tradeNoOf(raw: string): string {
  if (!TRADE_NO.test(raw)) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return raw;
}

export function paymentRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  // The sandbox pays without money: it is the default only where the development routes are on
  // (never in production unless DEV_OUTBOX=1). Without it and without a real provider, online
  // payment is refused and the balance is the only way to pay.
  let sandbox: SandboxPaymentProvider | null = null;
  let provider: PaymentProvider = NO_PROVIDER;
  if (deps.payment) {
    provider = deps.payment;
  } else if (deps.settings.devRoutes) {
    const embedded = sandboxPaymentProvider(deps.db, deps.clock, deps.log);
    embedded.onPaid(async (tradeNo) => {
      await handleTradeNotification(deps.db, embedded, tradeNo, deps.clock.now(), deps.log);
    });
    sandbox = embedded;
    provider = embedded;
  }

  routes.post('/api/wOrder/liJiZhiFu', customer, jsonBody(onlinePaymentBody), async (c) => {
    if (provider === NO_PROVIDER) throw new Refusal(ONLINE_UNAVAILABLE);
    return c.json(ok(await startOnlinePayment(deps.db, provider, c.var.customer.id, c.req.valid('json'), deps.clock.now())));
  });

  routes.post('/api/wOrder/tradeQuery', customer, jsonBody(orderNoBody), async (c) =>
    c.json(ok(await queryOrderTrade(deps.db, provider, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now(), deps.log))),
  );

  const cashier = sandbox;
  if (cashier) {
    routes.get('/api/pay/sandbox/:tradeNo', async (c) => {
      const tradeNo = tradeNoOf(c.req.param('tradeNo'));
      const [trade, orderNo] = await Promise.all([cashier.queryTrade(tradeNo), tradeOrderNo(deps.db, tradeNo)]);
      if (!trade || !orderNo) throw new Refusal(MESSAGES.notFound, CODE.notFound);
      const view: SandboxTradeView = { tradeNo, orderNo, amount: trade.amount, subject: trade.subject, status: trade.status };
      return c.json(ok(view));
    });
    for (const action of ['confirm', 'cancel'] as const) {
      routes.post(`/api/pay/sandbox/:tradeNo/${action}`, async (c) => {
        const status = await cashier[action](tradeNoOf(c.req.param('tradeNo')));
        if (!status) throw new Refusal(MESSAGES.notFound, CODE.notFound);
        return c.json(ok({ status }));
      });
    }
  }

  return routes;
}
