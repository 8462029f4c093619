/**
 * Requests here are small forms; 64 KiB is generous and keeps a flood of bytes off the parsers.
 * The exceptions are declared with their endpoints (contract/endpoints/): uploads (one image of at
 * most 5 MB, or one device import of at most 2 MB, plus the multipart framing) and the goods
 * editor's and an article's save (rich text, up to twenty configurations).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ALL_ENDPOINTS } from '@/contract/endpoints';
import { MESSAGES } from '../domain/shared/refusal';
import { refuse } from './envelope';

export const MAX_BODY_BYTES = 64 * 1024;

const limitOf = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(refuse(MESSAGES.tooLarge)) });

const formLimit = limitOf(MAX_BODY_BYTES);
/** Routes that take more than a form, by path, as the endpoint table declares them (none has a parameter). */
const LARGER: ReadonlyMap<string, MiddlewareHandler> = new Map(
  ALL_ENDPOINTS.filter((endpoint) => endpoint.maxBodyBytes !== undefined).map((endpoint) => [endpoint.path, limitOf(endpoint.maxBodyBytes ?? MAX_BODY_BYTES)]),
);

export const limitBodySize: MiddlewareHandler = (c, next) => (LARGER.get(c.req.path) ?? formLimit)(c, next);
