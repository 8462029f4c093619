/**
 * The last line: refusals become their envelope, anything else is logged here and answered with
 * a calm sentence. No stack, path or SQL ever reaches a client.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { CODE } from '@/contract/envelope';
import { MESSAGES, Refusal } from '../domain/shared/refusal';
import type { Logger } from '../runtime/log';
import type { AppEnv } from './env';
import { refuse } from './envelope';

export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (error: Error, c: Context<AppEnv>) => {
    if (error instanceof Refusal) return c.json(refuse(error.message, error.code));
    if (error instanceof HTTPException && error.status === 413) return c.json(refuse(MESSAGES.tooLarge));
    log.error('unexpected error', error, { requestId: c.get('requestId'), method: c.req.method, path: c.req.path });
    return c.json(refuse(MESSAGES.busy));
  };
}

/** Unknown routes: the envelope's 404, with HTTP 404 too (nothing lives at that address). */
export const notFoundHandler: NotFoundHandler = (c) => c.json(refuse(MESSAGES.notFound, CODE.notFound), 404);
