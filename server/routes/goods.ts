/** One goods item: the product page's details, the procurement variant and the SKU picker matrix. */
import { Hono } from 'hono';
import { goodsIdBody, goodsIdQuery } from '@/contract/goodsQueries';
import { goodsDetail, procurementDetail, skuOptions } from '../domain/catalog/goodsDetail';
import type { AppDeps, AppEnv } from '../http/env';
import { jsonBody, queryOf } from '../http/validate';
import { CATALOG_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

export function goodsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(CATALOG_API.goodsDetail), jsonBody(goodsIdBody), async (c) => c.json(okAs(CATALOG_API.goodsDetail, await goodsDetail(deps.db, c.req.valid('json').id))));

  routes.on(...at(CATALOG_API.procurementDetail), jsonBody(goodsIdBody), async (c) =>
    c.json(okAs(CATALOG_API.procurementDetail, await procurementDetail(deps.db, c.req.valid('json').id))),
  );

  routes.on(...at(CATALOG_API.skuOption), queryOf(goodsIdQuery), async (c) => c.json(okAs(CATALOG_API.skuOption, await skuOptions(deps.db, c.req.valid('query').goodsId))));

  return routes;
}
