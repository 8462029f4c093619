import { endpoint, ANYONE } from '../endpoint';
import { cooperationBody, joinStoreBody } from '../applications';
import type { ApplicationReceipt } from '../applications';

export const APPLICATION_API = {
  joinStore: endpoint('POST', '/api/apply/joiningTheStore', ANYONE, { json: joinStoreBody }).answers<ApplicationReceipt>(),
  cooperate: endpoint('POST', '/api/apply/businessCooperation', ANYONE, { json: cooperationBody }).answers<ApplicationReceipt>(),
} as const;
