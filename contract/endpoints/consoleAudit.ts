import { endpoint, STAFF } from '../endpoint';
import type { AuditRow } from '../audit';

export const CONSOLE_AUDIT_API = {
  list: endpoint('GET', '/api/sys/audit/list', STAFF).pages<AuditRow>(),
} as const;
