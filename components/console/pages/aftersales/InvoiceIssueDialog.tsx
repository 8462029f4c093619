'use client';
/**
 * 开票: the invoice issued in the tax system is recorded with its number (8 digits, or 20 for a
 * 数电发票); the product server stamps the issue date when it is recorded, which the dialog shows.
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
import { invoiceNumber, type SysInvoiceRequest } from '@/contract/invoices';
import { consoleInvoiceApi } from '@/lib/api/browser/console/invoices';
import { formatFen } from '@/lib/format/money';
import { notifier } from '@/lib/http/notifier';
import { consoleDateTime } from '../../table/columns';

type Props = { request: SysInvoiceRequest; onClose: () => void; onIssued: () => void | Promise<void> };

export function InvoiceIssueDialog({ request, onClose, onIssued }: Props) {
  const [invoiceNo, setInvoiceNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = consoleDateTime(new Date()).slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = invoiceNumber.safeParse(invoiceNo);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请输入发票号码');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await consoleInvoiceApi.issue(request.requestNo, parsed.data);
    } catch {
      setBusy(false);
      return;
    }
    notifier().success(`发票已开具：${parsed.data}`);
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
            value={invoiceNo}
            onChange={(event) => setInvoiceNo(event.target.value)}
            required
            error={Boolean(error)}
            helperText={error ?? '数电发票 20 位数字，纸质发票 8 位数字'}
            slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric', autoComplete: 'off' } }}
            autoFocus
          />
          <TextField label="开票日期" value={today} disabled helperText="以登记开票的日期为准" />
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
