/**
 * Requests here are small forms; 64 KiB is generous and keeps a flood of bytes off the parsers.
 * Uploads are the exceptions: one image of at most 5 MB, or one device import of at most 2 MB,
 * plus the multipart framing.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_MAX_BYTES } from '@/contract/files';
import { DEVICE_IMPORT_MAX_BYTES } from '@/contract/storeDevices';
import { MESSAGES } from '../domain/shared/refusal';
import { refuse } from './envelope';

export const MAX_BODY_BYTES = 64 * 1024;
export const UPLOAD_PATH = '/api/file/upload';
export const MAX_UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + MAX_BODY_BYTES;
export const DEVICE_IMPORT_PATH = '/api/sys/device/import';
export const MAX_DEVICE_IMPORT_BODY_BYTES = DEVICE_IMPORT_MAX_BYTES + MAX_BODY_BYTES;

const formLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(refuse(MESSAGES.tooLarge)) });
const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: (c) => c.json(refuse(MESSAGES.tooLarge)) });
const importLimit = bodyLimit({ maxSize: MAX_DEVICE_IMPORT_BODY_BYTES, onError: (c) => c.json(refuse(MESSAGES.tooLarge)) });

export const limitBodySize: MiddlewareHandler = (c, next) => {
  if (c.req.path === UPLOAD_PATH) return uploadLimit(c, next);
  if (c.req.path === DEVICE_IMPORT_PATH) return importLimit(c, next);
  return formLimit(c, next);
};
