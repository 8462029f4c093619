'use client';
/**
 * The desktop WeChat Pay page's wait (/payWechat): while the customer scans the QR code with WeChat,
 * this asks the shop about the trade every two seconds (the shop asks WeChat Pay, so a late
 * notification does not keep anyone waiting) and, once it is paid, sends the customer on
 * (usePaymentRecorded.ts). It stops asking when the page is left, or when the trade can no longer be paid.
 */
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TradePurpose } from '@/contract/money';
import { ENDED_TRADE_TEXT, usePaymentRecorded } from './usePaymentRecorded';

export const WECHAT_POLL_MS = 2000;

type WaiterProps = {
  tradeNo: string;
  purpose: TradePurpose;
  orderNo: string | null;
  /** Between two asks (tests ask faster). */
  pollMs?: number;
};

export function WechatPayWaiter({ tradeNo, purpose, orderNo, pollMs = WECHAT_POLL_MS }: WaiterProps) {
  const trade = useMemo(() => ({ tradeNo, purpose, orderNo }), [tradeNo, purpose, orderNo]);
  // Scanning takes as long as it takes: the page asks until it is left.
  const phase = usePaymentRecorded(trade, { active: true, everyMs: pollMs, limit: Infinity });
  if (phase !== 'waiting' && phase !== 'late') return <Alert severity="warning">{ENDED_TRADE_TEXT[phase]}</Alert>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }} role="status">
      <CircularProgress size={16} />
      <Typography variant="body2">等待支付结果…</Typography>
    </Stack>
  );
}
