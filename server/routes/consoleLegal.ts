/**
 * 备案与证照 (`/api/sys/legal/…`, platform only): the shop's record numbers and business-licence
 * facts. Reads need the platform role; a save also the `legal:edit` button, is audited, and
 * rebuilds every storefront page (the footer shows them) and /license. The public read is
 * `GET /api/site/legal` (routes/legal.ts).
 */
import { Hono } from 'hono';
import { TAGS } from '@/contract/cacheTags';
import { LEGAL_MESSAGES } from '@/contract/legal';
import { legalFactsSettings, saveLegalFacts } from '../domain/content/legalFacts';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_LEGAL_API } from '@/contract/endpoints';
import { at, okAs, validated } from '../http/endpoint';

export function consoleLegalRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const platform = [requireSysUser(deps), requirePlatform()] as const;

  routes.on(...at(CONSOLE_LEGAL_API.read), ...platform, validated(CONSOLE_LEGAL_API.read), async (c) =>
    c.json(okAs(CONSOLE_LEGAL_API.read, await legalFactsSettings(deps.db, c.var.sysUser))),
  );

  routes.on(...at(CONSOLE_LEGAL_API.save), ...platform, requirePermission(deps, 'legal:edit'), validated(CONSOLE_LEGAL_API.save), async (c) => {
    const settings = await saveLegalFacts(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    await deps.storefront.revalidate([TAGS.legal]);
    return c.json(okAs(CONSOLE_LEGAL_API.save, settings, LEGAL_MESSAGES.saved));
  });

  return routes;
}
