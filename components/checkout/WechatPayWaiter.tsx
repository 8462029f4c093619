'use client';
/**
 * The desktop WeChat Pay page's wait (/payWechat): while the customer scans the QR code with WeChat,
 * this asks the shop about the trade every two seconds (the shop asks WeChat Pay, so a late
 * notification does not keep anyone waiting) and, once it is paid, sends the customer on as the
 * sandbox cashier does (cashierRoutes.ts). It stops asking when the page is left, or when the trade
 * can no longer be paid.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TradePurpose, TradeView } from '@/contract/money';
import { moneyApi } from '@/lib/api/browser/money';
import { orderApi } from '@/lib/api/browser/orders';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { cashierRoutes } from './cashierRoutes';

export const WECHAT_POLL_MS = 2000;

const FINISHED: Partial<Record<TradeView['status'], string>> = {
  cancelled: '该交易已取消',
  closed: '该交易已关闭，无法支付。如需支付，请返回重新发起。',
  refunded: '该交易已支付，订单无需这笔款项，已原路退回。',
};

type WaiterProps = {
  tradeNo: string;
  purpose: TradePurpose;
  orderNo: string | null;
  /** Between two asks (tests ask faster). */
  pollMs?: number;
};

export function WechatPayWaiter({ tradeNo, purpose, orderNo, pollMs = WECHAT_POLL_MS }: WaiterProps) {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  const [finished, setFinished] = useState<string | null>(null);
  // The latest router and revalidation, read when the payment arrives: a re-render must not restart the asking.
  const leave = useRef({ router, revalidateAfter });
  useEffect(() => {
    leave.current = { router, revalidateAfter };
  }, [router, revalidateAfter]);

  useEffect(() => {
    const routes = cashierRoutes(purpose, orderNo);
    // An order's first payment is asked by its order (tradeQuery); bills, a buyout, a top-up by the trade.
    const ask = (): Promise<{ status: TradeView['status'] | 'none' }> => (purpose === 'order' && orderNo ? orderApi.tradeQuery(orderNo) : moneyApi.trade(tradeNo));
    let stopped = false;
    let timer: number | undefined;
    // The next ask waits for this one's answer: a slow shop never has asks piling up.
    const askLater = () => {
      timer = window.setTimeout(() => void askNow(), pollMs);
    };
    const askNow = async () => {
      let answer: { status: TradeView['status'] | 'none' };
      try {
        answer = await ask();
      } catch {
        // A failed ask (the network, the shop busy) is asked again at the next tick.
        if (!stopped) askLater();
        return;
      }
      if (stopped) return;
      if (answer.status === 'paid') {
        stopped = true;
        void leave.current.revalidateAfter(routes.change);
        if (purpose !== 'order') notifier().success(routes.done);
        leave.current.router.push(routes.paid);
        return;
      }
      const ended = answer.status === 'none' ? undefined : FINISHED[answer.status];
      if (ended) {
        stopped = true;
        setFinished(ended);
        return;
      }
      askLater();
    };
    askLater();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [tradeNo, purpose, orderNo, pollMs]);

  if (finished) return <Alert severity="warning">{finished}</Alert>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }} role="status">
      <CircularProgress size={16} />
      <Typography variant="body2">等待支付结果…</Typography>
    </Stack>
  );
}
