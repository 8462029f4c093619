'use client';
/**
 * 审核 of an order the risk check held (待审核): approve it (→ 待发货, a remark if wanted) or
 * reject it with a reason the customer reads (→ 已关闭, the payment refunded the way it came,
 * asked once more before it is sent). The risk check's level and the rules that fired are shown
 * to decide on. A refusal keeps the dialog and what was typed.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { approveOrderBody, rejectOrderBody, type ConsoleOrderDetail } from '@/contract/consoleOrders';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';
import { FormDialog, type Ask } from '../../form/FormDialog';
import { ReasonField } from './ReasonField';
import { useOrderDetail } from './useOrderDetail';

export type ReviewDecision = 'approve' | 'reject';

type Props = { orderNo: string; decision?: ReviewDecision; onClose: () => void; onDone: (order: ConsoleOrderDetail) => void | Promise<void> };

const RISK_LEVEL_NAMES = { low: '低风险', medium: '中风险', high: '高风险' } as const;

export function ReviewDialog({ orderNo, decision: initial = 'approve', onClose, onDone }: Props) {
  const { data: order } = useOrderDetail(orderNo);
  const [decision, setDecision] = useState<ReviewDecision>(initial);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (ask: Ask) => {
    const problem = firstMessage(decision === 'reject' ? rejectOrderBody.safeParse({ orderNo, reason: text }).error : approveOrderBody.safeParse({ orderNo, remark: text }).error);
    setError(problem);
    if (problem) return;
    return decide(text.trim(), ask);
  };

  const decide = async (words: string, ask: Ask) => {
    if (decision === 'reject') {
      const confirmed = await ask({
        title: '系统提示',
        message: `确认驳回订单 ${orderNo}？订单将关闭，已支付款项${order ? ` ${formatFen(order.payable)}` : ''}原路退回客户。`,
        confirmText: '确认驳回',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    const changed = decision === 'reject' ? await consoleOrderApi.reject(orderNo, words) : await consoleOrderApi.approve(orderNo, words || undefined);
    notifier().success(decision === 'reject' ? '订单已拒绝，已支付款项原路退回' : '订单已审核通过');
    await onDone(changed);
  };

  const risk = order?.risk;
  return (
    <FormDialog
      title="审核订单"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={decision === 'reject' ? '驳回' : '审核通过'}
      submitColor={decision === 'reject' ? 'error' : 'primary'}
      fullWidth
      maxWidth="sm"
    >
      <Typography variant="body2">
        订单{' '}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {orderNo}
        </Box>
        {order ? `　${order.customer.name}（${order.customer.accountTypeName}）　首付款 ${formatFen(order.payable)}` : ''}
      </Typography>
      {risk ? (
        <Alert severity={risk.level === 'high' ? 'error' : risk.level === 'medium' ? 'warning' : 'info'} aria-label="风控结果">
          {RISK_LEVEL_NAMES[risk.level]} · {risk.decisionName}
          {risk.reasons.length > 0 ? `：${risk.reasons.join('；')}` : ''}
        </Alert>
      ) : null}
      <FormControl>
        <FormLabel id="order-review-decision">审核结果</FormLabel>
        <RadioGroup
          row
          aria-labelledby="order-review-decision"
          value={decision}
          onChange={(event) => {
            setDecision(event.target.value === 'reject' ? 'reject' : 'approve');
            setError(undefined);
          }}
        >
          <FormControlLabel value="approve" control={<Radio />} label="通过" />
          <FormControlLabel value="reject" control={<Radio />} label="驳回" />
        </RadioGroup>
      </FormControl>
      {decision === 'reject' ? (
        <ReasonField key="reason" label="驳回原因" value={text} onChange={setText} error={error} required placeholder="客户将在订单记录中看到该原因" />
      ) : (
        <ReasonField key="remark" label="备注（选填）" value={text} onChange={setText} error={error} />
      )}
    </FormDialog>
  );
}
