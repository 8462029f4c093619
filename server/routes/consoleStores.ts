/** 店铺管理 (platform only) and a merchant's own 店铺设置. */
import { Hono } from 'hono';
import { CONSOLE_STORE_MESSAGES } from '@/contract/consoleStores';
import { storeIdParam } from '@/contract/stores';
import { TAGS } from '@/contract/cacheTags';
import { saveShopSettings, setStoreFeatured, setStoreStatus, shopSettings, consoleStoreDetail, consoleStoreList } from '../domain/catalog/consoleStores';
import { exportStores, platformExportFileName } from '../domain/console/exports';
import { fileDownload } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { pathId } from './pathId';
import { CONSOLE_STORE_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A shop's card is on its page, the shop lists and every goods page of it (the store card). */
const storeTags = (id: number) => [TAGS.stores, TAGS.store(id), TAGS.goods];

export function consoleStoreRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);
  const platform = requirePlatform();

  routes.on(...at(CONSOLE_STORE_API.list), sysUser, platform, validated(CONSOLE_STORE_API.list), async (c) =>
    c.json(pageAs(CONSOLE_STORE_API.list, await consoleStoreList(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_STORE_API.export), sysUser, platform, validated(CONSOLE_STORE_API.export), async (c) =>
    fileDownload(await exportStores(deps.db, c.var.sysUser, c.req.valid('form')), platformExportFileName('店铺', deps.clock.now())),
  );

  routes.on(...at(CONSOLE_STORE_API.detail), sysUser, platform, validated(CONSOLE_STORE_API.detail), async (c) =>
    c.json(okAs(CONSOLE_STORE_API.detail, await consoleStoreDetail(deps.db, c.var.sysUser, pathId(c.req.param('id'), storeIdParam)))),
  );

  routes.on(...at(CONSOLE_STORE_API.setStatus), sysUser, platform, requirePermission(deps, 'store:suspend'), validated(CONSOLE_STORE_API.setStatus), async (c) => {
    const body = c.req.valid('json');
    const store = await setStoreStatus(deps.db, c.var.sysUser, body, deps.clock.now());
    await deps.storefront.revalidate(storeTags(store.id));
    return c.json(okAs(CONSOLE_STORE_API.setStatus, store, CONSOLE_STORE_MESSAGES.statusSaved(body.status)));
  });

  routes.on(...at(CONSOLE_STORE_API.setFeatured), sysUser, platform, requirePermission(deps, 'store:feature'), validated(CONSOLE_STORE_API.setFeatured), async (c) => {
    const store = await setStoreFeatured(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    await deps.storefront.revalidate(storeTags(store.id));
    return c.json(okAs(CONSOLE_STORE_API.setFeatured, store, CONSOLE_STORE_MESSAGES.featuredSaved));
  });

  // 店铺设置: an editor's own shop; an admin names one.
  routes.on(...at(CONSOLE_STORE_API.shop), sysUser, validated(CONSOLE_STORE_API.shop), async (c) =>
    c.json(okAs(CONSOLE_STORE_API.shop, await shopSettings(deps.db, c.var.sysUser, c.req.valid('query').storeId))),
  );

  routes.on(...at(CONSOLE_STORE_API.saveShop), sysUser, requirePermission(deps, 'shop:edit'), validated(CONSOLE_STORE_API.saveShop), async (c) => {
    const settings = await saveShopSettings(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    await deps.storefront.revalidate(storeTags(settings.id));
    return c.json(okAs(CONSOLE_STORE_API.saveShop, settings, CONSOLE_STORE_MESSAGES.shopSaved));
  });

  return routes;
}
