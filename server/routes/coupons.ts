/** The coupon centre: offers for everyone, claiming for customers. */
import { Hono } from 'hono';
import { z } from 'zod';
import { COUPON_MESSAGES, couponClaimBody } from '@/lib/contract/coupons';
import { claimCoupon, couponCentre } from '../domain/coupons';
import { ok } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { customerOfRequest, requireCustomer } from '../http/session';
import { jsonBody, queryOf } from '../http/validate';

export function couponRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/coupon/centre', queryOf(z.strictObject({})), async (c) => {
    const customer = await customerOfRequest(deps, c);
    return c.json(ok(await couponCentre(deps.db, customer?.id ?? null)));
  });

  routes.post('/api/coupon/claim', requireCustomer(deps), jsonBody(couponClaimBody), async (c) => {
    const coupon = await claimCoupon(deps.db, c.var.customer.id, c.req.valid('json').templateId, deps.clock.now());
    return c.json(ok(coupon, COUPON_MESSAGES.claimed));
  });

  return routes;
}
