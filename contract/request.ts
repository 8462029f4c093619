/**
 * Request shapes many endpoints share: a call that takes no query parameters, or a body with no
 * fields. Strict, so an unexpected parameter is refused with its name rather than ignored.
 */
import { z } from 'zod';

export const noQuery = z.strictObject({});
export const emptyBody = z.strictObject({});
