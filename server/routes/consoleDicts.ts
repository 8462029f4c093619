/**
 * 字典管理 (`/api/sys/dict/…`): the platform's dictionaries. Reads need the platform role; changes
 * also the `dict:edit` button, are audited, and rebuild the storefront's pages that show a
 * dictionary. The public read stays `GET /system/dict/data/type/{dictType}` (routes/dicts.ts).
 */
import { Hono } from 'hono';
import { TAGS } from '@/contract/cacheTags';
import { addDictData, dictTypes, editDictData, listDictData, removeDictData } from '../domain/console/dictEdits';
import type { AppDeps, AppEnv } from '../http/env';
import { requirePermission, requirePlatform } from '../http/permissions';
import { requireSysUser } from '../http/session';
import { CONSOLE_DICT_API } from '@/contract/endpoints';
import { at, okAs, pageAs, validated } from '../http/endpoint';

export function consoleDictRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const platform = [requireSysUser(deps), requirePlatform()] as const;
  const editor = [...platform, requirePermission(deps, 'dict:edit')] as const;
  const changed = () => deps.storefront.revalidate([TAGS.dict]);

  routes.on(...at(CONSOLE_DICT_API.types), ...platform, validated(CONSOLE_DICT_API.types), async (c) => c.json(okAs(CONSOLE_DICT_API.types, await dictTypes(deps.db))));

  routes.on(...at(CONSOLE_DICT_API.list), ...platform, validated(CONSOLE_DICT_API.list), async (c) =>
    c.json(pageAs(CONSOLE_DICT_API.list, await listDictData(deps.db, c.req.valid('query')))),
  );

  routes.on(...at(CONSOLE_DICT_API.add), ...editor, validated(CONSOLE_DICT_API.add), async (c) => {
    const row = await addDictData(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    await changed();
    return c.json(okAs(CONSOLE_DICT_API.add, row, '新增成功'));
  });

  routes.on(...at(CONSOLE_DICT_API.edit), ...editor, validated(CONSOLE_DICT_API.edit), async (c) => {
    const row = await editDictData(deps.db, c.var.sysUser, c.req.valid('json'), deps.clock.now());
    await changed();
    return c.json(okAs(CONSOLE_DICT_API.edit, row, '修改成功'));
  });

  routes.on(...at(CONSOLE_DICT_API.remove), ...editor, validated(CONSOLE_DICT_API.remove), async (c) => {
    await removeDictData(deps.db, c.var.sysUser, c.req.valid('json').id, deps.clock.now());
    await changed();
    return c.json(okAs(CONSOLE_DICT_API.remove, null, '删除成功'));
  });

  return routes;
}
