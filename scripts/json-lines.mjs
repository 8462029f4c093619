// The JSON-lines logger both processes write with (pino; docs/operations.md): the time as ISO
// 8601, the level by name, the process and its replica name on every line; warnings and errors to
// stderr and the rest to stdout, unless a destination is given (tests read their own).
// The product server wraps it (server/runtime/log.ts); the storefront uses it as it is (storefront.mjs).
import { pino } from 'pino';

export function jsonLines({ process: name, level = 'info', replica = null, destination }) {
  return pino(
    {
      level,
      base: { pid: process.pid, process: name, ...(replica ? { replica } : {}) },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ??
      pino.multistream(
        [
          { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
          { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
        ],
        { dedupe: true },
      ),
  );
}
