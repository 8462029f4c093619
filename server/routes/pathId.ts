/** A path id that is not a positive integer names nothing: code 404, like an unknown id. */
import type { z } from 'zod';
import { notFound } from '../domain/shared/refusal';

export function pathId(raw: string, schema: z.ZodType<number>): number {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
