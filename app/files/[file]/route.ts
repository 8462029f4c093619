/** /files/<key>: a picture staff uploaded for public pages (lib/files/public-picture.ts). */
import { publicPicture } from '@/lib/files/public-picture';

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  return publicPicture(file);
}
