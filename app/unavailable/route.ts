/** The retry page (lib/routing/retry-page.ts): HTTP 503, the session cookie left as it is. */
import type { NextRequest } from 'next/server';
import { RETRY_AFTER_SECONDS, retryPageHtml, retryTarget } from '@/lib/routing/retry-page';

export function GET(request: NextRequest): Response {
  const target = retryTarget(request.nextUrl.searchParams.get('path'));
  return new Response(retryPageHtml(target), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
    },
  });
}
