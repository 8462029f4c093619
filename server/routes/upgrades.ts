/**
 * Upgrades of a running rental (升级换机, docs/product-rules.md#upgrades), the customer's side:
 * the offers (`upGoodsItem`), the application (`sq`), paying it from the balance or online, the new
 * units received, the old ones sent back. Every call needs a customer session and names one of the
 * caller's orders (another customer's is 404, like an unknown one). Trades an action closed, and
 * refunds it decided, reach the provider after the commit.
 */
import { Hono } from 'hono';
import { ORDER_MESSAGES } from '@/contract/orders';
import { UPGRADE_MESSAGES } from '@/contract/upgrades';
import { UPGRADE_API } from '@/contract/endpoints';
import { startUpgradeOnlinePayment } from '../domain/onlineTrades/announce';
import { payerOf } from '../http/payer';
import { tradesFollowUp } from '../domain/onlineTrades/followUp';
import { Refusal } from '../domain/shared/refusal';
import { applyForUpgrade } from '../domain/upgrades/apply';
import { upgradeOffers } from '../domain/upgrades/offers';
import { payUpgradeByBalance } from '../domain/upgrades/pay';
import { receiveUpgrade, sendOldUnitsBack } from '../domain/upgrades/swap';
import type { AppDeps, AppEnv } from '../http/env';
import { at, okAs, validated } from '../http/endpoint';
import { requireCustomer } from '../http/session';

export function upgradeRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const provider = deps.payment;
  const followUpTrades = tradesFollowUp(deps.db, provider, deps.log);

  routes.on(...at(UPGRADE_API.offers), customer, validated(UPGRADE_API.offers), async (c) =>
    c.json(okAs(UPGRADE_API.offers, await upgradeOffers(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now()))),
  );

  routes.on(...at(UPGRADE_API.apply), customer, validated(UPGRADE_API.apply), async (c) => {
    const { upgrade, closedTrades } = await applyForUpgrade(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    await followUpTrades(closedTrades, deps.clock.now());
    return c.json(okAs(UPGRADE_API.apply, upgrade, UPGRADE_MESSAGES.applied));
  });

  routes.on(...at(UPGRADE_API.payByBalance), customer, validated(UPGRADE_API.payByBalance), async (c) => {
    const { closedTrades, ...payment } = await payUpgradeByBalance(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    await followUpTrades(closedTrades, deps.clock.now());
    return c.json(okAs(UPGRADE_API.payByBalance, payment, UPGRADE_MESSAGES.paid));
  });

  routes.on(...at(UPGRADE_API.payOnline), customer, validated(UPGRADE_API.payOnline), async (c) => {
    if (!provider) throw new Refusal(ORDER_MESSAGES.onlineUnavailable);
    return c.json(
      okAs(
        UPGRADE_API.payOnline,
        await startUpgradeOnlinePayment(deps.db, provider, { customerId: c.var.customer.id, payer: payerOf(c) }, c.req.valid('json'), deps.clock.now(), deps.log),
      ),
    );
  });

  routes.on(...at(UPGRADE_API.receive), customer, validated(UPGRADE_API.receive), async (c) => {
    const { upgrade, closedTrades } = await receiveUpgrade(deps.db, c.var.customer.id, c.req.valid('json').orderNo, deps.clock.now());
    await followUpTrades(closedTrades, deps.clock.now());
    return c.json(okAs(UPGRADE_API.receive, upgrade, UPGRADE_MESSAGES.received));
  });

  routes.on(...at(UPGRADE_API.sendBack), customer, validated(UPGRADE_API.sendBack), async (c) => {
    const upgrade = await sendOldUnitsBack(deps.db, c.var.customer.id, c.req.valid('json'), deps.clock.now());
    return c.json(okAs(UPGRADE_API.sendBack, upgrade, UPGRADE_MESSAGES.returned));
  });

  return routes;
}
