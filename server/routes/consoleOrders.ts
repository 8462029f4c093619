/**
 * The back office's order desk (`/api/sys/order/…`): the list, its per-status counts, one order
 * with the actions allowed now and where its parcels are, and the staff's actions — approve, reject, close (platform),
 * receive and inspect a return, complete — and the export. Every call needs a back-office session;
 * every action its menu button (requirePermission); orders are scoped to the caller's shop (another
 * shop's is 404). After a change that refunds online money, the provider hears it after the commit.
 */
import { Hono, type Context } from 'hono';
import type { Endpoint, HttpMethod } from '@/contract/endpoint';
import { CONSOLE_ORDER_MESSAGES, type ConsoleOrderActionResult } from '@/contract/consoleOrders';
import { orderNoParam } from '@/contract/params';
import type { Permission } from '@/contract/permissions';
import { consoleOrderDetail } from '../domain/consoleOrders/detail';
import { completeOrder } from '../domain/consoleOrders/completion';
import { exportOrders, orderExportFileName } from '../domain/consoleOrders/export';
import { receiveReturn } from '../domain/consoleOrders/inspection';
import { consoleOrderCounts, consoleOrderPage } from '../domain/consoleOrders/list';
import { approveOrder, closeOrder, rejectOrder, type ChangedOrder } from '../domain/consoleOrders/review';
import { orderFollowUp } from '../domain/onlineTrades/followUp';
import { staffOrderTracking } from '../domain/parcels/tracking';
import type { Staff } from '../domain/staff/scope';
import { notFound } from '../domain/shared/refusal';
import { fileDownload } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_ORDER_API, CONSOLE_UPGRADE_API } from '@/contract/endpoints';
import { UPGRADE_MESSAGES } from '@/contract/upgrades';
import { approveUpgrade, inspectUpgradeReturn, rejectUpgrade, shipUpgrade } from '../domain/consoleOrders/upgradeDesk';
import { at, okAs, pageAs, validated } from '../http/endpoint';

