/**
 * Uploads (`/api/file/…`): a customer uploads an image for a purpose and reads back their own;
 * the back office uploads its own pictures (`/api/sys/file/upload`) and reads what its role may
 * see (`/api/sys/file/…`); pictures made for public pages are anyone's (`/api/file/public/…`,
 * which the storefront serves as `/files/<key>`). Answers carry headers that keep a browser from
 * treating the bytes as anything but an image of the stored type.
 */
import { Hono, type Context } from 'hono';
import { UPLOAD_MESSAGES, fileKey, staffUploadPurpose, uploadPurpose, type StaffUploadPurpose } from '@/contract/files';
import { forbidden, holdsPermission } from '../domain/staff/scope';
import { customerFile, publicFile, storeStaffUpload, storeUpload, sysUserFile, type FileContent } from '../domain/files/uploads';
import { notFound, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { requireCustomer, requireSysUser } from '../http/session';
import { CONSOLE_FILE_API, FILE_API } from '@/contract/endpoints';
import { at, okAs } from '../http/endpoint';

/** A year: a key never names other bytes, so a public picture never goes stale. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

function imageAnswer(c: Context, file: FileContent, cacheControl = 'private, max-age=3600'): Response {
  return c.body(Buffer.from(file.bytes), 200, {
    'content-type': file.mime,
    'content-disposition': 'inline',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': cacheControl,
  });
}

function keyOf(c: Context): string {
  const parsed = fileKey.safeParse(c.req.param('key'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** The multipart form of an upload: its `purpose` field as sent and its `file`. */
async function uploadForm(c: Context): Promise<{ purpose: unknown; bytes: Uint8Array }> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw new Refusal(UPLOAD_MESSAGES.missing);
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new Refusal(UPLOAD_MESSAGES.missing);
  }
  const file = form.file;
  return { purpose: form.purpose, bytes: file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array() };
}

/** The buttons that need pictures of each purpose (server/seed/data/menus.ts): holding one of them allows the upload. */
const UPLOAD_PERMISSIONS: Record<StaffUploadPurpose, readonly string[]> = {
  goods: ['goods:add', 'goods:edit'],
  inspection: ['order:receive'],
  news: ['news:add', 'news:edit'],
  carousel: ['carousel:edit'],
  store: ['shop:edit'],
};

export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const sysUser = requireSysUser(deps);

  routes.on(...at(FILE_API.upload), customer, async (c) => {
    const form = await uploadForm(c);
    const purpose = uploadPurpose.safeParse(form.purpose);
    if (!purpose.success) throw new Refusal(purpose.error.issues[0]?.message ?? UPLOAD_MESSAGES.missing);
    const stored = await storeUpload(deps.db, deps.files, { customerId: c.var.customer.id, purpose: purpose.data, bytes: form.bytes }, deps.clock.now());
    return c.json(okAs(FILE_API.upload, stored, UPLOAD_MESSAGES.uploaded));
  });

  routes.on(...at(CONSOLE_FILE_API.upload), sysUser, async (c) => {
    const form = await uploadForm(c);
    const purpose = staffUploadPurpose.safeParse(form.purpose);
    if (!purpose.success) throw new Refusal(purpose.error.issues[0]?.message ?? UPLOAD_MESSAGES.missing);
    const staff = c.var.sysUser;
    const allowed = await Promise.all(UPLOAD_PERMISSIONS[purpose.data].map((key) => holdsPermission(deps.db, staff.role, key)));
    if (!allowed.includes(true)) throw forbidden();
    const stored = await storeStaffUpload(deps.db, deps.files, { staff, purpose: purpose.data, bytes: form.bytes }, deps.clock.now());
    return c.json(okAs(CONSOLE_FILE_API.upload, stored, UPLOAD_MESSAGES.uploaded));
  });

  routes.on(...at(FILE_API.publicPicture), async (c) => imageAnswer(c, await publicFile(deps.db, deps.files, keyOf(c)), PUBLIC_CACHE));

  routes.on(...at(FILE_API.picture), customer, async (c) => imageAnswer(c, await customerFile(deps.db, deps.files, c.var.customer.id, keyOf(c))));

  routes.on(...at(CONSOLE_FILE_API.picture), sysUser, async (c) => imageAnswer(c, await sysUserFile(deps.db, deps.files, c.var.sysUser, keyOf(c))));

  return routes;
}
