/** GET /system/dict/data/type/{dictType}: an unknown type is an empty list, not an error. */
import { Hono } from 'hono';
import { dictEntries } from '../domain/console/dicts';
import type { AppDeps, AppEnv } from '../http/env';
import { DICT_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

export function dictRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(DICT_API.entries), async (c) => {
    const dictType = c.req.param('dictType');
    const entries = /^[a-z][a-z0-9_]{0,63}$/.test(dictType) ? await dictEntries(deps.db, dictType) : [];
    return c.json(okAs(DICT_API.entries, entries));
  });

  return routes;
}
