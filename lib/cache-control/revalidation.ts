/** The rules of POST /revalidate, apart from Next: who may ask, and for which tags. */
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { REVALIDATABLE_TAG } from '@/contract/cacheTags';
import { readRequestBodyWithin } from '@/lib/session/limited-body';

/** Fifty tags are a few kilobytes; anything near this is not a revalidation. */
export const REVALIDATION_BODY_BYTES = 64 * 1024;

const body = z.strictObject({
  tags: z.array(z.string().regex(REVALIDATABLE_TAG, '缓存标签不正确'), { error: '请提供缓存标签列表（tags）' }).min(1, '请提供缓存标签列表（tags）').max(50, '缓存标签最多 50 个'),
});

type Refusal = { ok: false; status: number; code: number; msg: string };
export type RevalidationVerdict = { ok: true; tags: string[] } | Refusal;

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function callerRefusal(secret: string | undefined, authorization: string | null): Refusal | null {
  if (!secret) return { ok: false, status: 404, code: 404, msg: '访问资源不存在' };
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
  if (!sameSecret(secret, given)) return { ok: false, status: 401, code: 401, msg: '认证失败，无法访问系统资源' };
  return null;
}

function tagsOf(rawBody: string): RevalidationVerdict {
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

/**
 * The caller is judged by the header alone, so a stranger's body is never read; the secret's
 * holder may send at most REVALIDATION_BODY_BYTES (413 beyond, cut while reading).
 */
export async function checkRevalidationRequest(secret: string | undefined, request: Request): Promise<RevalidationVerdict> {
  const refusal = callerRefusal(secret, request.headers.get('authorization'));
  if (refusal) return refusal;
  const raw = await readRequestBodyWithin(request, REVALIDATION_BODY_BYTES);
  if (!raw) return { ok: false, status: 413, code: 500, msg: '请求内容过大' };
  return tagsOf(new TextDecoder().decode(raw));
}
