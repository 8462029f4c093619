/**
 * Rich text (goods descriptions, news bodies) is rendered into the storefront's pages as HTML, so
 * it is cleaned once, when it is written: every write path (the seed, the back office's goods
 * save, the news editor) stores only what `sanitizeRichText` returns. The pages trust the stored HTML.
 *
 * An allow-list, never a block-list: what the back office's editor (mui-tiptap: starter kit,
 * image, table) produces — paragraphs, headings (h1 becomes h2: the page's own title is its only
 * h1; h5 and h6 become h4), bold, italic, underline, strike, code, lists, quotes, rules, tables —
 * a few attributes, links over http(s), mailto: and tel: or site-relative, and pictures only from
 * the shop itself: staff uploads (`/files/<key>`) and the shop's drawn goods pictures. No
 * scripts, styles, frames, forms, event handlers, `style` or `class` attributes, and no picture
 * from another site (no tracking pixels, nothing that breaks when another site changes).
 */
import sanitizeHtml from 'sanitize-html';
import { FORCED_LINK_REL, RICH_TEXT_LINK_SCHEMES, isAllowedUrl, isOwnPicture } from '@/contract/richText';

// The predicates live in the contract: the console's editor offers exactly what this keeps.
export { FORCED_LINK_REL, isAllowedUrl, isOwnPicture };

const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const LINK_SCHEMES: readonly string[] = RICH_TEXT_LINK_SCHEMES;

/** The attributes without `name` unless its address passes `isAllowedUrl`. */
function withAllowedUrl(attribs: sanitizeHtml.Attributes, name: string, schemes: readonly string[]): sanitizeHtml.Attributes {
  const url = attribs[name];
  if (url === undefined || isAllowedUrl(url, schemes)) return attribs;
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'span',
    'div',
    'img',
    'a',
    ...TABLE_TAGS,
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [],
  // Pictures have no scheme at all: only the shop's own paths (OWN_PICTURE).
  allowedSchemesByTag: { a: [...LINK_SCHEMES], img: [] },
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
    img: (tagName, attribs) => ({
      tagName,
      attribs: attribs.src !== undefined && isOwnPicture(attribs.src) ? attribs : Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== 'src')),
    }),
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
  // A picture without a usable address is only a broken frame on the page.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The stored form of a description or article body: safe to render as it is. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * The upload keys of the staff pictures (`/files/<key>`) a stored text shows, each once: what a
 * save must claim, so the housekeeping run keeps them. Reads the sanitiser's own output, whose
 * attributes are always double-quoted.
 */
export function pictureUploadKeys(storedHtml: string): string[] {
  const keys = new Set<string>();
  for (const match of storedHtml.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) {
    const key = /^\/files\/([0-9a-f]{32}\.(?:jpg|png|webp))$/.exec((match[1] ?? '').replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
    if (key) keys.add(key);
  }
  return [...keys];
}
