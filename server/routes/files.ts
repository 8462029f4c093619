/**
 * Uploads (`/api/file/…`): a customer uploads an image for a purpose and reads back their own;
 * the back office reads what its role may see (`/api/sys/file/…`). Answers carry headers that keep
 * a browser from treating the bytes as anything but an image of the stored type.
 */
import { Hono, type Context } from 'hono';
import { UPLOAD_MESSAGES, fileKey, uploadPurpose } from '@/contract/files';
import { customerFile, storeUpload, sysUserFile, type FileContent } from '../domain/files/uploads';
import { notFound, Refusal } from '../domain/shared/refusal';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/envelope';
import { requireCustomer, requireSysUser } from '../http/session';

function imageAnswer(c: Context, file: FileContent): Response {
  return c.body(Buffer.from(file.bytes), 200, {
    'content-type': file.mime,
    'content-disposition': 'inline',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, max-age=3600',
  });
}

function keyOf(c: Context): string {
  const parsed = fileKey.safeParse(c.req.param('key'));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(deps);
  const sysUser = requireSysUser(deps);

  routes.post('/api/file/upload', customer, async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.startsWith('multipart/form-data')) throw new Refusal(UPLOAD_MESSAGES.missing);
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new Refusal(UPLOAD_MESSAGES.missing);
    }
    const purpose = uploadPurpose.safeParse(form.purpose);
    if (!purpose.success) throw new Refusal(purpose.error.issues[0]?.message ?? UPLOAD_MESSAGES.missing);
    const file = form.file;
    if (!(file instanceof File)) throw new Refusal(UPLOAD_MESSAGES.missing);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const stored = await storeUpload(deps.db, deps.files, { customerId: c.var.customer.id, purpose: purpose.data, bytes }, deps.clock.now());
    return c.json(ok(stored, UPLOAD_MESSAGES.uploaded));
  });

  routes.get('/api/file/:key', customer, async (c) => imageAnswer(c, await customerFile(deps.db, deps.files, c.var.customer.id, keyOf(c))));

  routes.get('/api/sys/file/:key', sysUser, async (c) => imageAnswer(c, await sysUserFile(deps.db, deps.files, c.var.sysUser, keyOf(c))));

  return routes;
}
