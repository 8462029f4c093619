/**
 * /goods/<name>.svg: the product pictures the shop draws itself (lib/goods/art.ts), from the
 * front or, with `?view=side|back`, from another angle for the product page's gallery. Drawing
 * one is a string concatenation; browsers and proxies keep it for a day.
 */
import { drawGoodsPicture, isPictureView } from '@/lib/goods/art';

const PICTURE_FILE = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

export async function GET(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  const view = new URL(request.url).searchParams.get('view') ?? 'front';
  // An unknown view is a 404 rather than the front picture, so caches hold one copy per picture.
  if (!PICTURE_FILE.test(file) || !isPictureView(view)) return new Response('Not found', { status: 404 });
  return new Response(drawGoodsPicture(file, view), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
