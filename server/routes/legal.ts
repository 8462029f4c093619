/** GET /api/site/legal: the record numbers of every page's footer and the business-licence facts of /license. */
import { Hono } from 'hono';
import { legalFacts } from '../domain/content/legalFacts';
import type { AppDeps, AppEnv } from '../http/env';
import { LEGAL_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function legalRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(LEGAL_API.facts), validated(LEGAL_API.facts), async (c) => c.json(okAs(LEGAL_API.facts, await legalFacts(deps.db))));

  return routes;
}
