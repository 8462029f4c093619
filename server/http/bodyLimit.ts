/**
 * Requests here are small forms; 64 KiB is generous and keeps a flood of bytes off the parsers.
 * The exceptions are declared with their endpoints (contract/endpoints/): uploads (one image of at
 * most 5 MB, or one device import of at most 2 MB, plus the multipart framing), the goods editor's
 * and an article's save (rich text, up to twenty configurations), and the payment providers'
 * notifications (16 KiB: they are a few hundred bytes).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ALL_ENDPOINTS } from '@/contract/endpoints';
import { MESSAGES } from '../domain/shared/refusal';
import { refuse } from './envelope';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The shop's envelope says what went wrong in an HTTP 200, as every answer of its API does. A payment
 * provider reads only the HTTP status (WeChat Pay takes any 200 as "recorded"), so its
 * notification path answers 413.
 */
const limitOf = (maxSize: number, status: 200 | 413 = 200) => bodyLimit({ maxSize, onError: (c) => c.json(refuse(MESSAGES.tooLarge), status) });

const formLimit = limitOf(MAX_BODY_BYTES);
/** Routes with a bound of their own, by path, as the endpoint table declares them (none has a parameter). */
const DECLARED: ReadonlyMap<string, MiddlewareHandler> = new Map(
  ALL_ENDPOINTS.filter((endpoint) => endpoint.maxBodyBytes !== undefined).map((endpoint) => [
    endpoint.path,
    limitOf(endpoint.maxBodyBytes ?? MAX_BODY_BYTES, endpoint.door === 'paymentNotify' ? 413 : 200),
  ]),
);

export const limitBodySize: MiddlewareHandler = (c, next) => (DECLARED.get(c.req.path) ?? formLimit)(c, next);
