/**
 * The browser's only door to the product server (docs/architecture.md#the-door). It forwards only the product
 * server's public API (lib/session/door-paths.ts; anything else answers 404 here), refuses
 * state-changing calls from other sites and bodies over 1 MiB, adds the apiToken header from the
 * HttpOnly cookie unless the caller sent `isToken: false`, moves a login answer's token into that
 * cookie, and clears the cookie when the session is gone. No answer may be cached.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { forwardToProductServer } from '@/lib/session/forward';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<NextResponse> {
  const { path } = await context.params;
  return forwardToProductServer(request, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
