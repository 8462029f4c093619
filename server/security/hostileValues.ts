/**
 * What an attacker sends instead of a form: boundary numbers, wrong types, control and
 * unpaired-surrogate characters, prototype-pollution keys, deep nesting, oversized strings,
 * malformed percent-encoding. Built as fast-check arbitraries of raw request parts (JSON text,
 * query string, path segment), so malformed bodies and duplicate keys are possible.
 */
import fc from 'fast-check';
import { FIELD_NAMES } from './endpoints';

export const ONE_MIB = 1024 * 1024;
const TEN_THOUSAND_DIGITS = '9'.repeat(10_000);
const HUGE_STRING = 'x'.repeat(ONE_MIB);
const DEPTH = 2000;
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

/** Values that break naive parsers and validators. */
const BOUNDARY_VALUES: readonly unknown[] = [
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  2 ** 31,
  -(2 ** 31) - 1,
  -0,
  0,
  -1,
  1,
  0.5,
  -0.5,
  1.5,
  99.999,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x10',
  '0b1',
  '1_000',
  ' 1 ',
  '1,2',
  '+1',
  '١٢٣',
  '',
  ' ',
  '\t',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\u202eevil\u202c',
  '\u200b',
  '😀'.repeat(8),
  '\uffff',
  'null',
  'undefined',
  'true',
  'false',
  true,
  false,
  null,
  [],
  {},
  [[]],
  [null],
  ['1'],
  [1, 1, 1],
  { '': 1 },
  TEN_THOUSAND_DIGITS,
  `-${TEN_THOUSAND_DIGITS}`,
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  '%',
  '\\',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'ZL20260302100000123456',
  '13800138000',
  'company',
  'personal',
  'Zulin@2026',
];

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BOUNDARY_VALUES) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);

const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, { maxKeys: 3 }) },
);

const key = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', 'a.b', '😀', 'toString', 'hasOwnProperty') },
);

/** A JSON value as text: also numbers JSON can write but JavaScript cannot hold, and nesting 2000 deep. */
const rawValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fieldValue.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: fc.constantFrom(TEN_THOUSAND_DIGITS, `-${TEN_THOUSAND_DIGITS}`, `0.${TEN_THOUSAND_DIGITS}`, '1e999', '-1e-999', '-0.0', DEEP_ARRAY, DEEP_OBJECT) },
);

/** An object as JSON text, keys possibly repeated (the last wins in JSON.parse) or polluting. */
const objectBody = fc.array(fc.tuple(key, rawValue), { maxLength: 6 }).map((entries) => `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`);

const SPECIAL_BODIES: readonly string[] = [
  '',
  '   ',
  'null',
  '[]',
  '0',
  '"text"',
  'true',
  '{',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  '\u0000',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  '{"id":{"__proto__":{"admin":true}}}',
  DEEP_ARRAY,
  DEEP_OBJECT,
  `{"ids":${DEEP_ARRAY}}`,
  `{"id":${TEN_THOUSAND_DIGITS}}`,
  // Over the 64 KiB body limit: the answer must be the 请求内容过大 refusal.
  `{"message":"${HUGE_STRING}"}`,
  `{"keyword":"${'\\u0000'.repeat(20_000)}"}`,
];

export const hostileBody: fc.Arbitrary<string> = fc.oneof({ weight: 6, arbitrary: objectBody }, { weight: 1, arbitrary: fc.constantFrom(...SPECIAL_BODIES) });

/** Percent-encodes as a browser would, or — for text no browser could send, like a lone surrogate — as raw invalid bytes. */
function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const queryText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: scalar.map((value) => encodeComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%E4%B8',
      '%ED%A0%80',
      '%00',
      '%C0%AE%C0%AE',
      '+',
      '&',
      '=',
      'a%26b%3Dc',
      encodeComponent(HUGE_STRING),
      encodeComponent(TEN_THOUSAND_DIGITS),
    ),
  },
);

