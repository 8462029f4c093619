/**
 * POST /auth/api/logout ends a customer session, POST /logout a back-office one (RuoYi's admin
 * logout, as the storefront's door sends it): each ends only its own kind, so a token sent to the
 * wrong door ends nothing. The answer is always 200.
 */
import { Hono } from 'hono';
import { ACCOUNT_API, CONSOLE_AUTH_API } from '@/contract/endpoints';
import { deleteSession } from '../domain/auth/sessions';
import type { AppDeps, AppEnv } from '../http/env';
import { at, okAs, validated } from '../http/endpoint';
import { readToken } from '../http/session';

export function logoutRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const logouts = [
    [ACCOUNT_API.logout, 'customer'],
    [CONSOLE_AUTH_API.logout, 'sys'],
  ] as const;
  for (const [endpoint, kind] of logouts) {
    routes.on(...at(endpoint), validated(endpoint), async (c) => {
      const token = readToken(c) ?? c.req.valid('json').token?.trim();
      if (token) await deleteSession(deps.db, token, kind);
      return c.json(okAs(endpoint, null, '退出成功'));
    });
  }

  return routes;
}
