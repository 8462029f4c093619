'use client';
/**
 * Returning a running rental (4 → 5): where to send the devices, what the return does to the bills
 * and what it costs by the published rule (the server's quote, computed by the same function as
 * the return itself), and the return waybill the customer must name. The dialog is the
 * confirmation: nothing happens until 确认申请归还.
 */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderApi } from '@/lib/api/browser/orders';
import { useReturnQuote, useRevalidateAfter } from '@/lib/api/browser/swr';
import { WaybillFields } from './WaybillFields';
import { CARRIERS, returnOrderBody, type BillNotYetDue, type Carrier, type ReturnQuote } from '@/contract/orderFulfilment';
import { RULE_TEXT } from '@/contract/rentalRules';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';

type Props = { orderNo: string; open: boolean; onClose: () => void };

/** Where the rent paid ahead goes: the way each bill was paid (`已提前支付的 1 期退回账户余额，1 期原路退回原支付方式`). */
function prepaidBackText(paidAhead: readonly BillNotYetDue[]): string {
  const toBalance = paidAhead.filter((bill) => bill.refundTo === 'balance').length;
  const online = paidAhead.filter((bill) => bill.refundTo === 'online').length;
  const parts = [toBalance > 0 ? `${toBalance} 期退回账户余额` : null, online > 0 ? `${online} 期原路退回原支付方式` : null].filter((part) => part !== null);
  return parts.length > 0 ? `已提前支付的 ${parts.join('，')}` : '';
}

function FeeSummary({ quote }: { quote: ReturnQuote }) {
  const cancelled = quote.billsNotYetDue.length;
  const paidAhead = quote.billsNotYetDue.filter((bill) => bill.paid);
  const aheadBack = prepaidBackText(paidAhead);
  return (
    <Box component="dl" aria-label="归还费用" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 0.75, columnGap: 2, m: 0, '& dd': { m: 0 } }}>
      <dt>起租日</dt>
      <dd>
        {quote.rentStartDate ?? '—'}（签收后第 {quote.daysSinceReceipt} 天）
      </dd>
      <dt>租期到期日</dt>
      <dd>{quote.rentEndDate ?? '—'}</dd>
      <dt>未到期账单</dt>
      <dd>{cancelled === 0 ? '无' : `${cancelled} 期，共 ${formatFen(quote.rentNotYetDue)}，申请后取消${aheadBack ? `（${aheadBack}）` : ''}`}</dd>
      <dt>提前归还费</dt>
      <dd>
        <strong>{formatFen(quote.earlyReturnFee)}</strong>
        {quote.noReasonReturn ? '（签收后无理由退租期内，不收取）' : ''}
      </dd>
      {quote.earlyReturnFee > 0 ? (
        <>
          <dt>押金抵扣</dt>
          <dd>
            {formatFen(quote.feeFromDeposit)}
            {quote.feeToPay > 0 ? `，另需支付 ${formatFen(quote.feeToPay)}` : ''}
          </dd>
        </>
      ) : null}
    </Box>
  );
}

export function ReturnDialog({ orderNo, open, onClose }: Props) {
  const idPrefix = useId();
  const { data: quote, error, isLoading } = useReturnQuote(open ? orderNo : null);
  const revalidateAfter = useRevalidateAfter();
  const [carrier, setCarrier] = useState<Carrier>(CARRIERS[0]);
  const [waybillNo, setWaybillNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnOrderBody.safeParse({ orderNo, carrier, waybillNo });
    if (!parsed.success) {
      setProblem(firstMessage(parsed.error) ?? '请输入正确的运单号');
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      await orderApi.returnDevices(orderNo, parsed.data.carrier, parsed.data.waybillNo);
      notifier().success('归还申请已提交，请按退回地址寄回设备');
      setWaybillNo('');
      onClose();
    } catch {
      // Shown by the HTTP client (a due bill, a status that changed meanwhile …).
    } finally {
      setSubmitting(false);
      await revalidateAfter('orderReturned');
    }
  };

  const titleId = `${idPrefix}-title`;
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>申请归还 · 订单 {orderNo}</DialogTitle>
        <DialogContent dividers>
          {error ? <Alert severity="error">归还信息加载失败，请稍后重试</Alert> : null}
          {isLoading || (!quote && !error) ? <Skeleton variant="rounded" height={220} aria-label="加载中" /> : null}
          {quote ? (
            <Stack spacing={2}>
              {!quote.allowed && quote.reason ? <Alert severity="warning">{quote.reason}</Alert> : null}
              <Typography variant="body2">归还按订单办理，请将本订单的全部设备（含原装配件）一起寄回。</Typography>
              <Box component="section" aria-labelledby={`${idPrefix}-address`} sx={{ p: 1.5, bgcolor: '#f7f8fa', borderRadius: 1 }}>
                <Typography id={`${idPrefix}-address`} variant="subtitle2" component="h3">
                  退回地址{quote.address.source === 'store' ? '（商家）' : '（平台售后中心）'}
                </Typography>
                <Typography>
                  {quote.address.recipient} {quote.address.phone}
                </Typography>
                <Typography>{quote.address.address}</Typography>
              </Box>
              <FeeSummary quote={quote} />
              <Typography variant="body2" color="text.secondary">
                {RULE_TEXT.earlyReturn}
              </Typography>
              {quote.allowed ? <WaybillFields carrier={carrier} waybillNo={waybillNo} onCarrier={setCarrier} onWaybillNo={setWaybillNo} problem={problem} /> : null}
            </Stack>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            取消
          </Button>
          <Button type="submit" variant="contained" disabled={!quote?.allowed || submitting}>
            确认申请归还
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
