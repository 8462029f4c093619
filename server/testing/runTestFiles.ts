/**
 * Runs several node:test files in one process, each as a suite of its own: its top-level hooks and
 * tests are scoped to that suite, so its test server opens before its first test and closes after
 * its last, as when the file has a process to itself. A process costs seconds before its first
 * test (loading the app through tsx, starting PGlite's WebAssembly), so the suite is cut into a few
 * groups (scripts/server-tests.mjs) instead of paying that once per file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe } from 'node:test';

// A synchronous require keeps the file's top-level test() and before() inside the suite being
// built; an awaited import would run them after the suite was already built.
const load = createRequire(__filename);

export function runTestFiles(files: readonly string[]): void {
  for (const file of files) {
    describe(path.relative(process.cwd(), file), () => {
      load(path.resolve(file));
    });
  }
}
