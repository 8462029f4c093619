import type { DestinationStream, Logger } from 'pino';

export function jsonLines(options: {
  process: 'product-server' | 'storefront';
  level?: 'debug' | 'info' | 'warn' | 'error';
  replica?: string | null;
  destination?: DestinationStream;
}): Logger;
