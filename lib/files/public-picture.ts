/**
 * /files/<key>: the pictures back-office staff upload for public pages (goods, news, carousel,
 * shop pages), read from the product server's `GET /api/file/public/:key` and handed to browsers
 * and proxies to keep for a year: a key is random and never names other bytes, so a picture never
 * goes stale. The product server answers only public-purpose uploads; anything else is a 404 here.
 */
import { bind } from '@/contract/endpoint';
import { FILE_API } from '@/contract/endpoints/file';
import { FILE_KEY_PATTERN, UPLOAD_MIME_TYPES } from '@/contract/files';
import { productApiUrl } from '@/lib/server-env';

const KEEP_A_YEAR = 'public, max-age=31536000, immutable';
/** A missing picture may appear (an upload not yet saved is public the moment it exists): keep the 404 briefly. */
const KEEP_A_MINUTE = 'public, max-age=60';

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': KEEP_A_MINUTE } });
}

export async function publicPicture(file: string, fetcher: typeof fetch = fetch): Promise<Response> {
  if (!FILE_KEY_PATTERN.test(file)) return notFound();
  const target = bind(FILE_API.publicPicture, { key: file });
  let upstream: Response;
  try {
    upstream = await fetcher(`${productApiUrl()}${target.path}`, { method: target.method, cache: 'no-store', redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  } catch {
    return new Response('Unavailable', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (upstream.status !== 200 || !Object.hasOwn(UPLOAD_MIME_TYPES, type)) {
    await upstream.body?.cancel();
    return notFound();
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': KEEP_A_YEAR,
    },
  });
}
