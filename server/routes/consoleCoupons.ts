/** 优惠券 (platform only): the coupon centre's templates. */
import { Hono } from 'hono';
import { CONSOLE_COUPON_MESSAGES } from '@/contract/consoleCoupons';
import { TAGS } from '@/contract/cacheTags';
import { consoleCouponList, saveCoupon, setCouponActive } from '../domain/catalog/consoleCoupons';
import { exportCoupons, platformExportFileName } from '../domain/console/exports';
import { fileDownload } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { assertSavePermission } from '../http/savePermission';
import { requireSysUser } from '../http/session';
import { CONSOLE_COUPON_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function consoleCouponRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);
  const platform = requirePlatform();

  routes.on(...at(CONSOLE_COUPON_API.list), sysUser, platform, validated(CONSOLE_COUPON_API.list), async (c) =>
    c.json(pageAs(CONSOLE_COUPON_API.list, await consoleCouponList(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_COUPON_API.export), sysUser, platform, validated(CONSOLE_COUPON_API.export), async (c) =>
    fileDownload(await exportCoupons(deps.db, c.var.sysUser, c.req.valid('form')), platformExportFileName('优惠券', deps.clock.now())),
  );

  routes.on(...at(CONSOLE_COUPON_API.save), sysUser, platform, validated(CONSOLE_COUPON_API.save), async (c) => {
    const body = c.req.valid('json');
    await assertSavePermission(deps, c.var.sysUser, body, { add: 'coupon:add', edit: 'coupon:edit' });
    const coupon = await saveCoupon(deps.db, c.var.sysUser, body, deps.clock.now());
    await deps.storefront.revalidate([TAGS.coupons]);
    return c.json(okAs(CONSOLE_COUPON_API.save, coupon, CONSOLE_COUPON_MESSAGES.saved));
  });

  routes.on(...at(CONSOLE_COUPON_API.setActive), sysUser, platform, requirePermission(deps, 'coupon:edit'), validated(CONSOLE_COUPON_API.setActive), async (c) => {
    const body = c.req.valid('json');
    const coupon = await setCouponActive(deps.db, c.var.sysUser, body, deps.clock.now());
    await deps.storefront.revalidate([TAGS.coupons]);
    return c.json(okAs(CONSOLE_COUPON_API.setActive, coupon, CONSOLE_COUPON_MESSAGES.statusSaved(body.active)));
  });

  return routes;
}
