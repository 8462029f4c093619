import { endpoint, STAFF } from '../endpoint';
import type { ConsoleBillRow } from '../consoleBills';

export const CONSOLE_BILL_API = {
  list: endpoint('POST', '/api/sys/bill/list', STAFF).pages<ConsoleBillRow>(),
  export: endpoint('POST', '/api/sys/bill/export', STAFF).downloads(),
} as const;
