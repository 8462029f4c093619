import { endpoint, INTERNAL } from '../endpoint';

export const OPS_API = {
  health: endpoint('GET', '/health', INTERNAL).answers<unknown>(),
  metrics: endpoint('GET', '/metrics', INTERNAL).downloads(),
} as const;
