// Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs typecheck lint`.
// An argument may chain scripts with `+` (`build+budget`): those run one after the other, the
// chain stopping at the first failure, while the other arguments run beside them. Each script's
// output is held and printed whole when it ends, so two logs never interleave; every script's wall
// time is printed, so the test command shows where its minutes go.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
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
  });
}

async function runChain(chain) {
  for (const script of chain.split('+')) {
    if (!(await run(script))) return false;
  }
  return true;
}

const results = await Promise.all(process.argv.slice(2).map(runChain));
process.exit(results.every(Boolean) ? 0 : 1);
