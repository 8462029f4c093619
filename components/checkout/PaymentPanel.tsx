'use client';
/**
 * /immediatelyPay: the amount, the payment deadline counting down (30 minutes from the order), the
 * order's coupon (changeable while unpaid, through calcAmountPc: flag 0 shows what a coupon would
 * take off, flag 1 puts it on the order), and payment by balance or online (the provider's
 * cashier). One key per attempt: a double click or a retried request charges once; a changed
 * amount is a new attempt.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { couponApi } from '@/lib/api/browser/coupons';
import { orderApi } from '@/lib/api/browser/orders';
import { newIdempotencyKey } from '@/lib/api/browser/idempotency';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import type { OrderCouponQuote } from '@/contract/coupons';
import type { OrderPayability } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { AmountBreakdown } from '@/components/orders/AmountBreakdown';
import { openCashier } from './cashierRoutes';
import { CouponPicker } from './CouponPicker';
import { PayAmount } from './PayAmount';

export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** `globalId`: the customer's, which calcAmountPc names in its path. */
export function PaymentPanel({ orderNo, globalId }: { orderNo: string; globalId: string }) {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  const [order, setOrder] = useState<OrderPayability | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [paying, setPaying] = useState(false);
  /** The order's coupon and money as calcAmountPc last answered, and the coupons it may take. */
  const [coupons, setCoupons] = useState<OrderCouponQuote | null>(null);
  /** A coupon being considered (flag 0's answer), not yet on the order. */
  const [pending, setPending] = useState<OrderCouponQuote | null>(null);
  const [changingCoupon, setChangingCoupon] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const onlineKey = useRef<string | null>(null);

  useEffect(() => {
    orderApi
      .payability(orderNo)
      .then((answer) => {
        setOrder(answer);
        setSecondsLeft(answer.secondsLeft);
      })
      .catch((error: unknown) => setFailed(error instanceof Error ? error.message : '订单信息加载失败'));
  }, [orderNo]);

  useEffect(() => {
    if (!order?.payable) return;
    let current = true;
    // What the order holds now: asking about "no coupon" without applying changes nothing.
    couponApi
      .forOrder(orderNo, globalId, null, false)
      .then((answer) => current && setCoupons(answer))
      .catch(() => {
        // Shown by the HTTP client; the order can still be paid as it is.
      });
    return () => {
      current = false;
    };
  }, [order?.payable, orderNo, globalId]);

  const considerCoupon = async (couponId: number | null) => {
    if (!coupons) return;
    if (couponId === coupons.order.couponId) return setPending(null);
    setChangingCoupon(true);
    try {
      setPending(await couponApi.forOrder(orderNo, globalId, couponId, false));
    } catch {
      setPending(null);
    } finally {
      setChangingCoupon(false);
    }
  };

  const applyCoupon = async () => {
    if (!pending) return;
    setChangingCoupon(true);
    try {
      const applied = await couponApi.forOrder(orderNo, globalId, pending.couponId, true);
      setCoupons(applied);
      setPending(null);
      setOrder((previous) => (previous ? { ...previous, amount: applied.order.payable } : previous));
      // Another amount is another payment attempt: a trade opened for the old amount is never reused.
      attemptKey.current = null;
      onlineKey.current = null;
      notifier().success(applied.order.couponId === null ? '已取消使用优惠券' : '优惠券已使用');
    } catch {
      // 该订单有一笔在线支付尚未完成… and the like were shown by the HTTP client.
    } finally {
      setChangingCoupon(false);
    }
  };

  useEffect(() => {
    if (!order?.payable) return;
    const timer = window.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [order]);

  const payByBalance = async () => {
    attemptKey.current ??= newIdempotencyKey();
    setPaying(true);
    try {
      await orderApi.payByBalance(orderNo, attemptKey.current);
      void revalidateAfter('orderPaid');
      notifier().success('支付成功');
      router.push(`/orderFinish?orderNo=${orderNo}`);
    } catch {
      // 余额不足 and the like were shown by the HTTP client; the customer may choose again.
      setPaying(false);
    }
  };

  const payOnline = async () => {
    onlineKey.current ??= newIdempotencyKey();
    setPaying(true);
    try {
      const { payUrl } = await orderApi.payOnline(orderNo, onlineKey.current);
      openCashier(router, payUrl);
    } catch {
      setPaying(false);
    }
  };

  const cancel = async () => {
    const confirmed = await notifier().confirm({ title: '取消订单', message: '确定取消该订单吗？取消后库存将释放，需重新下单。', confirmText: '取消订单', cancelText: '再想想' });
    if (!confirmed) return;
    try {
      await orderApi.cancel(orderNo);
      void revalidateAfter('orderCancelled');
      notifier().success('订单已取消');
      router.push('/myOrderList');
    } catch {
      // Shown by the HTTP client.
    }
  };

  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (!order) return <Skeleton variant="rounded" height={220} aria-label="加载中" />;
  if (!order.payable || secondsLeft === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} href="/myOrderList">
            查看订单
          </Button>
        }
      >
        {secondsLeft === 0 && order.payable ? '订单已超时，请重新下单' : '该订单无需支付或已支付'}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography>订单编号：{orderNo}</Typography>
        {coupons ? <OrderMoney quote={coupons} /> : null}
        <PayAmount label="应付金额" fen={order.amount} testId="pay-amount" />
        {coupons && coupons.coupons.length > 0 ? (
          <Stack spacing={1} component="section" aria-label="更换优惠券">
            <CouponPicker
              coupons={coupons.coupons}
              value={pending ? pending.couponId : coupons.order.couponId}
              onChange={(couponId) => void considerCoupon(couponId)}
              disabled={paying || changingCoupon}
            />
            {pending ? (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography data-testid="coupon-quote">
                  {pending.couponId === null ? '不使用优惠券' : `优惠 ${formatFen(pending.couponDiscount)}`}，应付 {formatFen(pending.payable)}
                </Typography>
                <Button variant="outlined" onClick={() => void applyCoupon()} disabled={paying || changingCoupon}>
                  确认更换
                </Button>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
        <Typography role="timer" aria-live="off">
          请在 <strong>{formatCountdown(secondsLeft)}</strong> 内完成支付，超时订单将自动取消
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" color="secondary" size="large" onClick={() => void payByBalance()} disabled={paying || changingCoupon}>
            {paying ? '支付中…' : '余额支付'}
          </Button>
          <Button variant="outlined" size="large" onClick={() => void payOnline()} disabled={paying || changingCoupon}>
            在线支付
          </Button>
          <Button variant="text" onClick={() => void cancel()} disabled={paying}>
            取消订单
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The order's first payment as it stands: rent, deposit (and what a company's credit waives), freight, coupon. */
function OrderMoney({ quote }: { quote: OrderCouponQuote }) {
  const chosen = quote.coupons.find((coupon) => coupon.id === quote.order.couponId);
  // The payable is the panel's own headline (pay-amount), not repeated here.
  const { payable: _payable, ...amounts } = quote.order;
  return <AmountBreakdown amounts={amounts} couponName={chosen?.name ?? null} testIdPrefix="pay" />;
}
