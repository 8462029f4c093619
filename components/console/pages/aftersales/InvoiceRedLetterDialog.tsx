'use client';
/**
 * 红冲: money an issued invoice covers went back, so the seller issues a red-letter invoice (红字发票)
 * in the tax system and records it here — its number (8 digits, or 20 for a 数电发票) and the date it
 * carries: today by default (Asia/Shanghai), never later, never before the original invoice's date.
 * Checked with the contract's schema before it is sent; the product server checks the same against
 * its clock. A refusal keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVOICE_MESSAGES, redLetterInvoiceBody, type SysInvoiceRequest } from '@/contract/invoices';
import { consoleInvoiceApi } from '@/lib/api/browser/console/invoices';
import { formatFen } from '@/lib/format/money';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';
import { consoleDateTime } from '../../table/columns';

type Props = { request: SysInvoiceRequest; onClose: () => void; onDone: () => void | Promise<void> };

type Field = 'redLetterNo' | 'redLetterDate';
const FIELDS: readonly Field[] = ['redLetterNo', 'redLetterDate'];

export function InvoiceRedLetterDialog({ request, onClose, onDone }: Props) {
  const [today] = useState(() => consoleDateTime(new Date()).slice(0, 10));
  const [values, setValues] = useState<Record<Field, string>>({ redLetterNo: '', redLetterDate: today });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // A red-letter invoice reverses the original one: it cannot predate it.
  const invoiceDay = request.invoiceDate ?? request.createdAt.slice(0, 10);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = redLetterInvoiceBody.safeParse({ requestNo: request.requestNo, ...values });
    const found = schemaErrors(parsed.error, FIELDS);
    if (parsed.success && parsed.data.redLetterDate > today) found.redLetterDate = INVOICE_MESSAGES.redLetterDateFuture;
    if (parsed.success && parsed.data.redLetterDate < invoiceDay) found.redLetterDate = INVOICE_MESSAGES.redLetterDateBeforeInvoice;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await consoleInvoiceApi.redLetter(parsed.data);
    } catch {
      setBusy(false);
      return;
    }
    notifier().success(`红冲已登记：${parsed.data.redLetterNo}`);
    await onDone();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="invoice-red-letter-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="invoice-red-letter-title">登记红字发票</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">
            {request.moneyBackReason ?? '所含款项已退回'}。请先在税务系统开具红字发票冲销原发票，再登记红字发票号码；登记后客户可为未退款的款项重新申请开票。
          </Alert>
          <Typography variant="body2" color="text.secondary">
            原发票 {request.invoiceNo}（开票日期 {invoiceDay}）· {request.typeName} · {request.buyer.name} · {formatFen(request.amount)}，红字发票发送至 {request.email}。
          </Typography>
          <TextField
            label="红字发票号码"
            value={values.redLetterNo}
            onChange={(event) => set('redLetterNo', event.target.value)}
            required
            error={Boolean(errors.redLetterNo)}
            helperText={errors.redLetterNo ?? '数电发票 20 位数字，纸质发票 8 位数字'}
            slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric', autoComplete: 'off' } }}
            autoFocus
          />
          <TextField
            type="date"
            label="红字发票开票日期"
            value={values.redLetterDate}
            onChange={(event) => set('redLetterDate', event.target.value)}
            required
            error={Boolean(errors.redLetterDate)}
            helperText={errors.redLetterDate ?? '红字发票上的开票日期，默认今天'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: invoiceDay, max: today } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            确认红冲
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
