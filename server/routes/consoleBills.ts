/**
 * Bills for the back office (`/api/sys/bill/…`): the list of the caller's shop's bills (an
 * admin's: every shop's or one), read through the clock, and its Excel export (`bill:export`).
 */
import { Hono } from 'hono';
import { consoleBillExportFileName, consoleBillPage, exportDeskBills } from '../domain/bills/console';
import { fileDownload } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_BILL_API } from '@/contract/endpoints';
import { at, pageAs, validated } from '../http/endpoint';

export function consoleBillRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staff = requireSysUser(deps);

  routes.on(...at(CONSOLE_BILL_API.list), staff, validated(CONSOLE_BILL_API.list), async (c) =>
    c.json(pageAs(CONSOLE_BILL_API.list, await consoleBillPage(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()))),
  );

  // A download (docs/product-rules.md#downloads): a form-encoded POST answered with the file (a refusal stays JSON).
  routes.on(...at(CONSOLE_BILL_API.export), staff, requirePermission(deps, 'bill:export'), validated(CONSOLE_BILL_API.export), async (c) => {
    const filters = c.req.valid('form');
    const now = deps.clock.now();
    return fileDownload(await exportDeskBills(deps.db, c.var.sysUser, filters, now), consoleBillExportFileName(filters, now));
  });

  return routes;
}
