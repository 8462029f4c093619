'use client';
/**
 * 开票: the invoice issued in the tax system is recorded with its number (8 digits, or 20 for a
 * 数电发票) and the date it carries — today by default (Asia/Shanghai), never later, never before the
 * request's own day. Checked here with the contract's schema before it is sent; the product server
 * checks the same against its clock.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVOICE_MESSAGES, issueInvoiceBody, type IssueInvoiceInput, type SysInvoiceRequest } from '@/contract/invoices';
import { consoleInvoiceApi } from '@/lib/api/browser/console/invoices';
import { formatFen } from '@/lib/format/money';
import { notifier } from '@/lib/http/notifier';
import { consoleDateTime } from '../../table/columns';

type Props = { request: SysInvoiceRequest; onClose: () => void; onIssued: () => void | Promise<void> };

type Field = 'invoiceNo' | 'invoiceDate';
type Problems = Partial<Record<Field, string>>;

/** The body to send, or what is wrong with each field: the contract's checks, then the date's bounds. */
function issueOf(values: Record<Field, string>, requestNo: string, bounds: { min: string; max: string }): { body: IssueInvoiceInput } | { problems: Problems } {
  const parsed = issueInvoiceBody.safeParse({ requestNo, ...values });
  if (!parsed.success) {
    const problems: Problems = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'invoiceDate' ? 'invoiceDate' : 'invoiceNo';
      problems[field] ??= issue.message;
    }
    return { problems };
  }
  if (parsed.data.invoiceDate > bounds.max) return { problems: { invoiceDate: INVOICE_MESSAGES.invoiceDateFuture } };
  if (parsed.data.invoiceDate < bounds.min) return { problems: { invoiceDate: INVOICE_MESSAGES.invoiceDateBeforeRequest } };
  return { body: parsed.data };
}

export function InvoiceIssueDialog({ request, onClose, onIssued }: Props) {
  const [today] = useState(() => consoleDateTime(new Date()).slice(0, 10));
  const [values, setValues] = useState<Record<Field, string>>({ invoiceNo: '', invoiceDate: today });
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  // The request's own day (its time is Shanghai's on the wire): an invoice cannot predate it.
  const requestDay = request.createdAt.slice(0, 10);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = issueOf(values, request.requestNo, { min: requestDay, max: today });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await consoleInvoiceApi.issue(checked.body);
    } catch {
      setBusy(false);
      return;
    }
    notifier().success(`发票已开具：${checked.body.invoiceNo}`);
    await onIssued();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="invoice-issue-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="invoice-issue-title">开具发票</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {request.typeName} · {request.buyer.name}
            {request.buyer.taxNo ? `（${request.buyer.taxNo}）` : ''} · {formatFen(request.amount)}，开具后发送至 {request.email}。
          </Typography>
          <TextField
            label="发票号码"
            value={values.invoiceNo}
            onChange={(event) => set('invoiceNo', event.target.value)}
            required
            error={Boolean(problems.invoiceNo)}
            helperText={problems.invoiceNo ?? '数电发票 20 位数字，纸质发票 8 位数字'}
            slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric', autoComplete: 'off' } }}
            autoFocus
          />
          <TextField
            type="date"
            label="开票日期"
            value={values.invoiceDate}
            onChange={(event) => set('invoiceDate', event.target.value)}
            required
            error={Boolean(problems.invoiceDate)}
            helperText={problems.invoiceDate ?? '发票上的开票日期，默认今天'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: requestDay, max: today } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            确认开票
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
