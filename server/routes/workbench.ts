/** The back office's workbench (`GET /api/sys/workbench`): what needs doing now, per role. */
import { Hono } from 'hono';
import { workbench } from '../domain/console/workbench';
import type { AppDeps, AppEnv } from '../http/env';
import { requireSysUser } from '../http/session';
import { CONSOLE_WORKBENCH_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

export function workbenchRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(...at(CONSOLE_WORKBENCH_API.workbench), requireSysUser(deps), async (c) =>
    c.json(okAs(CONSOLE_WORKBENCH_API.workbench, await workbench(deps.db, c.var.sysUser, deps.clock.now()))),
  );
  return routes;
}
