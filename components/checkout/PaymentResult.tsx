'use client';
/**
 * Where a real provider sends the customer back after its cashier (/payResult?tradeNo=: Alipay's
 * return_url, WeChat Pay H5's redirect_url). The return itself proves nothing (its parameters are
 * the browser's to change), so the page only asks the shop, which asks the provider when the
 * notification has not come yet, and moves on once the payment is recorded.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRADE_PURPOSE_NAMES, type TradeView } from '@/contract/money';
import { formatFen } from '@/contract/format';
import { moneyApi } from '@/lib/api/browser/money';
import { Link } from '@/components/ui/Link';
import { cashierRoutes } from './cashierRoutes';
import { recordedText, usePaymentRecorded } from './usePaymentRecorded';

const POLL_MS = 2_000;
const POLL_LIMIT = 15;

export function PaymentResult({ tradeNo }: { tradeNo: string }) {
  const [trade, setTrade] = useState<TradeView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Bumped by 刷新: the wait starts over.
  const [round, setRound] = useState(0);
  // A new object per round (and only then) starts the wait over.
  const waited = useMemo(() => (trade ? { tradeNo: trade.tradeNo, purpose: trade.purpose, orderNo: trade.orderNo, round } : null), [trade, round]);
  const phase = usePaymentRecorded(waited, { active: waited !== null, everyMs: POLL_MS, limit: POLL_LIMIT });

  const fetchTrade = useCallback(
    () =>
      moneyApi
        .trade(tradeNo)
        .then(setTrade)
        .catch((error: unknown) => setFailed(error instanceof Error ? error.message : '交易不存在')),
    [tradeNo],
  );
  useEffect(() => {
    void fetchTrade();
  }, [fetchTrade]);
  const load = () => {
    setFailed(null);
    void fetchTrade();
  };

  if (failed)
    return (
      <Alert severity="error" action={<Button onClick={load}>重试</Button>}>
        {failed}
      </Alert>
    );
  if (!trade) return <Skeleton variant="rounded" height={180} aria-label="加载中" />;
  const routes = cashierRoutes(trade.purpose, trade.orderNo);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography>
          {TRADE_PURPOSE_NAMES[trade.purpose]}
          {trade.orderNo ? ` · 订单编号 ${trade.orderNo}` : ''}
        </Typography>
        <Typography>
          支付金额：<strong data-testid="result-amount">{formatFen(trade.amount)}</strong>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          {phase === 'waiting' ? <CircularProgress size={18} /> : null}
          <Typography>{phase === 'waiting' ? '正在确认支付结果…' : recordedText(phase, trade.purpose)}</Typography>
        </Stack>
        {phase !== 'waiting' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="contained" onClick={() => setRound((value) => value + 1)}>
              刷新
            </Button>
            <Link href={routes.back}>返回</Link>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
