/** The back office's preview of a goods item that shoppers may not see yet (/detailsPreview). */
import { Hono } from 'hono';
import { CODE } from '@/contract/envelope';
import { positiveId } from '@/contract/params';
import { goodsPreview } from '../domain/catalog/goodsDetail';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireSysUser } from '../http/session';
import { CONSOLE_GOODS_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

const goodsIdParam = positiveId('商品编号不正确');

/** A path id that is not a positive integer names nothing: 404, like an unknown id. */
function goodsIdOf(raw: string): number {
  const parsed = goodsIdParam.safeParse(raw);
  if (!parsed.success || !/^[0-9]+$/.test(raw)) throw new Refusal(MESSAGES.notFound, CODE.notFound);
  return parsed.data;
}

export function goodsPreviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(...at(CONSOLE_GOODS_API.preview), requireSysUser(deps), async (c) => {
    const { role, storeId } = c.var.sysUser;
    return c.json(okAs(CONSOLE_GOODS_API.preview, await goodsPreview(deps.db, goodsIdOf(c.req.param('id')), { role, storeId })));
  });

  return routes;
}
