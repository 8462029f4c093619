/**
 * The Chinese font documents are drawn with: Noto Sans SC Regular, a single TTF shipped by the npm
 * package @expo-google-fonts/noto-sans-sc (SIL Open Font License 1.1, which allows embedding it in
 * documents). Read from node_modules once per process (10 MB); each PDF embeds only the glyphs it
 * uses (pdf-lib's subsetting), so a contract is tens of kilobytes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export const DOCUMENT_FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
/** The name the embedded subset carries (fixed, so the same document draws the same bytes). */
export const DOCUMENT_FONT_NAME = 'NotoSansSC-Regular';

let loading: Promise<Uint8Array> | null = null;

export function documentFontBytes(): Promise<Uint8Array> {
  loading ??= readFile(createRequire(import.meta.url).resolve(DOCUMENT_FONT_FILE)).then(
    (buffer) => new Uint8Array(buffer),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
