/**
 * What rich text (goods descriptions, news bodies) may link to and show, shared by the product
 * server's sanitiser (server/domain/shared/richText.ts, which cleans every write) and the
 * console's editor (components/console/form/RichTextEditor.tsx), so the editor offers only what
 * the stored text keeps.
 */

/** Links leave the shop without handing it the opener or a referrer, and earn the target no ranking. */
export const FORCED_LINK_REL = 'noopener noreferrer nofollow';

/** Schemes a link may use besides a path on this site. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Heading levels kept: the page's own title is its only h1. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/** A staff upload's public address (contract/files.ts publicFileUrl) or a picture the storefront draws (app/goods/[file]). */
const OWN_PICTURE = /^\/(?:files\/[0-9a-f]{32}\.(?:jpg|png|webp)|goods\/[a-z0-9][a-z0-9-]{0,80}\.svg)$/;

/** Whether `src` is a picture the shop serves itself, read as a browser reads it. */
export function isOwnPicture(src: string): boolean {
  return OWN_PICTURE.test(src.replace(/[\u0000-\u0020\u007f]/g, ''));
}

/**
 * An absolute address with one of `schemes`, or a path on this site (`/…`, never `//` or `/\`,
 * which leave it). Read as a browser reads it: ASCII whitespace and control characters, which its
 * URL parser drops, cannot hide a scheme. Anything else (`#`, `x`, a bare word) is left out.
 */
export function isAllowedUrl(value: string, schemes: readonly string[]): boolean {
  const url = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (url.startsWith('/')) return !/^\/[/\\]/.test(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme !== undefined && schemes.includes(scheme.toLowerCase());
}

/** A link rich text keeps: http(s), mailto:, tel: or a path on this site. */
export function isRichTextLink(value: string): boolean {
  return isAllowedUrl(value, RICH_TEXT_LINK_SCHEMES);
}
