import { endpoint, STAFF } from '../endpoint';
import { consoleBillExportForm, consoleBillListBody } from '../consoleBills';
import type { ConsoleBillRow } from '../consoleBills';

export const CONSOLE_BILL_API = {
  list: endpoint('POST', '/api/sys/bill/list', STAFF, { json: consoleBillListBody }).pages<ConsoleBillRow>(),
  export: endpoint('POST', '/api/sys/bill/export', STAFF, { form: consoleBillExportForm }).downloads(),
} as const;
