'use client';
/**
 * 买断 of a running order: the quote by the published rule (the unpaid rent and the plan's buyout
 * price, the deposit set off, any surplus back the way the deposit was paid), how long it is
 * valid, and paying it by balance or online. An expired quote is asked for again.
 */
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { openCashier } from '@/components/checkout/cashierRoutes';
import { formatCountdown } from '@/components/checkout/PaymentPanel';
import { DEPOSIT_REFUND_ROUTE_NAMES } from '@/contract/money';
import { RULE_TEXT } from '@/contract/rentalRules';
import { moneyApi } from '@/lib/api/browser/money';
import { useBuyoutQuote, useRevalidateAfter } from '@/lib/api/browser/swr';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { useAttemptKeys } from './attemptKeys';
import { PayMethodDialog, type PayMethod } from './PayMethodDialog';

export function BuyoutDialog({ order, open, onClose }: { order: { orderNo: string }; open: boolean; onClose: () => void }) {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  const { keyFor, spent } = useAttemptKeys();
  const asked = useBuyoutQuote(open ? order.orderNo : null);
  const quote = asked.data?.quote ?? null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open]);

  const secondsLeft = asked.data && quote?.status === 'open' ? Math.max(0, asked.data.quote.secondsLeft - Math.floor(Math.max(0, now - asked.data.fetchedAt) / 1000)) : 0;
  const failed = asked.error instanceof Error ? asked.error.message : asked.error ? '买断报价获取失败' : null;
  const expired = quote !== null && secondsLeft === 0;

  const pay = async (method: PayMethod) => {
    if (!quote) return;
    const attempt = `${method}:${quote.quoteNo}`;
    if (method === 'online') {
      const { payUrl } = await moneyApi.payBuyoutOnline(quote.quoteNo, keyFor(attempt));
      openCashier(router, payUrl);
      return;
    }
    const paid = await moneyApi.payBuyoutByBalance(quote.quoteNo, keyFor(attempt));
    spent(attempt);
    const back = paid.depositRefund > 0 ? `，押金 ${formatFen(paid.depositRefund)} ${DEPOSIT_REFUND_ROUTE_NAMES[paid.depositRefundTo]}` : '';
    notifier().success(`买断成功，设备归您所有${back}`);
    onClose();
    await revalidateAfter('boughtOut');
  };

  return (
    <PayMethodDialog
      open={open}
      title={`买断 · 订单 ${order.orderNo}`}
      amount={quote?.amountDue ?? null}
      pay={pay}
      onClose={onClose}
      disabled={!quote || expired}
      zeroLabel="确认买断"
    >
      {failed ? (
        <Alert severity="warning">{failed}</Alert>
      ) : !quote ? (
        <Skeleton variant="rounded" height={200} aria-label="加载中" />
      ) : (
        <>
          <Table size="small" aria-label="买断报价">
            <TableBody>
              <TableRow>
                <TableCell>剩余未付租金（{quote.unpaidPeriods} 期）</TableCell>
                <TableCell align="right">{formatFen(quote.unpaidRent)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>到期买断价</TableCell>
                <TableCell align="right">{formatFen(quote.buyoutPrice)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>买断款合计</TableCell>
                <TableCell align="right">{formatFen(quote.gross)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>押金抵扣（已付押金 {formatFen(quote.deposit)}）</TableCell>
                <TableCell align="right">-{formatFen(quote.depositOffset)}</TableCell>
              </TableRow>
              {quote.depositRefund > 0 ? (
                <TableRow>
                  <TableCell>剩余押金{DEPOSIT_REFUND_ROUTE_NAMES[quote.depositRefundTo]}</TableCell>
                  <TableCell align="right">{formatFen(quote.depositRefund)}</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
          {expired ? (
            <Alert severity="warning" sx={{ mt: 2 }} action={<Button onClick={() => void asked.mutate()}>重新获取报价</Button>}>
              买断报价已过期，请重新获取报价
            </Alert>
          ) : (
            <Typography sx={{ mt: 2 }} role="timer" aria-live="off">
              报价 {quote.quoteNo} 有效期至 {quote.expiresAt}（剩余 {formatCountdown(secondsLeft)}）
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {RULE_TEXT.buyout}
          </Typography>
        </>
      )}
    </PayMethodDialog>
  );
}
