/**
 * Uploads on the wire: `POST /api/file/upload` (multipart: `file`, `purpose`) answers the file's
 * key; requests that use a file (verification, service requests) send keys back, and the
 * product server checks that each belongs to the caller, has that purpose and is not used yet.
 */
import { z } from 'zod';

export const UPLOAD_PURPOSES = ['licence', 'service'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Image types accepted, by what their bytes are (never by name or declared type). */
export const UPLOAD_MIME_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type UploadMime = keyof typeof UPLOAD_MIME_TYPES;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads one customer may make in a day: enough for any honest use, a bound on disk use. */
export const UPLOADS_PER_DAY = 60;

export const FILE_KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
export const fileKey = z.string({ error: '图片不正确，请重新上传' }).regex(FILE_KEY_PATTERN, '图片不正确，请重新上传');

export const uploadPurpose = z.enum(UPLOAD_PURPOSES, { error: '上传用途不正确' });

/** `POST /api/file/upload` answers this. */
export type UploadedFile = { key: string; mime: UploadMime; size: number; url: string };

export const UPLOAD_MESSAGES = {
  missing: '请选择要上传的图片',
  tooLarge: '图片不能超过 5 MB',
  wrongType: '仅支持 JPEG、PNG 或 WebP 格式的图片',
  tooMany: '今日上传次数过多，请明天再试',
  uploaded: '上传成功',
  notYours: '图片不存在或已被使用，请重新上传',
} as const;
