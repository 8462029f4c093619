/** Browsing the catalogue: categories, carousel, recommendations, search, zones, display goods. */
import { Hono } from 'hono';
import { z } from 'zod';
import { carouselQuery } from '@/contract/carousel';
import { brandsQuery, discountZoneQuery, displayGoodsBody, goodsSearchQuery, pageBody, relatedGoodsQuery, zoneGoodsQuery } from '@/contract/goodsQueries';
import {
  brandCounts,
  categoryTree,
  discountZone,
  displayGoods,
  recommendedGoods,
  relatedGoods,
  searchGoods,
  zoneGoods,
} from '../domain/catalog/listings';
import { carousel } from '../domain/content/carousel';
import type { AppDeps, AppEnv } from '../http/env';
import { ok, page } from '../http/envelope';
import { jsonBody, queryOf } from '../http/validate';

const noQuery = z.strictObject({});

export function catalogRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/wGoodsCategoryQian/goodCate', queryOf(noQuery), async (c) => c.json(ok(await categoryTree(deps.db))));

  routes.get('/api/wPlatformImg/lunBoTo', queryOf(carouselQuery), async (c) => c.json(ok(await carousel(deps.db, c.req.valid('query').position))));

  routes.get('/api/wGoods/yptj', queryOf(noQuery), async (c) => c.json(ok(await recommendedGoods(deps.db))));

  routes.get('/api/wGoods/search', queryOf(goodsSearchQuery), async (c) => c.json(page(await searchGoods(deps.db, c.req.valid('query')))));

  routes.get('/api/wGoods/brands', queryOf(brandsQuery), async (c) => c.json(ok(await brandCounts(deps.db, c.req.valid('query').categoryId))));

  routes.get('/api/wGoods/qtZq', queryOf(zoneGoodsQuery), async (c) => {
    const { zone, ...paging } = c.req.valid('query');
    return c.json(page(await zoneGoods(deps.db, zone, paging)));
  });

  routes.get('/api/wGoods/thZq', queryOf(discountZoneQuery), async (c) => {
    const { categoryId, ...paging } = c.req.valid('query');
    return c.json(page(await discountZone(deps.db, categoryId === undefined ? {} : { categoryId }, paging)));
  });

  routes.post('/api/wGoods/personalProducts', jsonBody(pageBody), async (c) => c.json(page(await zoneGoods(deps.db, 'personal', c.req.valid('json')))));

  routes.post('/api/wGoodsItem/zhangShiGoods', jsonBody(displayGoodsBody), async (c) => c.json(ok(await displayGoods(deps.db, c.req.valid('json')))));

  routes.get('/api/wGoodsItem/youLoveM', queryOf(relatedGoodsQuery), async (c) => {
    const { goodsId, limit } = c.req.valid('query');
    return c.json(ok(await relatedGoods(deps.db, goodsId, limit)));
  });

  return routes;
}
