/** Requests here are small forms; 64 KiB is generous and keeps a flood of bytes off the parsers. */
import { bodyLimit } from 'hono/body-limit';
import { MESSAGES } from '../domain/shared/refusal';
import { refuse } from './envelope';

export const MAX_BODY_BYTES = 64 * 1024;

export const limitBodySize = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(refuse(MESSAGES.tooLarge)) });
