// Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs typecheck lint`.
// Each one's output is held and printed whole when it ends, so two logs never interleave; every
// script's wall time is printed, so the test command shows where its minutes go.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output));
          const seconds = Math.round((Date.now() - started) / 1000);
          console.info(`[parallel] ${script} ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
