/** One goods item: the product page's details, the procurement variant and the SKU picker matrix. */
import { Hono } from 'hono';
import { goodsDetail, procurementDetail, skuOptions } from '../domain/catalog/goodsDetail';
import type { AppDeps, AppEnv } from '../http/env';
import { CATALOG_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function goodsRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(CATALOG_API.goodsDetail), validated(CATALOG_API.goodsDetail), async (c) =>
    c.json(okAs(CATALOG_API.goodsDetail, await goodsDetail(deps.db, c.req.valid('json').id))),
  );

  routes.on(...at(CATALOG_API.procurementDetail), validated(CATALOG_API.procurementDetail), async (c) =>
    c.json(okAs(CATALOG_API.procurementDetail, await procurementDetail(deps.db, c.req.valid('json').id))),
  );

  routes.on(...at(CATALOG_API.skuOption), validated(CATALOG_API.skuOption), async (c) =>
    c.json(okAs(CATALOG_API.skuOption, await skuOptions(deps.db, c.req.valid('query').goodsId))),
  );

  return routes;
}
