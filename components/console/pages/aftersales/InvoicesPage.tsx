'use client';
/**
 * 发票申请: customers' invoice requests to the staff member's shop (an admin: every shop's), by
 * status; each row's detail shows the buyer and every paid amount it covers. 申请中 requests are
 * issued with the invoice number (开票) or refused with the reason (驳回), button invoice:issue.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { INVOICE_STATUS, type SysInvoiceRequest } from '@/contract/invoices';
import { consoleInvoiceApi } from '@/lib/api/browser/console/invoices';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { UNSORTED_PAGE_SIZES } from '@/lib/api/browser/console/paging';
import { notifier } from '@/lib/http/notifier';
import { useConsoleStaff, usePermission } from '../../hooks';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, dictColumn, moneyColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ReasonDialog } from '../shared/ReasonDialog';
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer';
import { InvoiceIssueDialog } from './InvoiceIssueDialog';

export const INVOICES_RESOURCE = 'invoices';

const FILTERS: readonly FilterField[] = [{ name: 'status', label: '申请状态', kind: 'dict', dictType: 'invoice_status' }];

type Acting = { kind: 'detail' | 'issue' | 'reject'; request: SysInvoiceRequest } | null;

export default function InvoicesPage() {
  const staff = useConsoleStaff();
  const can = usePermission();
  const [acting, setActing] = useState<Acting>(null);
  const changed = () => refreshTable(INVOICES_RESOURCE);

  const reject = async (request: SysInvoiceRequest, reason: string): Promise<boolean> => {
    try {
      await consoleInvoiceApi.reject(request.requestNo, reason);
    } catch {
      return false;
    }
    notifier().success('发票申请已驳回');
    setActing(null);
    await changed();
    return true;
  };

  const columns: GridColDef<SysInvoiceRequest>[] = [
    {
      field: 'requestNo',
      headerName: '申请编号',
      width: 200,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setActing({ kind: 'detail', request: row })} sx={{ fontFamily: 'monospace', px: 0, minWidth: 0 }} aria-label={`查看发票申请 ${row.requestNo}`}>
          {row.requestNo}
        </Button>
      ),
    },
    dictColumn<SysInvoiceRequest>('type', '发票类型', 'invoice_type', { width: 130 }),
    {
      field: 'buyer',
      headerName: '发票抬头',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.35, minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.buyer.name}</Box>
          <Typography component="span" variant="caption" color="text.secondary">
            {row.buyer.taxNo ?? '个人'}
          </Typography>
        </Box>
      ),
    },
    { field: 'customerName', headerName: '申请客户', width: 150, valueGetter: (_value: unknown, row: SysInvoiceRequest) => `${row.customerName}` },
    ...(staff.role === 'admin' ? [{ field: 'storeName', headerName: '开票店铺', width: 140 } satisfies GridColDef<SysInvoiceRequest>] : []),
    moneyColumn<SysInvoiceRequest>('amount', '开票金额'),
    { field: 'itemCount', headerName: '款项', width: 64, type: 'number' },
    dictColumn<SysInvoiceRequest>('status', '状态', 'invoice_status', { width: 90 }),
    { field: 'invoiceNo', headerName: '发票号码', width: 190, valueFormatter: (value: string | null) => value ?? '—' },
    dateTimeColumn<SysInvoiceRequest>('createdAt', '申请时间'),
    dateTimeColumn<SysInvoiceRequest>('issuedAt', '开票时间'),
    {
      field: 'actions',
      headerName: '操作',
      width: 150,
      renderCell: ({ row }) => (
        <CellContent>
          <Button size="small" onClick={() => setActing({ kind: 'detail', request: row })} aria-label={`详情 ${row.requestNo}`}>
            详情
          </Button>
          {row.status === INVOICE_STATUS.requested && can('invoice:issue') ? (
            <>
              <Button size="small" onClick={() => setActing({ kind: 'issue', request: row })} aria-label={`开票 ${row.requestNo}`}>
                开票
              </Button>
              <Button size="small" color="error" onClick={() => setActing({ kind: 'reject', request: row })} aria-label={`驳回 ${row.requestNo}`}>
                驳回
              </Button>
            </>
          ) : null}
        </CellContent>
      ),
    },
  ];

  return (
    <Box>
      <ConsoleTable<SysInvoiceRequest>
        label="发票申请"
        resource={INVOICES_RESOURCE}
        load={consoleInvoiceApi.list}
        columns={columns.map((column) => ({ sortable: false, ...column }))}
        filters={FILTERS}
        getRowId={(row) => row.requestNo}
        emptyText="暂无发票申请"
        gridProps={{ pageSizeOptions: [...UNSORTED_PAGE_SIZES], rowHeight: 56 }}
      />
      <InvoiceDetailDrawer
        request={acting?.kind === 'detail' ? acting.request : null}
        onClose={() => setActing(null)}
        onIssue={(request) => setActing({ kind: 'issue', request })}
        onReject={(request) => setActing({ kind: 'reject', request })}
      />
      {acting?.kind === 'issue' ? (
        <InvoiceIssueDialog
          request={acting.request}
          onClose={() => setActing(null)}
          onIssued={async () => {
            setActing(null);
            await changed();
          }}
        />
      ) : null}
      {acting?.kind === 'reject' ? (
        <ReasonDialog
          title="驳回发票申请"
          intro={`${acting.request.requestNo}：${acting.request.buyer.name}，${acting.request.typeName}。驳回后所涉款项可重新申请开票，客户会收到消息通知。`}
          label="驳回原因"
          placeholder="客户可见，如：抬头与付款企业不一致，请核对后重新申请"
          confirmText="驳回"
          danger
          onClose={() => setActing(null)}
          onSubmit={(reason) => reject(acting.request, reason)}
        />
      ) : null}
    </Box>
  );
}
