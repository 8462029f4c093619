/** Browsing the catalogue: categories, carousel, recommendations, search, zones, display goods. */
import { Hono } from 'hono';
import { z } from 'zod';
import { carouselQuery } from '@/contract/carousel';
import { brandsQuery, discountZoneQuery, displayGoodsBody, goodsSearchQuery, pageBody, relatedGoodsQuery, zoneGoodsQuery } from '@/contract/goodsQueries';
import { brandCounts, categoryTree, discountZone, displayGoods, recommendedGoods, relatedGoods, searchGoods, zoneGoods } from '../domain/catalog/listings';
import { carousel } from '../domain/content/carousel';
import type { AppDeps, AppEnv } from '../http/env';
import { jsonBody, queryOf } from '../http/validate';
import { CATALOG_API } from '@/contract/endpoints';
import { at, okAs, pageAs } from '../http/endpoint';

const noQuery = z.strictObject({});

export function catalogRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(CATALOG_API.categories), queryOf(noQuery), async (c) => c.json(okAs(CATALOG_API.categories, await categoryTree(deps.db))));

  routes.on(...at(CATALOG_API.carousel), queryOf(carouselQuery), async (c) => c.json(okAs(CATALOG_API.carousel, await carousel(deps.db, c.req.valid('query').position))));

  routes.on(...at(CATALOG_API.recommended), queryOf(noQuery), async (c) => c.json(okAs(CATALOG_API.recommended, await recommendedGoods(deps.db))));

  routes.on(...at(CATALOG_API.search), queryOf(goodsSearchQuery), async (c) => c.json(pageAs(CATALOG_API.search, await searchGoods(deps.db, c.req.valid('query')))));

  routes.on(...at(CATALOG_API.brands), queryOf(brandsQuery), async (c) => c.json(okAs(CATALOG_API.brands, await brandCounts(deps.db, c.req.valid('query').categoryId))));

  routes.on(...at(CATALOG_API.zoneGoods), queryOf(zoneGoodsQuery), async (c) => {
    const { zone, ...paging } = c.req.valid('query');
    return c.json(pageAs(CATALOG_API.zoneGoods, await zoneGoods(deps.db, zone, paging)));
  });

  routes.on(...at(CATALOG_API.discountGoods), queryOf(discountZoneQuery), async (c) => {
    const { categoryId, ...paging } = c.req.valid('query');
    return c.json(pageAs(CATALOG_API.discountGoods, await discountZone(deps.db, categoryId === undefined ? {} : { categoryId }, paging)));
  });

  routes.on(...at(CATALOG_API.personalGoods), jsonBody(pageBody), async (c) =>
    c.json(pageAs(CATALOG_API.personalGoods, await zoneGoods(deps.db, 'personal', c.req.valid('json')))),
  );

  routes.on(...at(CATALOG_API.displayGoods), jsonBody(displayGoodsBody), async (c) => c.json(okAs(CATALOG_API.displayGoods, await displayGoods(deps.db, c.req.valid('json')))));

  routes.on(...at(CATALOG_API.relatedGoods), queryOf(relatedGoodsQuery), async (c) => {
    const { goodsId, limit } = c.req.valid('query');
    return c.json(okAs(CATALOG_API.relatedGoods, await relatedGoods(deps.db, goodsId, limit)));
  });

  return routes;
}
