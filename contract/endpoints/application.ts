import { endpoint, ANYONE } from '../endpoint';

export const APPLICATION_API = {
  joinStore: endpoint('POST', '/api/apply/joiningTheStore', ANYONE).answers<unknown>(),
  cooperate: endpoint('POST', '/api/apply/businessCooperation', ANYONE).answers<unknown>(),
} as const;
