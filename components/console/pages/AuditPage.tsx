'use client';
/** 操作日志 (admin only): every back-office change, newest first, filtered by who, what and when. */
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditRow } from '@/contract/audit';
import { consoleAuditApi } from '@/lib/api/browser/console/audit';
import { ROLE_NAMES } from '../shell/roles';
import { ConsoleTable } from '../table/ConsoleTable';
import { dateTimeColumn } from '../table/columns';
import type { FilterField } from '../table/FilterBar';

const FILTERS: readonly FilterField[] = [
  { name: 'username', label: '操作人', kind: 'text', placeholder: '账号' },
  { name: 'action', label: '操作类型', kind: 'text', placeholder: '如 order 或 order.ship' },
  { name: 'from', label: '开始日期', kind: 'date', width: 160 },
  { name: 'to', label: '结束日期', kind: 'date', width: 160 },
];

// `system`: a change the product server made by itself (server/domain/console/audit.ts recordSystemAudit).
const roleName = (role: string) => (role === 'admin' || role === 'editor' ? ROLE_NAMES[role] : role === 'system' ? '系统' : role);

const COLUMNS: GridColDef<AuditRow>[] = [
  dateTimeColumn<AuditRow>('at', '操作时间', { sortable: true }),
  { field: 'username', headerName: '操作人', width: 110, sortable: false },
  { field: 'role', headerName: '角色', width: 100, sortable: false, valueFormatter: (value: string) => roleName(value) },
  { field: 'storeName', headerName: '店铺', width: 140, sortable: false, valueFormatter: (value: string | null) => value ?? '—' },
  { field: 'action', headerName: '操作类型', width: 150, sortable: false },
  { field: 'target', headerName: '对象', width: 150, sortable: false, valueGetter: (_value: unknown, row: AuditRow) => `${row.targetType} ${row.targetId}` },
  { field: 'summary', headerName: '内容', flex: 1, minWidth: 240, sortable: false },
];

export default function AuditPage() {
  return (
    <ConsoleTable<AuditRow>
      label="操作日志"
      resource="audit"
      load={consoleAuditApi.list}
      columns={COLUMNS}
      filters={FILTERS}
      defaultSort={{ field: 'at', order: 'desc' }}
      emptyText="暂无操作记录"
    />
  );
}
