'use client';
/**
 * 开票: the invoice issued in the tax system, recorded with its number and date (InvoiceRecordDialog)
 * — never before the request's own day. Checked here with the contract's schema before it is sent;
 * the product server checks the same against its clock.
 */
import Typography from '@mui/material/Typography';
import { INVOICE_MESSAGES, issueInvoiceBody, type SysInvoiceRequest } from '@/contract/invoices';
import { consoleInvoiceApi } from '@/lib/api/browser/console/invoices';
import { formatFen } from '@/contract/format';
import { InvoiceRecordDialog } from './InvoiceRecordDialog';

type Props = { request: SysInvoiceRequest; onClose: () => void; onIssued: () => void | Promise<void> };

export function InvoiceIssueDialog({ request, onClose, onIssued }: Props) {
  return (
    <InvoiceRecordDialog
      title="开具发票"
      lead={
        <Typography variant="body2" color="text.secondary">
          {request.typeName} · {request.buyer.name}
          {request.buyer.taxNo ? `（${request.buyer.taxNo}）` : ''} · {formatFen(request.amount)}，开具后发送至 {request.email}。
        </Typography>
      }
      labels={{ number: '发票号码', date: '开票日期', dateHelp: '发票上的开票日期，默认今天', submit: '确认开票' }}
      requestNo={request.requestNo}
      schema={issueInvoiceBody}
      names={{ number: 'invoiceNo', date: 'invoiceDate' }}
      // The request's own day (its time is Shanghai's on the wire): an invoice cannot predate it.
      minDate={request.createdAt.slice(0, 10)}
      dateMessages={{ beforeMin: INVOICE_MESSAGES.invoiceDateBeforeRequest, future: INVOICE_MESSAGES.invoiceDateFuture }}
      send={(body) => consoleInvoiceApi.issue(body)}
      done={(body) => `发票已开具：${body.invoiceNo}`}
      onClose={onClose}
      onDone={onIssued}
    />
  );
}
