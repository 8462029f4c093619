/** Browsing the catalogue: categories, carousel, recommendations, search, zones, display goods. */
import { Hono } from 'hono';
import { brandCounts, categoryTree, discountZone, displayGoods, recommendedGoods, relatedGoods, searchGoods, zoneGoods } from '../domain/catalog/listings';
import { carousel } from '../domain/content/carousel';
import type { AppDeps, AppEnv } from '../http/env';
import { CATALOG_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function catalogRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(CATALOG_API.categories), validated(CATALOG_API.categories), async (c) => c.json(okAs(CATALOG_API.categories, await categoryTree(deps.db))));

  routes.on(...at(CATALOG_API.carousel), validated(CATALOG_API.carousel), async (c) => c.json(okAs(CATALOG_API.carousel, await carousel(deps.db, c.req.valid('query').position))));

  routes.on(...at(CATALOG_API.recommended), validated(CATALOG_API.recommended), async (c) => c.json(okAs(CATALOG_API.recommended, await recommendedGoods(deps.db))));

  routes.on(...at(CATALOG_API.search), validated(CATALOG_API.search), async (c) => c.json(pageAs(CATALOG_API.search, await searchGoods(deps.db, c.req.valid('query')))));

  routes.on(...at(CATALOG_API.brands), validated(CATALOG_API.brands), async (c) => c.json(okAs(CATALOG_API.brands, await brandCounts(deps.db, c.req.valid('query').categoryId))));

  routes.on(...at(CATALOG_API.zoneGoods), validated(CATALOG_API.zoneGoods), async (c) => {
    const { zone, ...paging } = c.req.valid('query');
    return c.json(pageAs(CATALOG_API.zoneGoods, await zoneGoods(deps.db, zone, paging)));
  });

  routes.on(...at(CATALOG_API.discountGoods), validated(CATALOG_API.discountGoods), async (c) => {
    const { categoryId, ...paging } = c.req.valid('query');
    return c.json(pageAs(CATALOG_API.discountGoods, await discountZone(deps.db, categoryId === undefined ? {} : { categoryId }, paging)));
  });

  routes.on(...at(CATALOG_API.personalGoods), validated(CATALOG_API.personalGoods), async (c) =>
    c.json(pageAs(CATALOG_API.personalGoods, await zoneGoods(deps.db, 'personal', c.req.valid('json')))),
  );

  routes.on(...at(CATALOG_API.displayGoods), validated(CATALOG_API.displayGoods), async (c) =>
    c.json(okAs(CATALOG_API.displayGoods, await displayGoods(deps.db, c.req.valid('json')))),
  );

  routes.on(...at(CATALOG_API.relatedGoods), validated(CATALOG_API.relatedGoods), async (c) => {
    const { goodsId, limit } = c.req.valid('query');
    return c.json(okAs(CATALOG_API.relatedGoods, await relatedGoods(deps.db, goodsId, limit)));
  });

  return routes;
}
