/**
 * /goods/<name>.svg: the product pictures the shop draws itself (lib/goods/art.ts). Drawing one
 * is a string concatenation; browsers and proxies keep it for a day.
 */
import { drawGoodsPicture } from '@/lib/goods/art';

const PICTURE_FILE = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  if (!PICTURE_FILE.test(file)) return new Response('Not found', { status: 404 });
  return new Response(drawGoodsPicture(file), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
