/**
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying once. Under
 * the shop's Content-Security-Policy (no 'unsafe-eval', lib/routing/security-headers.ts) that try
 * is refused, reported as a CSP violation and then handled by falling back; `jitless` skips the
 * try, so the browser reports nothing and no page needs eval. Imported once, by AppProviders.
 */
import { z } from 'zod';

z.config({ jitless: true });
