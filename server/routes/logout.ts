/** POST /auth/api/logout and POST /logout: the session row goes; the answer is always 200. */
import { Hono } from 'hono';
import { logoutBody } from '@/lib/contract/auth';
import { deleteSession } from '../domain/sessions';
import { ok } from '../http/envelope';
import type { AppDeps, AppEnv } from '../http/env';
import { readToken } from '../http/session';
import { jsonBody } from '../http/validate';

export function logoutRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  for (const path of ['/auth/api/logout', '/logout']) {
    routes.post(path, jsonBody(logoutBody), async (c) => {
      const token = readToken(c) ?? c.req.valid('json').token?.trim();
      if (token) await deleteSession(deps.db, token);
      return c.json(ok(null, '退出成功'));
    });
  }

  return routes;
}
