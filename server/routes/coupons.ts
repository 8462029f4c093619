/** The coupon centre (offers for everyone, claiming for customers) and the coupon of an unpaid order (`/api/wCouponUser/…`). */
import { Hono, type MiddlewareHandler } from 'hono';
import { COUPON_MESSAGES, orderCouponParams } from '@/contract/coupons';
import { UPGRADE_MESSAGES } from '@/contract/upgrades';
import { CODE } from '@/contract/envelope';
import { claimCoupon, couponCentre } from '../domain/catalog/coupons';
import { orderCouponQuote, type TradeLookup } from '../domain/orders/coupons';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import { upgradeCouponQuote } from '../domain/upgrades/apply';
import type { AppDeps, AppEnv } from '../http/env';
import { refuse } from '../http/envelope';
import { ownGlobalId } from '../http/globalId';
import { customerOfRequest, requireCustomer } from '../http/session';
import { describeIssues } from '../http/validate';
import { COUPON_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

/** Path values that name nothing (a malformed order number, an upgrade offer): 404, like unknown ones. */
const NAMING_PARAMS: readonly PropertyKey[] = ['orderNo', 'upgradeId'];

/** The naming path values are judged first; the others after the GlobalId (as judgeSwitch answers). */
const namedOrder: MiddlewareHandler = async (c, next) => {
  const parsed = orderCouponParams.safeParse(c.req.param());
  if (!parsed.success && parsed.error.issues.some((issue) => NAMING_PARAMS.includes(issue.path[0] ?? ''))) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
  await next();
};

export function couponRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // The provider routes/payments.ts pays through; only its view of a trade is needed here.
  // Without one no trade can be opened, and one the provider does not know counts as open anyway.
  const trades: TradeLookup = deps.payment ?? { queryTrade: () => Promise.resolve(null) };

  routes.on(...at(COUPON_API.offers), validated(COUPON_API.offers), async (c) => {
    const customer = await customerOfRequest(deps, c);
    return c.json(okAs(COUPON_API.offers, await couponCentre(deps.db, customer?.id ?? null)));
  });

  routes.on(...at(COUPON_API.claim), requireCustomer(deps), validated(COUPON_API.claim), async (c) => {
    const coupon = await claimCoupon(deps.db, c.var.customer.id, c.req.valid('json').templateId, deps.clock.now());
    return c.json(okAs(COUPON_API.claim, coupon, COUPON_MESSAGES.claimed));
  });

  routes.on(...at(COUPON_API.orderAmount), requireCustomer(deps), validated(COUPON_API.orderAmount), namedOrder, ownGlobalId({ param: 'userId' }), async (c) => {
    const parsed = orderCouponParams.safeParse(c.req.param());
    if (!parsed.success) return c.json(refuse(describeIssues(parsed.error.issues)));
    const { orderNo, receive, flag, upgradeId } = parsed.data;
    const couponId = receive === 0 ? null : receive;
    if (upgradeId !== 0) {
      if (flag) throw new Refusal(UPGRADE_MESSAGES.applyOnly);
      return c.json(okAs(COUPON_API.orderAmount, await upgradeCouponQuote(deps.db, c.var.customer.id, { orderNo, offerId: upgradeId, couponId }, deps.clock.now())));
    }
    const quote = await orderCouponQuote(deps.db, trades, c.var.customer.id, { orderNo, couponId: receive === 0 ? null : receive, apply: flag }, deps.clock.now());
    return c.json(okAs(COUPON_API.orderAmount, quote, flag ? COUPON_MESSAGES.applied : MESSAGES.ok));
  });

  return routes;
}
