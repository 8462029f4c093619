/**
 * Rich text (goods descriptions, news bodies) is rendered into the storefront's pages as HTML, so
 * it is cleaned once, when it is written: every write path (the seed now, the back office's
 * editors later) stores only what `sanitizeRichText` returns. The pages trust the stored HTML.
 *
 * An allow-list, never a block-list: the tags a product description or an article needs, a few
 * attributes, links and pictures only over http(s) (links also mailto:/tel:) or site-relative.
 * No scripts, styles, frames, forms, event handlers, `style` or `class` attributes.
 */
import sanitizeHtml from 'sanitize-html';

const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** Links leave the shop without handing it the opener or a referrer, and earn the target no ranking. */
export const FORCED_LINK_REL = 'noopener noreferrer nofollow';

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const PICTURE_SCHEMES = ['http', 'https'];

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

/** The attributes without `name` unless its address passes `isAllowedUrl`. */
function withAllowedUrl(attribs: sanitizeHtml.Attributes, name: string, schemes: readonly string[]): sanitizeHtml.Attributes {
  const url = attribs[name];
  if (url === undefined || isAllowedUrl(url, schemes)) return attribs;
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'span', 'div', 'img', 'a', ...TABLE_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [],
  allowedSchemesByTag: { a: LINK_SCHEMES, img: PICTURE_SCHEMES },
  // `//host/x` (and the backslash forms browsers read the same way) leaves the site: only
  // absolute http(s) addresses may name another host.
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Their text is code or a document of its own, never words of the article: dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'template', 'svg', 'math', 'object'],
  // Deeper markup than any article needs is dropped rather than rebuilt by every reader.
  nestingLimit: 32,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...withAllowedUrl(attribs, 'href', LINK_SCHEMES), rel: FORCED_LINK_REL } }),
    img: (tagName, attribs) => ({ tagName, attribs: withAllowedUrl(attribs, 'src', PICTURE_SCHEMES) }),
  },
  // A picture without a usable address is only a broken frame on the page.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The stored form of a description or article body: safe to render as it is. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
