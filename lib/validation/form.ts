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
