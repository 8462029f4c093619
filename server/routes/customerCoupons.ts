/** The customer's own coupons by tab (`/api/wCouponUser/list`, `/api/wCouponUser/counts`): a customer session, that customer's coupons only. */
import { Hono } from 'hono';
import { myCouponCounts, myCoupons } from '../domain/customerCoupons/mine';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer } from '../http/session';
import { COUPON_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function customerCouponRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);

  routes.on(...at(COUPON_API.mine), customer, validated(COUPON_API.mine), async (c) =>
    c.json(pageAs(COUPON_API.mine, await myCoupons(deps.db, c.var.customer.id, c.req.valid('query'), deps.clock.now()))),
  );

  routes.on(...at(COUPON_API.mineCounts), customer, validated(COUPON_API.mineCounts), async (c) =>
    c.json(okAs(COUPON_API.mineCounts, await myCouponCounts(deps.db, c.var.customer.id, deps.clock.now()))),
  );

  return routes;
}
