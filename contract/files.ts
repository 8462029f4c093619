/**
 * Uploads on the wire: `POST /api/file/upload` (customers, multipart: `file`, `purpose`) and
 * `POST /api/sys/file/upload` (back-office staff) answer the file's key; requests that use a file
 * (verification, service requests, goods, inspections …) send keys back, and the product server
 * checks that each belongs to the caller, has that purpose and is not used yet.
 */
import { z } from 'zod';

/** What customers upload for. */
export const UPLOAD_PURPOSES = ['licence', 'service'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** What back-office staff upload for: goods pictures, inspection photos, news, carousel and shop pictures. */
export const STAFF_UPLOAD_PURPOSES = ['goods', 'inspection', 'news', 'carousel', 'store'] as const;
export type StaffUploadPurpose = (typeof STAFF_UPLOAD_PURPOSES)[number];

/**
 * Pictures made for public pages: anyone may fetch them at `publicFileUrl(key)`. Inspection photos
 * (and every customer upload) never are.
 */
export const PUBLIC_UPLOAD_PURPOSES = ['goods', 'news', 'carousel', 'store'] as const satisfies readonly StaffUploadPurpose[];
export type PublicUploadPurpose = (typeof PUBLIC_UPLOAD_PURPOSES)[number];

export const FILE_PURPOSES = [...UPLOAD_PURPOSES, ...STAFF_UPLOAD_PURPOSES] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export function isPublicUploadPurpose(purpose: string): purpose is PublicUploadPurpose {
  return (PUBLIC_UPLOAD_PURPOSES as readonly string[]).includes(purpose);
}

/** Image types accepted, by what their bytes are (never by name or declared type). */
export const UPLOAD_MIME_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type UploadMime = keyof typeof UPLOAD_MIME_TYPES;

export { UPLOAD_MAX_BYTES } from './endpoints/limits';
/** Uploads one customer may make in a day: enough for any honest use, a bound on disk use. */
export const UPLOADS_PER_DAY = 60;
/** Uploads one back-office user may make in a day: a day of listing goods with ten pictures each. */
export const STAFF_UPLOADS_PER_DAY = 500;

export const FILE_KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
export const fileKey = z.string({ error: '图片不正确，请重新上传' }).regex(FILE_KEY_PATTERN, '图片不正确，请重新上传');

export const uploadPurpose = z.enum(UPLOAD_PURPOSES, { error: '上传用途不正确' });
export const staffUploadPurpose = z.enum(STAFF_UPLOAD_PURPOSES, { error: '上传用途不正确' });

/**
 * The public address of a public-purpose picture (goods, news, carousel, shop): the storefront's
 * `/files/<key>` (app/files/[file]/route.ts), cached by browsers for a year (a key never changes
 * its bytes). Goods images and rich-text pictures store this path.
 */
export const PUBLIC_FILE_PREFIX = '/files/';
export const publicFileUrl = (key: string) => `${PUBLIC_FILE_PREFIX}${key}`;
export const PUBLIC_FILE_PATH_PATTERN = /^\/files\/([0-9a-f]{32}\.(?:jpg|png|webp))$/;

/** The key of a `/files/<key>` path, or null. */
export function keyOfPublicFileUrl(path: string): string | null {
  return PUBLIC_FILE_PATH_PATTERN.exec(path)?.[1] ?? null;
}

/**
 * `POST /api/file/upload` answers this. `url`: where a browser shows the file — for a customer
 * `/prod-api/api/file/<key>`; for staff, a public purpose's `/files/<key>` (its address in public
 * content too) and an inspection photo's `/prod-api/api/sys/file/<key>`.
 */
export type UploadedFile = { key: string; mime: UploadMime; size: number; url: string };

/** `POST /api/sys/file/upload` answers this. */
export type StaffUploadedFile = UploadedFile & { purpose: StaffUploadPurpose };

export const UPLOAD_MESSAGES = {
  missing: '请选择要上传的图片',
  tooLarge: '图片不能超过 5 MB',
  wrongType: '仅支持 JPEG、PNG 或 WebP 格式的图片',
  tooMany: '今日上传次数过多，请明天再试',
  uploaded: '上传成功',
  notYours: '图片不存在或已被使用，请重新上传',
} as const;
