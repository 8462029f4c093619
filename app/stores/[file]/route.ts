/**
 * /stores/<slug>.svg: the store logos the shop draws itself (lib/stores/logo.ts). A logo only
 * changes with the code, so browsers and proxies keep it for a day and may serve it stale for a week.
 */
import { drawStoreLogo, storeSlugFromFile } from '@/lib/stores/logo';

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  const slug = storeSlugFromFile(file);
  if (!slug) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(drawStoreLogo(slug), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  });
}
