/** The registration form's choice lists: GET /api/register/reg/choice/{1|2|3}. */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { choiceList, CHOICE_DICT_TYPES } from '../domain/console/dicts';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { refuse } from '../http/envelope';
import { ACCOUNT_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

export function choiceRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(ACCOUNT_API.choices), async (c) => {
    const type = c.req.param('type');
    const dictType = /^\d{1,2}$/.test(type) ? CHOICE_DICT_TYPES[Number(type)] : undefined;
    if (!dictType) return c.json(refuse(MESSAGES.notFound, CODE.notFound));
    return c.json(okAs(ACCOUNT_API.choices, await choiceList(deps.db, dictType)));
  });

  return routes;
}
