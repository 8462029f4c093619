/**
 * The back office's goods (`/api/sys/goods/…`): the list and its counts, the editable document,
 * the save, putting on and taking off sale, the export. An editor reaches their own shop's goods
 * (another shop's id answers 404), an admin every shop's. Each change needs its menu button
 * (goods:add, goods:edit, goods:publish, goods:export) and, once committed, asks the storefront to
 * rebuild the public pages it changes.
 */
import { Hono, type Context } from 'hono';
import { TAGS } from '@/contract/cacheTags';
import { GOODS_MESSAGES } from '@/contract/goodsConsole';
import { positiveId } from '@/contract/params';
import { forbidden, holdsPermission } from '../domain/staff/scope';
import { goodsConsolePage, goodsStatusCount } from '../domain/catalog/goodsConsoleList';
import { goodsEditDocument, saveGoods } from '../domain/catalog/goodsEditing';
import { exportGoods, goodsExportFileName } from '../domain/catalog/goodsExport';
import { publishGoods } from '../domain/catalog/goodsPublishing';
import { notFound } from '../domain/shared/refusal';
import { fileDownload } from '../http/download';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_GOODS_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

const goodsIdParam = positiveId('商品编号不正确');

/** A path id that is not a positive integer names nothing: 404, like an unknown id. */
function goodsIdOf(c: Context): number {
  const raw = c.req.param('id') ?? '';
  const parsed = goodsIdParam.safeParse(raw);
  if (!parsed.success || !/^[0-9]+$/.test(raw)) throw notFound();
  return parsed.data;
}

export function goodsConsoleRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sysUser = requireSysUser(deps);

  routes.on(...at(CONSOLE_GOODS_API.list), sysUser, validated(CONSOLE_GOODS_API.list), async (c) =>
    c.json(pageAs(CONSOLE_GOODS_API.list, await goodsConsolePage(deps.db, c.var.sysUser, c.req.valid('json')))),
  );

  routes.on(...at(CONSOLE_GOODS_API.statusCount), sysUser, validated(CONSOLE_GOODS_API.statusCount), async (c) =>
    c.json(okAs(CONSOLE_GOODS_API.statusCount, await goodsStatusCount(deps.db, c.var.sysUser, c.req.valid('query')))),
  );

  routes.on(...at(CONSOLE_GOODS_API.detail), sysUser, async (c) => c.json(okAs(CONSOLE_GOODS_API.detail, await goodsEditDocument(deps.db, c.var.sysUser, goodsIdOf(c)))));

  // Creating needs goods:add, editing goods:edit: which one the body says.
  routes.on(...at(CONSOLE_GOODS_API.save), sysUser, validated(CONSOLE_GOODS_API.save), async (c) => {
    const input = c.req.valid('json');
    const staff = c.var.sysUser;
    if (!(await holdsPermission(deps.db, staff.role, input.id === undefined ? 'goods:add' : 'goods:edit'))) throw forbidden();
    const saved = await saveGoods(deps.db, staff, input, deps.clock.now());
    // A draft or a withdrawn item is on no public page: only goods on sale change what shoppers see.
    if (saved.status === 'on_sale') await deps.storefront.revalidate([TAGS.goods, TAGS.goodsItem(saved.id), TAGS.store(saved.storeId)]);
    return c.json(okAs(CONSOLE_GOODS_API.save, await goodsEditDocument(deps.db, staff, saved.id), GOODS_MESSAGES.saved));
  });

  routes.on(...at(CONSOLE_GOODS_API.publish), sysUser, requirePermission(deps, 'goods:publish'), validated(CONSOLE_GOODS_API.publish), async (c) => {
    const body = c.req.valid('json');
    const { tags, ...result } = await publishGoods(deps.db, c.var.sysUser, body, deps.clock.now());
    await deps.storefront.revalidate(tags);
    const count = result.changed.length;
    const msg = count === 0 ? GOODS_MESSAGES.unchanged : body.onSale ? GOODS_MESSAGES.published(count) : GOODS_MESSAGES.withdrawn(count);
    return c.json(okAs(CONSOLE_GOODS_API.publish, result, msg));
  });

  routes.on(...at(CONSOLE_GOODS_API.export), sysUser, requirePermission(deps, 'goods:export'), validated(CONSOLE_GOODS_API.export), async (c) => {
    const form = c.req.valid('form');
    const bytes = await exportGoods(deps.db, c.var.sysUser, form);
    return fileDownload(bytes, goodsExportFileName(form, deps.clock.now()));
  });

  return routes;
}
