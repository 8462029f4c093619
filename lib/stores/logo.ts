/**
 * Store logos drawn by the shop itself (`/stores/<slug>.svg`, app/stores/[file]/route.ts): a
 * rounded square in a colour picked from the slug, with the store's short name as the mark.
 * Pure string building, so the drawing is the same on every instance and in tests.
 */

/** `<slug>.svg`: lower-case letters, digits and inner hyphens, as the product server writes slugs. */
const LOGO_FILE = /^([a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)\.svg$/;

/**
 * Short marks of the demo stores (server/seed/data/demoStores.ts). The storefront never imports
 * server code, so the table is kept here; a store opened later gets a mark made from its slug.
 */
const MARKS: Readonly<Record<string, string>> = {
  yunzu: '云租',
  geek: '极客',
  lanjing: '蓝鲸',
  guozu: '果租',
  dianjing: '电竞',
  chuangyi: '创意',
  huanxin: '焕新',
  zhengqi: '政企',
  xueyuan: '学院',
  pingxian: '屏显',
  hongtu: '鸿图',
  suanli: '算力',
};

/** Deep enough that white text on them passes WCAG AA (contrast of at least 4.5:1). */
export const LOGO_COLOURS = ['#1456c2', '#0b6e69', '#6d3fb0', '#b23a0b', '#a3214f', '#2e6b30', '#7a5200', '#3544a0', '#00695c', '#5d4037', '#9c1b6b', '#1d5f8f'] as const;

/** The slug of a logo file name, or null when the name is not one the shop draws. */
export function storeSlugFromFile(file: string): string | null {
  const match = LOGO_FILE.exec(file);
  return match?.[1] ?? null;
}

/** FNV-1a (32 bits): stable across processes and releases, unlike anything seeded at random. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function logoColour(slug: string): string {
  return LOGO_COLOURS[hash(slug) % LOGO_COLOURS.length] ?? LOGO_COLOURS[0];
}

/** The store's short name from the table, else the slug's first two letters in capitals ("NE" for new-era). */
export function storeMark(slug: string): string {
  const known = MARKS[slug];
  if (known) return known;
  const letters = slug
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 2)
    .toUpperCase();
  return letters || '店';
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** Latin letters are narrower than Chinese characters: size the mark by its width, not its length. */
function markFontSize(mark: string): number {
  const width = [...mark].reduce((sum, character) => sum + (/[\u0000-\u00ff]/.test(character) ? 0.62 : 1), 0);
  return Math.round(Math.min(44, 84 / Math.max(width, 1)));
}

export type StoreLogoOptions = {
  /** The mark to draw instead of the table's (e.g. a name from the back office). */
  mark?: string;
  /** Accessible title inside the SVG; defaults to the mark. */
  title?: string;
};

/** The logo as a standalone SVG document (120 × 120). */
export function drawStoreLogo(slug: string, options: StoreLogoOptions = {}): string {
  const colour = logoColour(slug);
  const mark = options.mark ?? storeMark(slug);
  const title = options.title ?? mark;
  const size = markFontSize(mark);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<clipPath id="tile"><rect width="120" height="120" rx="26"/></clipPath>` +
    `<g clip-path="url(#tile)"><rect width="120" height="120" fill="${colour}"/>` +
    `<path d="M0 0 H120 V34 Q64 22 0 70 Z" fill="#fff" opacity=".12"/>` +
    `<circle cx="100" cy="100" r="36" fill="#000" opacity=".08"/></g>` +
    `<text x="60" y="62" text-anchor="middle" dominant-baseline="central" fill="#fff" font-size="${size}" font-weight="700" ` +
    `font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${escapeXml(mark)}</text>` +
    `</svg>`
  );
}
