'use client';
/**
 * 关闭 an approved order that was never shipped (the platform's call): a reason the customer reads,
 * asked once more before the payment goes back the way it came. A refusal keeps the reason.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { closeOrderBody, type ConsoleOrderDetail } from '@/contract/consoleOrders';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';
import { FormDialog, type Ask } from '../../form/FormDialog';
import { ReasonField } from './ReasonField';

type Props = { orderNo: string; onClose: () => void; onDone: (order: ConsoleOrderDetail) => void | Promise<void> };

export function CloseOrderDialog({ orderNo, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (ask: Ask) => {
    const problem = firstMessage(closeOrderBody.safeParse({ orderNo, reason }).error);
    setError(problem);
    if (problem) return;
    return close(reason.trim(), ask);
  };

  const close = async (text: string, ask: Ask) => {
    const confirmed = await ask({ title: '系统提示', message: `确认关闭订单 ${orderNo}？已支付款项将原路退回客户，此操作不可撤销。`, confirmText: '确认关闭', cancelText: '取消' });
    if (!confirmed) return;
    const changed = await consoleOrderApi.close(orderNo, text);
    notifier().success('订单已关闭，已支付款项原路退回');
    await onDone(changed);
  };

  return (
    <FormDialog title={`关闭订单 ${orderNo}`} onClose={onClose} onSubmit={submit} submitLabel="关闭订单" submitColor="error" fullWidth maxWidth="sm">
      <Alert severity="warning">订单关闭后，客户已支付的首付款和押金将原路退回，库存与优惠券一并退回。</Alert>
      <ReasonField label="关闭原因" value={reason} onChange={setReason} error={error} required placeholder="客户将在订单记录中看到该原因" />
    </FormDialog>
  );
}
