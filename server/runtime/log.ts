/**
 * The product server's log: one JSON object per line (pino), so a log collector can read every
 * field, and each request's lines carry its id (http/requestLog.ts). Injectable, so tests can keep
 * the console quiet or read what was written. Callers pass chosen fields, never a whole request,
 * body or header set: that is how no password, code or token reaches a line (docs/operations.md).
 */
import type { DestinationStream, Level } from 'pino';
import { jsonLines } from '../../scripts/json-lines.mjs';

export type LogFields = Record<string, unknown>;

export type Logger = {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
};

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const satisfies readonly Level[];
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * JSON lines to `destination`, each with the time, level and process. Unless given, warnings and
 * errors go to stderr and the rest to stdout, as the console's did: the scripts that start the
 * server show its stderr even when they hide its stdout.
 */
export function jsonLogger(options: { level?: LogLevel; destination?: DestinationStream; replica?: string | null } = {}): Logger {
  const logger = jsonLines({ process: 'product-server', level: options.level, replica: options.replica, destination: options.destination });
  return {
    debug: (message, fields) => logger.debug(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, error, fields) => logger.error(error === undefined ? (fields ?? {}) : { ...fields, err: error }, message),
  };
}

export const silentLogger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
