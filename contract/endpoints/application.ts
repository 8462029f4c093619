import { endpoint, ANYONE } from '../endpoint';
import type { ApplicationReceipt } from '../applications';

export const APPLICATION_API = {
  joinStore: endpoint('POST', '/api/apply/joiningTheStore', ANYONE).answers<ApplicationReceipt>(),
  cooperate: endpoint('POST', '/api/apply/businessCooperation', ANYONE).answers<ApplicationReceipt>(),
} as const;
