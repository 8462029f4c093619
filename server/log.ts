/** A tiny logger, injectable so tests can keep the console quiet. */
export type Logger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

export const consoleLogger: Logger = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
