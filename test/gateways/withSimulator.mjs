// Runs a command with a gateway simulator's environment (the browser tests' product server):
//   node test/gateways/withSimulator.mjs DIR/simulator.json COMMAND [ARG…]
// Waits (60 s at most) for the file the simulator writes once its keys are on disk, adds its `env`
// to this process's environment, runs COMMAND, passes SIGTERM and SIGINT on, and exits as it does.
// With PROCESS_LOG=FILE, what COMMAND writes is also kept in FILE (the run checks no key is logged).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [file, command, ...args] = process.argv.slice(2);
if (!file || !command) {
  console.error('usage: node test/gateways/withSimulator.mjs SIMULATOR_JSON COMMAND [ARG…]');
  process.exit(2);
}

const deadline = Date.now() + 60_000;
while (!fs.existsSync(file)) {
  if (Date.now() > deadline) {
    console.error(`withSimulator: ${file} did not appear within 60 s`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const { env } = JSON.parse(fs.readFileSync(file, 'utf8'));
const logFile = process.env.PROCESS_LOG;
const child = spawn(command, args, { stdio: logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
if (logFile) {
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
