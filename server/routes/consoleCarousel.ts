/** 轮播图 (platform only): the slides `/api/wPlatformImg/lunBoTo` shows. */
import { Hono } from 'hono';
import { CAROUSEL_ADMIN_MESSAGES, carouselAdminListBody, carouselDeleteBody, carouselSaveBody } from '@/contract/consoleContent';
import { TAGS } from '@/contract/cacheTags';
import { carouselAdminList, deleteSlide, saveSlide } from '../domain/content/carouselAdmin';
import type { AppDeps, AppEnv } from '../http/env';
import { ok, page } from '../http/envelope';
import { requirePermission, requirePlatform } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { jsonBody } from '../http/validate';
import { CONSOLE_CAROUSEL_API } from '@/contract/endpoints';
import { at } from '../http/endpoint';

export function consoleCarouselRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);
  const platform = requirePlatform();
  const edit = requirePermission(deps, 'carousel:edit');

  routes.on(...at(CONSOLE_CAROUSEL_API.list), sysUser, platform, jsonBody(carouselAdminListBody), async (c) =>
    c.json(page(await carouselAdminList(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_CAROUSEL_API.save), sysUser, platform, edit, jsonBody(carouselSaveBody), async (c) => {
    const slide = await saveSlide(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    await deps.storefront.revalidate([TAGS.carousel]);
    return c.json(ok(slide, CAROUSEL_ADMIN_MESSAGES.saved));
  });

  routes.on(...at(CONSOLE_CAROUSEL_API.remove), sysUser, platform, edit, jsonBody(carouselDeleteBody), async (c) => {
    const deleted = await deleteSlide(deps.db, c.var.sysUser, c.req.valid('json').id, deps.clock.now());
    await deps.storefront.revalidate([TAGS.carousel]);
    return c.json(ok(deleted, CAROUSEL_ADMIN_MESSAGES.deleted));
  });

  return routes;
}
