/**
 * GET parameters the way the product server reads them (docs/storefront.md#http-client). Rules:
 * - empty values (undefined, null, '', NaN) are left out, at any depth;
 * - a nested object becomes key[sub]=value, recursively (key[a][b]=value);
 * - an array of plain values repeats the key (ids=1&ids=2); array items that are objects or
 *   arrays are indexed (lines[0][id]=1), so their fields stay together;
 * - a Date is sent as YYYY-MM-DD HH:mm:ss in Asia/Shanghai (docs/product-rules.md#time);
 * - names and values are encodeURIComponent'd; the brackets stay literal.
 * The result has no leading '?'. The same encoding is the body of a form-encoded POST.
 */

export function toQueryString(params: object | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) append(parts, encodeURIComponent(key), value);
  return parts.join('&');
}

function append(parts: string[], name: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) parts.push(`${name}=${encodeURIComponent(shanghaiTime(value))}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      const nested = typeof item === 'object' && item !== null && !(item instanceof Date);
      append(parts, nested ? `${name}[${index}]` : name, item);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, sub] of Object.entries(value)) append(parts, `${name}[${encodeURIComponent(key)}]`, sub);
    return;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    parts.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  // Functions and symbols are not parameters.
}

const shanghaiFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function shanghaiTime(date: Date): string {
  return shanghaiFormat.format(date);
}
