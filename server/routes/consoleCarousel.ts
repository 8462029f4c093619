/** 轮播图 (platform only): the slides `/api/wPlatformImg/lunBoTo` shows. */
import { Hono } from 'hono';
import { CONSOLE_CAROUSEL_MESSAGES } from '@/contract/consoleContent';
import { TAGS } from '@/contract/cacheTags';
import { consoleCarouselList, deleteSlide, saveSlide } from '../domain/content/consoleCarousel';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_CAROUSEL_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function consoleCarouselRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);
  const platform = requirePlatform();
  const edit = requirePermission(deps, 'carousel:edit');

  routes.on(...at(CONSOLE_CAROUSEL_API.list), sysUser, platform, validated(CONSOLE_CAROUSEL_API.list), async (c) =>
    c.json(pageAs(CONSOLE_CAROUSEL_API.list, await consoleCarouselList(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_CAROUSEL_API.save), sysUser, platform, edit, validated(CONSOLE_CAROUSEL_API.save), async (c) => {
    const slide = await saveSlide(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    await deps.storefront.revalidate([TAGS.carousel]);
    return c.json(okAs(CONSOLE_CAROUSEL_API.save, slide, CONSOLE_CAROUSEL_MESSAGES.saved));
  });

  routes.on(...at(CONSOLE_CAROUSEL_API.remove), sysUser, platform, edit, validated(CONSOLE_CAROUSEL_API.remove), async (c) => {
    const deleted = await deleteSlide(deps.db, c.var.sysUser, c.req.valid('json').id, deps.clock.now());
    await deps.storefront.revalidate([TAGS.carousel]);
    return c.json(okAs(CONSOLE_CAROUSEL_API.remove, deleted, CONSOLE_CAROUSEL_MESSAGES.deleted));
  });

  return routes;
}
