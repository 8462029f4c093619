'use client';
/**
 * The sandbox payment provider's cashier page (/paySandbox?tradeNo=). It stands where a real
 * provider's page would: the customer confirms or cancels, the provider then notifies the product
 * server asynchronously, and this page waits for the payment to be recorded before moving on —
 * exactly the order of events a real provider imposes. A trade pays an order's first payment, bills,
 * a buyout or a top-up; where the customer goes afterwards follows from that (cashierRoutes.ts).
 * No money moves anywhere but in the sandbox, and the page says so next to the amount.
 */
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paySandboxApi, type SandboxTrade } from '@/lib/api/browser/pay-sandbox';
import { TRADE_PURPOSE_NAMES } from '@/contract/money';
import { cashierRoutes } from './cashierRoutes';
import { ENDED_TRADE_TEXT, recordedText, usePaymentRecorded } from './usePaymentRecorded';
import { PayAmount } from './PayAmount';

const POLL_MS = 500;
const POLL_LIMIT = 40;

const TRADE_STATE: Record<Exclude<SandboxTrade['status'], 'pending'>, string> = { paid: '该交易已支付', ...ENDED_TRADE_TEXT };

export function SandboxCashier({ tradeNo }: { tradeNo: string }) {
  const router = useRouter();
  const [trade, setTrade] = useState<SandboxTrade | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'confirming' | 'waiting'>('idle');
  const recorded = usePaymentRecorded(trade, { active: phase === 'waiting', everyMs: POLL_MS, limit: POLL_LIMIT });

  useEffect(() => {
    paySandboxApi
      .trade(tradeNo)
      .then(setTrade)
      .catch((error: unknown) => setFailed(error instanceof Error ? error.message : '交易不存在'));
  }, [tradeNo]);

  const confirm = async () => {
    setPhase('confirming');
    try {
      const { status } = await paySandboxApi.confirm(tradeNo);
      // A trade closed meanwhile (a newer payment of the order, or the order paid or cancelled) takes no money.
      if (status !== 'paid') setTrade((shown) => (shown ? { ...shown, status } : shown));
      setPhase(status === 'paid' ? 'waiting' : 'idle');
    } catch {
      setPhase('idle');
    }
  };
  const cancel = async () => {
    if (!trade) return;
    try {
      await paySandboxApi.cancel(tradeNo);
    } finally {
      router.push(cashierRoutes(trade.purpose, trade.orderNo).back);
    }
  };

  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (!trade) return <Skeleton variant="rounded" height={220} aria-label="加载中" />;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography>
          {trade.purpose === 'order' ? '商品' : TRADE_PURPOSE_NAMES[trade.purpose]}：{trade.subject}
        </Typography>
        {trade.orderNo ? <Typography>订单编号：{trade.orderNo}</Typography> : null}
        <PayAmount fen={trade.amount} testId="sandbox-amount" />
        <Alert severity="warning" data-testid="sandbox-notice">
          <strong>沙箱支付，不产生真实扣款</strong>：这是演示用的模拟收银台，确认支付不会从任何账户扣款。
        </Alert>
        {trade.status !== 'pending' ? (
          <Alert severity="warning">{TRADE_STATE[trade.status]}</Alert>
        ) : phase === 'waiting' ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            {recorded === 'waiting' ? <CircularProgress size={18} /> : null}
            <Typography>{recordedText(recorded, trade.purpose)}</Typography>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" color="secondary" size="large" onClick={() => void confirm()} disabled={phase === 'confirming'}>
              确认支付
            </Button>
            <Button onClick={() => void cancel()} disabled={phase === 'confirming'}>
              取消支付
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
