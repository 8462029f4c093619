/**
 * Turns a zod schema's verdict on a form into one Chinese message per field, so a page checks
 * its fields with the very schema the product server uses.
 */
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return errors;
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
  fieldOf: (path: readonly PropertyKey[]) => unknown = (path) => path[0],
): Partial<Record<F, string>> {
  for (const issue of error?.issues ?? []) {
    const field = fields.find((name) => name === fieldOf(issue.path));
    if (field !== undefined) found[field] ??= issue.message;
  }
  return found;
}
