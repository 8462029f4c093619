/**
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying once, when
 * the first schema is built. Under the shop's Content-Security-Policy (no 'unsafe-eval',
 * lib/routing/security-headers.ts) that try is refused and reported as a violation before zod
 * falls back; `jitless` skips the try, so the browser reports nothing and no page needs eval.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (one object every copy of zod shares),
 * so the setting is made here without loading zod: most public pages never parse anything in the
 * browser, and zod would be the largest script they load. Imported once, by AppProviders, before
 * any page module builds a schema.
 */
type ZodSettings = { jitless?: boolean };
const holder = globalThis as { __zod_globalConfig?: ZodSettings };

holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
