/** Column shapes every table uses. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamptz read and written as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
