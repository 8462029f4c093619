/** The start of the catalogue: categories and the platform's recommendations. */
import { Hono } from 'hono';
import { z } from 'zod';
import { categoryTree, recommendedGoods } from '../domain/catalog';
import { ok } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { queryOf } from '../http/validate';

const noQuery = z.strictObject({});

export function catalogRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/wGoodsCategoryQian/goodCate', queryOf(noQuery), async (c) => c.json(ok(await categoryTree(deps.db))));

  routes.get('/api/wGoods/yptj', queryOf(noQuery), async (c) => c.json(ok(await recommendedGoods(deps.db))));

  return routes;
}
