/** A logger that keeps its lines, for tests that check what the server logs. */
import type { Logger } from '../log';

export function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error) => lines.push(error instanceof Error ? `${message} ${error.message}` : message),
  };
}
