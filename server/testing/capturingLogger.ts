/**
 * A logger that keeps its lines, for tests that check what the server logs: info and warn lines as
 * their message, error lines as `[error] message {fields} cause`. Debug lines are dropped.
 */
import type { Logger } from '../runtime/log';

export function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    debug: () => {},
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error, fields) =>
      lines.push([`[error] ${message}`, fields ? JSON.stringify(fields) : '', error instanceof Error ? error.message : ''].filter(Boolean).join(' ')),
  };
}
