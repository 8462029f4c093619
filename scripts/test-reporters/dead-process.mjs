// A node:test reporter that names a test process which died (a signal, or an exit code with tests
// still to run), the tests it was running, and the last lines it wrote to stderr, after the run's
// summary. The spec reporter says only "test failed" there, and what the process printed as it
// died (a V8 fatal error, say) is hundreds of lines above, where a CI log's tail does not reach.
const KEPT_LINES = 40;

export default async function* deadProcess(source) {
  const stderr = new Map();
  // Tests (not the processes, nor the suites a group makes of its files) started and never finished:
  // after a run, only those of a process that died.
  const unfinished = new Set();
  const dead = [];
  for await (const { type, data } of source) {
    const file = data.file ?? data.name;
    if (type === 'test:stderr') {
      const lines = stderr.get(file) ?? [];
      lines.push(
        ...String(data.message)
          .split('\n')
          .filter((line) => line.trim() !== ''),
      );
      stderr.set(file, lines.slice(-KEPT_LINES));
    } else if (type === 'test:dequeue' && data.name !== data.file && !data.file?.endsWith('runTestFiles.ts')) {
      unfinished.add(`${data.file} › ${data.name}`);
    } else if (type === 'test:pass' || type === 'test:fail') {
      unfinished.delete(`${data.file} › ${data.name}`);
      const error = data.details?.error;
      if (type === 'test:fail' && data.name === file && error?.code === 'ERR_TEST_FAILURE' && (error.signal || error.exitCode)) {
        dead.push({ file, exitCode: error.exitCode, signal: error.signal });
      }
    }
  }
  if (dead.length > 0) yield `\n✖ tests that never finished: ${[...unfinished].join(' | ') || 'none'}\n`;
  for (const { file, exitCode, signal } of dead) {
    yield `✖ the test process of ${file} ended ${signal ? `by ${signal}` : `with exit code ${exitCode}`}\n`;
    yield `  the last lines it wrote to stderr:\n${(stderr.get(file) ?? ['(none)']).map((line) => `    ${line}`).join('\n')}\n`;
  }
}
