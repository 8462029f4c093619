/**
 * Turns a zod schema's verdict on a form into one Chinese message per field, so a page checks
 * its fields with the very schema the product server uses (the same rules, the same words).
 */
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

type Path = readonly PropertyKey[];

/** Adds each issue's message to `found` under the field `fieldOf` names, unless that field has one already. */
function firstPerField<F extends string>(error: z.ZodError | undefined, fieldOf: (path: Path) => F | undefined, found: Partial<Record<F, string>>): Partial<Record<F, string>> {
  for (const issue of error?.issues ?? []) {
    const field = fieldOf(issue.path);
    if (field !== undefined) found[field] ??= issue.message;
  }
  return found;
}

/**
 * The first message of a zod error on each top-level key of the value; an issue about the value as
 * a whole (an empty path) goes to `root`, so a form can show it beside the field it is most about.
 */
export function errorsByField(error: z.ZodError | undefined, root = '_form'): FieldErrors {
  return firstPerField(error, (path) => String(path[0] ?? root), {});
}

/** `values` checked with `schema`: one message per top-level key (see errorsByField), none when valid. */
export function fieldErrors(schema: z.ZodType, values: unknown, root = '_form'): FieldErrors {
  return errorsByField(schema.safeParse(values).error, root);
}

/**
 * The first message of a zod error for each of a form's `fields`, added to `found` where it holds
 * none yet (a page's own checks come first); `fieldOf` maps an issue's path to its field (a nested
 * body). No error: `found` as it is.
 */
export function schemaErrors<F extends string>(
  error: z.ZodError | undefined,
  fields: readonly F[],
  found: Partial<Record<F, string>> = {},
  fieldOf: (path: Path) => unknown = (path) => path[0],
): Partial<Record<F, string>> {
  return firstPerField(error, (path) => fields.find((name) => name === fieldOf(path)), found);
}

/** The message for a single value (a reason, an e-mail address): the error's first, none when valid. */
export function firstMessage(error: z.ZodError | undefined): string | undefined {
  return error?.issues[0]?.message;
}
