/** The rules of POST /revalidate, apart from Next: who may ask, and for which tags. */
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { REVALIDATABLE_TAG } from '@/lib/cache';

const body = z.strictObject({
  tags: z
    .array(z.string().regex(REVALIDATABLE_TAG, '缓存标签不正确'), { error: '请提供缓存标签列表（tags）' })
    .min(1, '请提供缓存标签列表（tags）')
    .max(50, '缓存标签最多 50 个'),
});

export type RevalidationVerdict = { ok: true; tags: string[] } | { ok: false; status: number; code: number; msg: string };

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkRevalidationRequest(secret: string | undefined, authorization: string | null, rawBody: string): RevalidationVerdict {
  if (!secret) return { ok: false, status: 404, code: 404, msg: '访问资源不存在' };
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  if (!sameSecret(secret, given)) return { ok: false, status: 401, code: 401, msg: '认证失败，无法访问系统资源' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody || '{}');
  } catch {
    return { ok: false, status: 400, code: 500, msg: '请求内容不是有效的 JSON' };
  }
  const parsed = body.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, code: 500, msg: parsed.error.issues[0]?.message ?? '请求内容格式不正确' };
  return { ok: true, tags: [...new Set(parsed.data.tags)] };
}
