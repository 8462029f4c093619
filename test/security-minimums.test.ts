/**
 * @jest-environment node
 *
 * `npm audit` cannot reach its advisory service here, so the security minimums are pinned and
 * checked: Next.js below 16.4.6 has known middleware-bypass advisories (docs/setup.md#security-minimums).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function installedVersion(name: string): number[] {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
  return manifest.version.split(/[.-]/).slice(0, 3).map(Number);
}

function atLeast(actual: number[], minimum: number[]): boolean {
  for (let i = 0; i < minimum.length; i += 1) {
    const a = actual[i] ?? 0;
    const m = minimum[i] ?? 0;
    if (a !== m) return a > m;
  }
  return true;
}

test('the installed Next.js is at least 16.4.6, past the known middleware-bypass advisories', () => {
  expect(atLeast(installedVersion('next'), [16, 4, 6])).toBe(true);
});

test('the version comparison refuses a release below the minimum', () => {
  expect(atLeast([16, 4, 5], [16, 4, 6])).toBe(false);
  expect(atLeast([16, 3, 9], [16, 4, 6])).toBe(false);
  expect(atLeast([17, 0, 0], [16, 4, 6])).toBe(true);
});
