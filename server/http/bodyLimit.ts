/**
 * Requests here are small forms; 64 KiB is generous and keeps a flood of bytes off the parsers.
 * The exceptions say so here: uploads (one image of at most 5 MB, or one device import of at most
 * 2 MB, plus the multipart framing) and the goods editor's save (a rich-text description and up to
 * twenty configurations), and an article's.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_MAX_BYTES } from '@/contract/files';
import { GOODS_SAVE_MAX_BYTES } from '@/contract/goodsConsole';
import { DEVICE_IMPORT_MAX_BYTES } from '@/contract/storeDevices';
import { MESSAGES } from '../domain/shared/refusal';
import { refuse } from './envelope';

export const MAX_BODY_BYTES = 64 * 1024;
export const UPLOAD_PATH = '/api/file/upload';
export const STAFF_UPLOAD_PATH = '/api/sys/file/upload';
export const GOODS_SAVE_PATH = '/api/sys/goods/save';
export const NEWS_SAVE_PATH = '/api/sys/news/save';
export const MAX_UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + MAX_BODY_BYTES;
export const DEVICE_IMPORT_PATH = '/api/sys/device/import';
export const MAX_DEVICE_IMPORT_BODY_BYTES = DEVICE_IMPORT_MAX_BYTES + MAX_BODY_BYTES;

const limitOf = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(refuse(MESSAGES.tooLarge)) });

const formLimit = limitOf(MAX_BODY_BYTES);
/** Routes that take more than a form, by path. */
const LARGER: ReadonlyMap<string, MiddlewareHandler> = new Map([
  [UPLOAD_PATH, limitOf(MAX_UPLOAD_BODY_BYTES)],
  [STAFF_UPLOAD_PATH, limitOf(MAX_UPLOAD_BODY_BYTES)],
  [GOODS_SAVE_PATH, limitOf(GOODS_SAVE_MAX_BYTES)],
  // An article is rich text like a goods description: the same room.
  [NEWS_SAVE_PATH, limitOf(GOODS_SAVE_MAX_BYTES)],
  [DEVICE_IMPORT_PATH, limitOf(MAX_DEVICE_IMPORT_BODY_BYTES)],
]);

export const limitBodySize: MiddlewareHandler = (c, next) => (LARGER.get(c.req.path) ?? formLimit)(c, next);
