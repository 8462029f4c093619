'use client';
/**
 * 关闭 an approved order that was never shipped (the platform's call): a reason the customer reads,
 * asked once more before the payment goes back the way it came. A refusal keeps the reason.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { closeOrderBody, type ConsoleOrderDetail } from '@/contract/consoleOrders';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { notifier } from '@/lib/http/notifier';
import { ReasonField } from './ReasonField';

type Props = { orderNo: string; onClose: () => void; onDone: (order: ConsoleOrderDetail) => void | Promise<void> };

export function CloseOrderDialog({ orderNo, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = closeOrderBody.safeParse({ orderNo, reason });
    const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setError(problem);
    if (problem) return;
    const confirmed = await notifier().confirm({ title: '系统提示', message: `确认关闭订单 ${orderNo}？已支付款项将原路退回客户，此操作不可撤销。`, confirmText: '确认关闭', cancelText: '取消' });
    if (!confirmed) return;
    setBusy(true);
    try {
      const changed = await consoleOrderApi.close(orderNo, reason.trim());
      notifier().success('订单已关闭，已支付款项原路退回');
      await onDone(changed);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="order-close-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="order-close-title">关闭订单 {orderNo}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Alert severity="warning">订单关闭后，客户已支付的首付款和押金将原路退回，库存与优惠券一并退回。</Alert>
          <ReasonField label="关闭原因" value={reason} onChange={setReason} error={error} required placeholder="客户将在订单记录中看到该原因" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            关闭订单
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
