'use client';
/**
 * The payment step of money after checkout (bills, a buyout): what is being paid, the amount, and
 * the two ways the shop takes money — the balance, or online through the payment provider's
 * cashier — as explicit buttons, so nothing is charged without the customer choosing. A payment
 * with nothing to pay (a buyout the deposit covers) has one button, `zeroLabel`.
 */
import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatFen } from '@/contract/format';

export type PayMethod = 'balance' | 'online';

export type PayMethodDialogProps = {
  open: boolean;
  title: string;
  /** What is being paid: the bills, the quote's breakdown. */
  children: ReactNode;
  /** Null while it is not known (a quote still loading or refused): no amount, no way to pay. */
  amount: number | null;
  /** Pays; rejects when the payment was refused (the HTTP client has shown why). */
  pay: (method: PayMethod) => Promise<void>;
  onClose: () => void;
  /** Nothing can be paid now (a quote expired): the buttons are off. */
  disabled?: boolean;
  zeroLabel?: string;
};

export function PayMethodDialog({ open, title, children, amount, pay, onClose, disabled = false, zeroLabel = '确认' }: PayMethodDialogProps) {
  const [busy, setBusy] = useState<PayMethod | null>(null);
  const titleId = useId();
  const run = async (method: PayMethod) => {
    setBusy(method);
    try {
      await pay(method);
    } catch {
      // Shown by the HTTP client (余额不足 …); the customer may choose again.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {children}
        {amount === null ? null : (
          <Typography sx={{ mt: 2 }}>
            应付金额：
            <strong data-testid="pay-dialog-amount" style={{ color: '#c9302c', fontSize: 22 }}>
              {formatFen(amount)}
            </strong>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          取消
        </Button>
        {amount === 0 ? (
          <Button variant="contained" color="secondary" onClick={() => void run('balance')} disabled={disabled || busy !== null}>
            {busy ? '处理中…' : zeroLabel}
          </Button>
        ) : (
          <>
            <Button variant="outlined" onClick={() => void run('online')} disabled={disabled || amount === null || busy !== null}>
              {busy === 'online' ? '正在打开收银台…' : '在线支付'}
            </Button>
            <Button variant="contained" color="secondary" onClick={() => void run('balance')} disabled={disabled || amount === null || busy !== null}>
              {busy === 'balance' ? '支付中…' : '余额支付'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