/** A query string, keys possibly repeated (`?ids=1&ids=2`). */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(key.map(encodeComponent), queryText), { maxLength: 5 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`));

/** A path parameter: NUL, dot segments, encoded slashes, huge and odd numbers, or a plausible id. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%00',
      '..',
      '.',
      '%2e%2e',
      '%2F',
      '..%2F..%2Fhealth',
      '%',
      '%zz',
      '%ED%A0%80',
      '%F0%9F%98%80',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x1',
      ' ',
      '%20',
      'NaN',
      'Infinity',
      TEN_THOUSAND_DIGITS,
      'null',
      '__proto__',
      'constructor',
      'ZL20260302100000123456',
      'zl20260302100000123456',
      'a'.repeat(32),
      'f'.repeat(32),
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 400 }).map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(encodeComponent) },
);

type Path = (string | number)[];
type Mutation = { at: number; change: { kind: 'set'; json: string } | { kind: 'delete' } | { kind: 'add'; key: string; json: string } };

/** Every place in a value a mutation can hit: the root, each object field and each array element, nested. */
function placesOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => placesOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null) return [path, ...Object.entries(value).flatMap(([name, item]) => placesOf(item, [...path, name]))];
  return [path];
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  change: fc.oneof(
    { weight: 6, arbitrary: rawValue.map((json) => ({ kind: 'set' as const, json })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
    { weight: 1, arbitrary: fc.tuple(key, rawValue).map(([name, json]) => ({ kind: 'add' as const, key: name, json })) },
  ),
});

/**
 * A well-formed body with one to three of its values spoilt (replaced, removed, or a field added),
 * as JSON text: the rest still passes validation, so the spoilt value reaches deeper code.
 */
export function spoiltBody(example: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const root: { value: unknown } = { value: structuredClone(example) };
    const raws: string[] = [];
    const marker = (json: string) => `@@raw${raws.push(json) - 1}@@`;
    for (const { at, change } of mutations) {
      const places = placesOf(root.value).filter((path) => path.length > 0);
      const path = places[at % Math.max(places.length, 1)] ?? [];
      const parent = path.slice(0, -1).reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], root.value) as
        Record<string | number, unknown> | unknown[];
      const last = path[path.length - 1];
      if (last === undefined || typeof parent !== 'object' || parent === null) continue;
      if (change.kind === 'set') (parent as Record<string | number, unknown>)[last] = marker(change.json);
      else if (change.kind === 'delete' && Array.isArray(parent)) parent.splice(Number(last), 1);
      else if (change.kind === 'delete') delete (parent as Record<string | number, unknown>)[last];
      else if (!Array.isArray(parent)) (parent as Record<string, unknown>)[change.key] = marker(change.json);
    }
    return JSON.stringify(root.value).replace(/"@@raw(\d+)@@"/g, (_, index: string) => raws[Number(index)] ?? 'null');
  });
}

/** A well-formed query with values spoilt, removed, or keys repeated (`?orderNo=a&orderNo=b`). */
export function spoiltQuery(example: Record<string, unknown>): fc.Arbitrary<string> {
  const pairs = Object.entries(example).map(([name, value]) => [encodeComponent(name), encodeComponent(String(value))] as const);
  const change = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom('set', 'set', 'set', 'delete', 'repeat', 'add'),
    key: key.map(encodeComponent),
    value: queryText,
  });
  return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => {
    const result: [string, string][] = pairs.map(([name, value]) => [name, value]);
    for (const { at, kind, key: name, value } of changes) {
      const index = result.length === 0 ? -1 : at % result.length;
      const target = result[index];
      if (kind === 'add' || !target) result.push([name, value]);
      else if (kind === 'set') target[1] = value;
      else if (kind === 'delete') result.splice(index, 1);
      else result.push([target[0], value]);
    }
    return result.length === 0 ? '' : `?${result.map(([name, value]) => `${name}=${value}`).join('&')}`;
  });
}
