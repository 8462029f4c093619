/**
 * An independent reading of stored rich text, as a browser would take it, listing everything in it
 * that could run script or leave the allow-list. It does not reuse the sanitiser's configuration:
 * a mistake there must show up here. Sanitised output always quotes its attributes with `"` and
 * escapes `<` and `>` in text, so a tag is exactly a `<` followed by a letter, `/`, `!` or `?`.
 */

const ALLOWED_TAGS = new Set([
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
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/** Decodes character references the way a browser does in an attribute value (also without `;`). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** What a browser's URL parser keeps of the scheme part: no ASCII whitespace or control characters anywhere. */
function urlAsBrowserReadsIt(value: string): string {
  return decodeEntities(value).replace(/[\u0000-\u0020\u007f]/g, '');
}

/** Pictures come from the shop itself only: a staff upload or a drawn goods picture. */
const OWN_PICTURE_PATHS = [/^\/files\/[0-9a-f]{32}\.(jpg|png|webp)$/, /^\/goods\/[a-z0-9-]+\.svg$/];

/** Links: http(s), mailto: and tel:, or a path on this site (`/…`, but never `//` or `/\`). Pictures: the shop's own paths. */
function urlProblem(tag: string, attribute: string, value: string): string | null {
  const url = urlAsBrowserReadsIt(value);
  if (tag === 'img') return OWN_PICTURE_PATHS.some((pattern) => pattern.test(url)) ? null : `img[src] is not the shop's own picture: ${value}`;
  if (/^(javascript|vbscript|data|livescript|mocha):/i.test(url)) return `${tag}[${attribute}] runs or embeds: ${value}`;
  if (/^[/\\]{2}/.test(url)) return `${tag}[${attribute}] is protocol-relative: ${value}`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return url.startsWith('/') ? null : `${tag}[${attribute}] is neither absolute nor site-relative: ${value}`;
  const allowed = ['http', 'https', 'mailto', 'tel'];
  return allowed.includes(scheme) ? null : `${tag}[${attribute}] has scheme ${scheme}: ${value}`;
}

/** Every problem in `html`; an empty list means it is fit to render as it is. */
export function richTextProblems(html: string): string[] {
  const problems: string[] = [];
  if (/<\s*\/?\s*script/i.test(html)) problems.push('a script tag');
  for (const match of html.matchAll(/<([!?/]?)([^\s/>]*)([^>]*)>?/g)) {
    const [whole, prefix, rawName = '', rest = ''] = match;
    if (prefix === '!' || prefix === '?') {
      problems.push(`markup declaration ${whole}`);
      continue;
    }
    const tag = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      problems.push(`tag <${prefix}${rawName}>`);
      continue;
    }
    if (prefix === '/') continue;
    const allowedAttributes = ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const attribute of rest.matchAll(/([^\s="'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      const name = (attribute[1] ?? '').toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      if (name.startsWith('on')) problems.push(`event handler ${name} on <${tag}>`);
      else if (!allowedAttributes.includes(name)) problems.push(`attribute ${name} on <${tag}>`);
      else if (name === 'href' || name === 'src') {
        const problem = urlProblem(tag, name, value);
        if (problem) problems.push(problem);
      }
    }
    if (tag === 'a' && !/\srel="noopener noreferrer nofollow"/.test(rest)) problems.push(`a link without the forced rel: ${whole}`);
  }
  return problems;
}
