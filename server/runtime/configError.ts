/** A setting the server cannot start with; the message names the variable (runtime/config.ts). */
export class ConfigError extends Error {}

export type Environment = Record<string, string | undefined>;
