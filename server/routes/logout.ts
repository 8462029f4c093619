/**
 * POST /auth/api/logout ends a customer session, POST /logout a back-office one (RuoYi's admin
 * logout, as the storefront's door sends it): each ends only its own kind, so a token sent to the
 * wrong door ends nothing. The answer is always 200.
 */
import { Hono } from 'hono';
import { logoutBody } from '@/contract/auth';
import { deleteSession } from '../domain/auth/sessions';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import { readToken } from '../http/session';
import { jsonBody } from '../http/validate';

export function logoutRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const logouts = [
    ['/auth/api/logout', 'customer'],
    ['/logout', 'sys'],
  ] as const;
  for (const [path, kind] of logouts) {
    routes.post(path, jsonBody(logoutBody), async (c) => {
      const token = readToken(c) ?? c.req.valid('json').token?.trim();
      if (token) await deleteSession(deps.db, token, kind);
      return c.json(ok(null, '退出成功'));
    });
  }

  return routes;
}
