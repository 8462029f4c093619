import { endpoint, STAFF } from '../endpoint';
import { auditListQuery } from '../audit';
import type { AuditRow } from '../audit';

export const CONSOLE_AUDIT_API = {
  list: endpoint('GET', '/api/sys/audit/list', STAFF, { query: auditListQuery }).pages<AuditRow>(),
} as const;
