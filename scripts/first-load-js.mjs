/**
 * What a browser downloads before a page works: every script the page's HTML references, gzipped
 * as the storefront serves it. Shared by the JS budget (npm test) and the bench.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The `/_next/static/…js` scripts a page loads before it is interactive, each once: its script
 * tags, and the client components' chunks its inline RSC payload names (React loads those while
 * it hydrates, so a page whose tags look small may load as much again). `noModule` scripts are
 * left out: they are polyfills that browsers with modules neither fetch nor run.
 */
export function scriptsOf(html) {
  const skipped = new Set([...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*\bnoModule\b/gi)].map((match) => match[1]));
  const named = [...html.matchAll(/(?:\/_next\/)?(static\/chunks\/[A-Za-z0-9_.~-]+\.js)/g)].map((match) => `/_next/${match[1]}`);
  return [...new Set(named)].filter((src) => !skipped.has(src));
}

/** Gzipped size in bytes of a built static asset (`/_next/static/chunks/x.js`). */
export function gzippedSize(root, src) {
  const file = path.join(root, '.next', src.replace(/^\/_next\//, ''));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Each script of the page with its gzipped size, and the total. */
export function firstLoadJs(root, html) {
  const chunks = scriptsOf(html).map((src) => ({ src, bytes: gzippedSize(root, src) }));
  return { chunks, total: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0) };
}

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
