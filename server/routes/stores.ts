/** Shops: the quality-store list, a shop's page and its honours. */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { storeIdParam } from '@/contract/stores';
import { storeDetail, storeHonourList, storeList } from '../domain/catalog/stores';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { STORE_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A path id that is not a positive integer names nothing: 404, like an unknown id. */
function storeIdOf(raw: string): number {
  const parsed = storeIdParam.safeParse(raw);
  if (!parsed.success) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return parsed.data;
}

export function storeRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(STORE_API.list), validated(STORE_API.list), async (c) => {
    const { featured, ...paging } = c.req.valid('query');
    const onlyFeatured = featured === undefined ? undefined : featured === 'true' || featured === '1';
    return c.json(pageAs(STORE_API.list, await storeList(deps.db, { ...paging, ...(onlyFeatured === undefined ? {} : { featured: onlyFeatured }) })));
  });

  routes.on(...at(STORE_API.detail), async (c) => c.json(okAs(STORE_API.detail, await storeDetail(deps.db, storeIdOf(c.req.param('id'))))));

  routes.on(...at(STORE_API.honours), async (c) => c.json(okAs(STORE_API.honours, await storeHonourList(deps.db, storeIdOf(c.req.param('id'))))));

  return routes;
}
