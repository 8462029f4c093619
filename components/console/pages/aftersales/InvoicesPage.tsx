'use client';
/**
 * 发票申请: customers' invoice requests to the staff member's shop (an admin: every shop's), by
 * status, invoices waiting for their red-letter invoice (待红冲) first; each row's detail shows the
 * buyer and every paid amount it covers. 申请中 requests are issued with the invoice number (开票)
 * or refused with the reason (驳回), button invoice:issue; a 待红冲 invoice, whose money went back,
 * gets its red-letter invoice recorded (红冲), button invoice:redLetter.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { INVOICE_STATUS, refusalReason, SYS_INVOICE_SORTS, type SysInvoiceRequest } from '@/contract/invoices';
import { consoleInvoiceApi } from '@/lib/api/browser/console/invoices';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { notifier } from '@/lib/http/notifier';
import { useConsoleStaff, usePermission } from '../../hooks';
import { ConsoleTable } from '../../table/ConsoleTable';
import { DictTag } from '../../dict/DictTag';
import { CellContent, dateTimeColumn, dictColumn, moneyColumn, sortableBy } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ReasonDialog } from '../../form/ReasonDialog';
import { TwoLines, WIDE_GRID } from '../shared/TwoLines';
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer';
import { InvoiceIssueDialog } from './InvoiceIssueDialog';
import { InvoiceRedLetterDialog } from './InvoiceRedLetterDialog';

export const INVOICES_RESOURCE = 'invoices';

const FILTERS: readonly FilterField[] = [{ name: 'status', label: '申请状态', kind: 'dict', dictType: 'invoice_status' }];

type Acting = { kind: 'detail' | 'issue' | 'reject' | 'redLetter'; request: SysInvoiceRequest } | null;

/** The status cell's second line: the invoice number, what became of it, or what it covers. */
function outcomeOf(row: SysInvoiceRequest): { text: string; title?: string } {
  switch (row.status) {
    case INVOICE_STATUS.awaitingRedLetter:
      return { text: `${row.invoiceNo ?? ''} · ${row.moneyBackReason ?? ''}`, title: `原发票 ${row.invoiceNo ?? ''}：${row.moneyBackReason ?? ''}` };
    case INVOICE_STATUS.redLettered:
      return { text: `红字 ${row.redLetterNo ?? ''}`, title: `原发票 ${row.invoiceNo ?? ''}，红字发票 ${row.redLetterNo ?? ''}（${row.redLetterDate ?? ''}）` };
    case INVOICE_STATUS.withdrawn:
      return { text: `原因：${row.moneyBackReason ?? ''}`, title: row.moneyBackReason ?? '' };
    case INVOICE_STATUS.rejected:
      return { text: `原因：${row.rejectReason ?? ''}`, title: row.rejectReason ?? '' };
    default:
      return { text: row.invoiceNo ?? `${row.itemCount} 笔款项` };
  }
}

export default function InvoicesPage() {
  const staff = useConsoleStaff();
  const can = usePermission();
  const [acting, setActing] = useState<Acting>(null);
  const changed = () => refreshTable(INVOICES_RESOURCE);

  const columns: GridColDef<SysInvoiceRequest>[] = [
    {
      field: 'requestNo',
      headerName: '申请编号',
      width: 186,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => setActing({ kind: 'detail', request: row })}
          sx={{ fontFamily: 'monospace', px: 0, minWidth: 0 }}
          aria-label={`查看发票申请 ${row.requestNo}`}
        >
          {row.requestNo}
        </Button>
      ),
    },
    dictColumn<SysInvoiceRequest>('type', '发票类型', 'invoice_type', { width: 124 }),
    {
      field: 'buyer',
      headerName: '发票抬头',
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <TwoLines first={row.buyer.name} second={staff.role === 'admin' ? `${row.buyer.taxNo ?? '个人'} · ${row.storeName}` : (row.buyer.taxNo ?? '个人')} />
      ),
    },
    moneyColumn<SysInvoiceRequest>('amount', '开票金额', { width: 110 }),
    {
      field: 'status',
      headerName: '状态 / 发票号码',
      width: 172,
      renderCell: ({ row }) => {
        const outcome = outcomeOf(row);
        return <TwoLines first={<DictTag dictType="invoice_status" value={row.status} />} second={outcome.text} {...(outcome.title ? { title: outcome.title } : {})} />;
      },
    },
    dateTimeColumn<SysInvoiceRequest>('createdAt', '申请时间', { width: 156 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 134,
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
          {row.status === INVOICE_STATUS.awaitingRedLetter && can('invoice:redLetter') ? (
            <Button size="small" color="warning" onClick={() => setActing({ kind: 'redLetter', request: row })} aria-label={`红冲 ${row.requestNo}`}>
              红冲
            </Button>
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
        columns={sortableBy(columns, SYS_INVOICE_SORTS)}
        filters={FILTERS}
        getRowId={(row) => row.requestNo}
        emptyText="暂无发票申请"
        gridProps={{ rowHeight: 56, ...WIDE_GRID }}
      />
      <InvoiceDetailDrawer
        request={acting?.kind === 'detail' ? acting.request : null}
        onClose={() => setActing(null)}
        onIssue={(request) => setActing({ kind: 'issue', request })}
        onReject={(request) => setActing({ kind: 'reject', request })}
        onRedLetter={(request) => setActing({ kind: 'redLetter', request })}
      />
      {acting?.kind === 'redLetter' ? (
        <InvoiceRedLetterDialog
          request={acting.request}
          onClose={() => setActing(null)}
          onDone={async () => {
            setActing(null);
            await changed();
          }}
        />
      ) : null}
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
          schema={refusalReason}
          submitText="驳回"
          danger
          onClose={() => setActing(null)}
          submit={(reason) => consoleInvoiceApi.reject(acting.request.requestNo, reason)}
          onDone={async () => {
            notifier().success('发票申请已驳回');
            setActing(null);
            await changed();
          }}
        />
      ) : null}
    </Box>
  );
}
