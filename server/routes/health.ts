/**
 * GET /health: the database answers a query. Start scripts, the browser tests and a load
 * balancer wait on it; HTTP 503 while the database does not answer.
 */
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { refuse } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { OPS_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(...at(OPS_API.health), async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json(okAs(OPS_API.health, { status: 'up' }));
    } catch (error) {
      deps.log.error('health check: the database did not answer', error);
      return c.json(refuse('数据库暂不可用'), 503);
    }
  });
  return routes;
}
