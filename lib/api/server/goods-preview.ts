/**
 * A merchant's preview of goods (/detailsPreview), read with the back-office session from its
 * own cookie. Never cached: a preview is one merchant's unpublished data.
 */
import 'server-only';
import { consoleToken, serverCall } from './call';
import { CODE } from '@/contract/envelope';
import type { GoodsDetail } from '@/contract/goods';
import { bind } from '@/contract/endpoint';
import { CONSOLE_GOODS_API } from '@/contract/endpoints/consoleGoods';

export type GoodsPreview =
  | { status: 'ok'; goods: GoodsDetail }
  /** No back-office session, or it expired (a customer's token counts as none). */
  | { status: 'signedOut' }
  /** No such goods, or another shop's. */
  | { status: 'notFound' };

/**
 * `GET /api/wGoods/preview/{id}`: the goods whatever its status; other failures are thrown. A
 * visitor without a back-office session is asked to sign in whatever the id (null: not an id).
 */
export async function readGoodsPreview(id: number | null): Promise<GoodsPreview> {
  const token = await consoleToken();
  if (!token) return { status: 'signedOut' };
  if (id === null) return { status: 'notFound' };
  const result = await serverCall(bind(CONSOLE_GOODS_API.preview, { id }), { token });
  if (result.ok) return { status: 'ok', goods: result.data };
  if (result.error.code === CODE.unauthorized) return { status: 'signedOut' };
  if (result.error.code === CODE.notFound) return { status: 'notFound' };
  throw result.error;
}
