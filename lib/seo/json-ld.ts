/**
 * JSON-LD for inline <script type="application/ld+json"> tags. JSON.stringify alone is not safe
 * there: a "</script>" inside a product name would end the script, and U+2028/U+2029 break some
 * parsers. Escaping <, >, / and the two separators keeps the JSON equal and the page intact.
 */
const UNSAFE = /[<>/\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '/': '\\u002f',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (character) => ESCAPES[character] ?? character);
}
