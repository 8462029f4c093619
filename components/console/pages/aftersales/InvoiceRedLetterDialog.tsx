'use client';
/**
 * 红冲: money an issued invoice covers went back, so the seller issues a red-letter invoice (红字发票)
 * in the tax system and records it here (InvoiceRecordDialog) — never dated before the original
 * invoice. Checked with the contract's schema before it is sent; the product server checks the same
 * against its clock.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { INVOICE_MESSAGES, redLetterInvoiceBody, type SysInvoiceRequest } from '@/contract/invoices';
import { consoleInvoiceApi } from '@/lib/api/browser/console/invoices';
import { formatFen } from '@/contract/format';
import { InvoiceRecordDialog } from './InvoiceRecordDialog';

type Props = { request: SysInvoiceRequest; onClose: () => void; onDone: () => void | Promise<void> };

export function InvoiceRedLetterDialog({ request, onClose, onDone }: Props) {
  // A red-letter invoice reverses the original one: it cannot predate it.
  const invoiceDay = request.invoiceDate ?? request.createdAt.slice(0, 10);
  return (
    <InvoiceRecordDialog
      title="登记红字发票"
      lead={
        <>
          <Alert severity="warning">
            {request.moneyBackReason ?? '所含款项已退回'}。请先在税务系统开具红字发票冲销原发票，再登记红字发票号码；登记后客户可为未退款的款项重新申请开票。
          </Alert>
          <Typography variant="body2" color="text.secondary">
            原发票 {request.invoiceNo}（开票日期 {invoiceDay}）· {request.typeName} · {request.buyer.name} · {formatFen(request.amount)}，红字发票发送至 {request.email}。
          </Typography>
        </>
      }
      labels={{ number: '红字发票号码', date: '红字发票开票日期', dateHelp: '红字发票上的开票日期，默认今天', submit: '确认红冲' }}
      requestNo={request.requestNo}
      schema={redLetterInvoiceBody}
      names={{ number: 'redLetterNo', date: 'redLetterDate' }}
      minDate={invoiceDay}
      dateMessages={{ beforeMin: INVOICE_MESSAGES.redLetterDateBeforeInvoice, future: INVOICE_MESSAGES.redLetterDateFuture }}
      send={(body) => consoleInvoiceApi.redLetter(body)}
      done={(body) => `红冲已登记：${body.redLetterNo}`}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
