/** 操作日志 (`/api/sys/audit/list`): the platform's read of every back-office change. */
import { Hono } from 'hono';
import { listAudit } from '../domain/console/auditLog';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePlatform } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_AUDIT_API } from '@/contract/endpoints';
import { at, pageAs, validated } from '../http/endpoint';

export function consoleAuditRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(...at(CONSOLE_AUDIT_API.list), requireSysUser(deps), requirePlatform(), validated(CONSOLE_AUDIT_API.list), async (c) =>
    c.json(pageAs(CONSOLE_AUDIT_API.list, await listAudit(deps.db, c.req.valid('query')))),
  );
  return routes;
}
