/** The envelope of docs/product-rules.md#envelope, built in one place. */
import { CODE, type Envelope, type PageEnvelope } from '@/contract/envelope';
import { MESSAGES, type RefusalCode } from '../domain/shared/refusal';

export function ok<T>(data: T, msg: string = MESSAGES.ok): Envelope<T> {
  return { code: CODE.ok, msg, data };
}

/** A login answer: the token beside data, where the storefront's route handler picks it up. */
export function okWithToken<T>(data: T, token: string, msg: string): Envelope<T> {
  return { code: CODE.ok, msg, token, data };
}

export function refuse(msg: string, code: RefusalCode = CODE.refused): Envelope<never> {
  return { code, msg };
}

/** A page of rows: `{ code: 200, msg: "查询成功", rows, total }`. */
export function page<T>({ rows, total }: { rows: T[]; total: number }): PageEnvelope<T> {
  return { code: CODE.ok, msg: MESSAGES.queried, rows, total };
}
