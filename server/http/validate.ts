/**
 * Request validation with the shared zod schemas. A malformed request never reaches a domain
 * function: it gets a code 500 whose message names the field in Chinese (the schemas' own
 * messages), never zod's English text or a stack trace.
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { MESSAGES } from '../domain/shared/refusal';
import type { AppEnv } from './env';
import { refuse } from './envelope';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

/**
 * Text the database cannot store: NUL (PostgreSQL text and jsonb refuse it) and half of a UTF-16
 * surrogate pair (not Unicode; jsonb refuses it, text would store a replacement character).
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path of the first key or string in `value` that is not storable text, or null. Walks with
 * its own stack: a 64 KiB body can nest tens of thousands of levels deep.
 */
export function unstorableTextAt(value: unknown): string | null {
  const pending: { node: unknown; path: string }[] = [{ node: value, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, path } = next;
    if (typeof node === 'string') {
      if (!isStorableText(node)) return path;
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        // A bad key is named by the object that holds it: the key itself cannot be shown.
        if (!isStorableText(key)) return path;
        pending.push({ node: child, path: path === '' ? key : `${path}.${key}` });
      }
    }
  }
  return null;
}

function unstorableTextMessage(path: string): string {
  return path === '' ? MESSAGES.malformed : `字段 ${path} 含有无法识别的字符`;
}

/** The first problem, said in Chinese. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return MESSAGES.malformed;
  if (issue.code === 'unrecognized_keys') return `不支持的字段：${issue.keys.join(', ')}`;
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  if (issue.path.length === 0) return MESSAGES.malformed;
  return `字段 ${issue.path.map(String).join('.')} 格式不正确`;
}

/** Parses the body as JSON whatever the content type (an empty body counts as {}), then validates it. */
export function jsonBody<S extends z.ZodType>(schema: S): MiddlewareHandler<AppEnv, string, { out: { json: z.output<S> } }> {
  return async (c, next) => {
    const text = await c.req.text();
    let value: unknown = {};
    if (text.trim() !== '') {
      try {
        value = JSON.parse(text);
      } catch {
        return c.json(refuse(MESSAGES.notJson));
      }
    }
    const unstorable = unstorableTextAt(value);
    if (unstorable !== null) return c.json(refuse(unstorableTextMessage(unstorable)));
    const result = await schema.safeParseAsync(value);
    if (!result.success) return c.json(refuse(describeIssues(result.error.issues)));
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

/** Validates the query string (the last value of a repeated key). */
export function queryOf<S extends z.ZodType>(schema: S): MiddlewareHandler<AppEnv, string, { out: { query: z.output<S> } }> {
  return async (c, next) => {
    const query = c.req.query();
    const unstorable = unstorableTextAt(query);
    if (unstorable !== null) return c.json(refuse(unstorableTextMessage(unstorable)));
    const result = await schema.safeParseAsync(query);
    if (!result.success) return c.json(refuse(describeIssues(result.error.issues)));
    c.req.addValidatedData('query', result.data as object);
    await next();
  };
}

/**
 * A download (docs/product-rules.md#downloads): a form-encoded POST (the last value of a repeated key). Any other
 * body is refused: the download helper never sends one.
 */
export function formBody<S extends z.ZodType>(schema: S): MiddlewareHandler<AppEnv, string, { out: { form: z.output<S> } }> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return c.json(refuse(MESSAGES.malformed));
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const unstorable = unstorableTextAt(form);
    if (unstorable !== null) return c.json(refuse(unstorableTextMessage(unstorable)));
    const result = await schema.safeParseAsync(form);
    if (!result.success) return c.json(refuse(describeIssues(result.error.issues)));
    c.req.addValidatedData('form', result.data as object);
    await next();
  };
}