/** A malformed order number in a path names nothing: 404, like another shop's. */
function orderNoOf(c: Context): string {
  const parsed = orderNoParam.safeParse(c.req.param('orderNo'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function consoleOrderRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const staff = requireSysUser(deps);
  const button = (key: Permission) => requirePermission(deps, key);
  const followUp = orderFollowUp(deps.db, deps.payment, deps.log);

  /** The order as the desk shows it after the change, the provider told of any refund first. */
  const afterChange = async (endpoint: Endpoint<HttpMethod, string, ConsoleOrderActionResult>, who: Staff, changed: ChangedOrder, msg: string) => {
    const now = deps.clock.now();
    await followUp(changed, now);
    return okAs(endpoint, await consoleOrderDetail(deps.db, who, changed.orderNo, now), msg);
  };

  routes.on(...at(CONSOLE_ORDER_API.list), staff, validated(CONSOLE_ORDER_API.list), async (c) =>
    c.json(pageAs(CONSOLE_ORDER_API.list, await consoleOrderPage(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()))),
  );

  routes.on(...at(CONSOLE_ORDER_API.counts), staff, validated(CONSOLE_ORDER_API.counts), async (c) =>
    c.json(okAs(CONSOLE_ORDER_API.counts, await consoleOrderCounts(deps.db, c.var.sysUser, c.req.valid('query')))),
  );

  routes.on(...at(CONSOLE_ORDER_API.detail), staff, async (c) =>
    c.json(okAs(CONSOLE_ORDER_API.detail, await consoleOrderDetail(deps.db, c.var.sysUser, orderNoOf(c), deps.clock.now()))),
  );

  routes.on(...at(CONSOLE_ORDER_API.tracking), staff, validated(CONSOLE_ORDER_API.tracking), async (c) =>
    c.json(okAs(CONSOLE_ORDER_API.tracking, await staffOrderTracking(deps.db, deps.tracking, c.var.sysUser, c.req.valid('query').orderNo, deps.clock.now()))),
  );

  routes.on(...at(CONSOLE_ORDER_API.approve), staff, button('order:approve'), validated(CONSOLE_ORDER_API.approve), async (c) =>
    c.json(
      await afterChange(
        CONSOLE_ORDER_API.approve,
        c.var.sysUser,
        await approveOrder(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()),
        CONSOLE_ORDER_MESSAGES.approved,
      ),
    ),
  );

  routes.on(...at(CONSOLE_ORDER_API.reject), staff, button('order:approve'), validated(CONSOLE_ORDER_API.reject), async (c) =>
    c.json(
      await afterChange(CONSOLE_ORDER_API.reject, c.var.sysUser, await rejectOrder(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), CONSOLE_ORDER_MESSAGES.rejected),
    ),
  );

  routes.on(...at(CONSOLE_ORDER_API.close), staff, button('order:close'), validated(CONSOLE_ORDER_API.close), async (c) =>
    c.json(
      await afterChange(CONSOLE_ORDER_API.close, c.var.sysUser, await closeOrder(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), CONSOLE_ORDER_MESSAGES.closed),
    ),
  );

  routes.on(...at(CONSOLE_ORDER_API.receive), staff, button('order:receive'), validated(CONSOLE_ORDER_API.receive), async (c) =>
    c.json(
      await afterChange(
        CONSOLE_ORDER_API.receive,
        c.var.sysUser,
        await receiveReturn(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()),
        CONSOLE_ORDER_MESSAGES.received,
      ),
    ),
  );

  routes.on(...at(CONSOLE_ORDER_API.complete), staff, button('order:complete'), validated(CONSOLE_ORDER_API.complete), async (c) =>
    c.json(
      await afterChange(
        CONSOLE_ORDER_API.complete,
        c.var.sysUser,
        await completeOrder(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()),
        CONSOLE_ORDER_MESSAGES.completed,
      ),
    ),
  );

  // A download (docs/product-rules.md#downloads): a form-encoded POST answered with the file (a refusal stays JSON).
  routes.on(...at(CONSOLE_ORDER_API.export), staff, button('order:export'), validated(CONSOLE_ORDER_API.export), async (c) => {
    const filters = c.req.valid('form');
    const now = deps.clock.now();
    return fileDownload(await exportOrders(deps.db, c.var.sysUser, filters, now), orderExportFileName(filters, now));
  });

  // An upgrade (升级换机) of a running order: the desk acts on the order's live upgrade with the order's own buttons.
  routes.on(...at(CONSOLE_UPGRADE_API.approve), staff, button('order:approve'), validated(CONSOLE_UPGRADE_API.approve), async (c) =>
    c.json(
      await afterChange(CONSOLE_UPGRADE_API.approve, c.var.sysUser, await approveUpgrade(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), UPGRADE_MESSAGES.approved),
    ),
  );
  routes.on(...at(CONSOLE_UPGRADE_API.reject), staff, button('order:approve'), validated(CONSOLE_UPGRADE_API.reject), async (c) =>
    c.json(
      await afterChange(CONSOLE_UPGRADE_API.reject, c.var.sysUser, await rejectUpgrade(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), UPGRADE_MESSAGES.rejected),
    ),
  );
  routes.on(...at(CONSOLE_UPGRADE_API.ship), staff, button('order:ship'), validated(CONSOLE_UPGRADE_API.ship), async (c) =>
    c.json(await afterChange(CONSOLE_UPGRADE_API.ship, c.var.sysUser, await shipUpgrade(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()), UPGRADE_MESSAGES.shipped)),
  );
  routes.on(...at(CONSOLE_UPGRADE_API.receive), staff, button('order:receive'), validated(CONSOLE_UPGRADE_API.receive), async (c) =>
    c.json(
      await afterChange(
        CONSOLE_UPGRADE_API.receive,
        c.var.sysUser,
        await inspectUpgradeReturn(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now()),
        UPGRADE_MESSAGES.inspected,
      ),
    ),
  );

  return routes;
}
