/**
 * Back-office reads of goods for storefront pages, with the back-office session token from its
 * own cookie (lib/session/server.ts). Never cached: a preview is one merchant's unpublished data.
 */
import { serverCall } from './server-call';
import { CODE } from '@/contract/envelope';
import type { GoodsDetail } from '@/contract/goods';

export type GoodsPreview =
  | { status: 'ok'; goods: GoodsDetail }
  /** No back-office session, or it expired (a customer's token counts as none). */
  | { status: 'signedOut' }
  /** No such goods, or another shop's. */
  | { status: 'notFound' };

/** `GET /api/wGoods/preview/{id}`: the goods whatever its status; other failures are thrown. */
export async function getGoodsPreview(id: number, token: string | undefined): Promise<GoodsPreview> {
  if (!token) return { status: 'signedOut' };
  const result = await serverCall<GoodsDetail>('GET', `api/wGoods/preview/${id}`, { token });
  if (result.ok) return { status: 'ok', goods: result.data };
  if (result.error.code === CODE.unauthorized) return { status: 'signedOut' };
  if (result.error.code === CODE.notFound) return { status: 'notFound' };
  throw result.error;
}
