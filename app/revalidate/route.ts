/**
 * POST /revalidate — whoever changes catalogue data (the back office, an operator) names the
 * cache tags of contract/cacheTags.ts, and the pages built from them are rebuilt on their next visit
 * instead of within their minute. Guarded by REVALIDATE_SECRET (no secret configured: disabled);
 * the secret is checked before the body is read, and the body is cut at 64 KiB.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { revalidateTag } from 'next/cache';
import { checkRevalidationRequest } from '@/lib/cache-control/revalidation';

export async function POST(request: NextRequest): Promise<NextResponse> {
  const verdict = await checkRevalidationRequest(process.env.REVALIDATE_SECRET, request);
  if (!verdict.ok) return NextResponse.json({ code: verdict.code, msg: verdict.msg }, { status: verdict.status, headers: { 'cache-control': 'no-store' } });
  // expire 0: the next visitor gets fresh pages, not one more stale one.
  for (const tag of verdict.tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ code: 200, msg: '操作成功', data: { revalidated: verdict.tags } }, { headers: { 'cache-control': 'no-store' } });
}
