// The product server's node:test files, several to a process: `node scripts/server-tests.mjs FILE…`.
// Each group is one entry file in a temporary folder that hands its share of the files to
// server/testing/runTestFiles.ts; node's own runner runs the groups two at a time (two cores) and
// reports every file as a suite of its own. Files are dealt to the groups in turn, so the slow ones
// that sort together (the suites that start built servers in child processes) land in different
// groups; more groups than cores let a core that finishes early take the next group.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GROUPS = Number(process.env.SERVER_TEST_GROUPS ?? 8);
const CONCURRENCY = Number(process.env.SERVER_TEST_CONCURRENCY ?? 2);

const files = process.argv.slice(2).map((file) => path.resolve(file));
if (files.length === 0) {
  console.error('usage: node scripts/server-tests.mjs FILE…');
  process.exit(2);
}
const runner = path.resolve(import.meta.dirname, '../server/testing/runTestFiles.ts');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zl-server-tests-'));
const groups = Array.from({ length: Math.min(GROUPS, files.length) }, () => []);
files.forEach((file, index) => groups[index % groups.length].push(file));
const entries = groups.map((group, index) => {
  const entry = path.join(folder, `group-${String(index + 1).padStart(2, '0')}.cjs`);
  fs.writeFileSync(entry, `require(${JSON.stringify(runner)}).runTestFiles(${JSON.stringify(group, null, 1)});\n`);
  return entry;
});

const reporters = [
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  `--test-reporter=${path.resolve(import.meta.dirname, 'test-reporters/dead-process.mjs')}`,
  '--test-reporter-destination=stdout',
];
const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, ...reporters, ...entries], { stdio: 'inherit' });
const code = await new Promise((resolve) => child.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
fs.rmSync(folder, { recursive: true, force: true });
process.exit(code);
