'use client';
/**
 * After the customer paid at the provider, waits until the shop has recorded the payment (the
 * provider's notification, or the shop's own query of the trade) and then sends the customer where
 * the trade's purpose leads (cashierRoutes.ts). Shared by every page that stands after a provider's
 * cashier: the sandbox cashier, Alipay's and WeChat Pay's return page (/payResult) and WeChat Pay's
 * QR code (/payWechat). Asking is what records a late payment: the product server queries the
 * provider for a pending trade (onlineTrades/query.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { TradePurpose, TradeView } from '@/contract/money';
import { moneyApi } from '@/lib/api/browser/money';
import { orderApi } from '@/lib/api/browser/orders';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { cashierRoutes } from './cashierRoutes';

export type WaitedTrade = { tradeNo: string; purpose: TradePurpose; orderNo: string | null };

/** `waiting`: asking; `late`: the limit passed without a recorded payment; `ended`: the trade was closed or given back instead. */
export type RecordedPhase = 'waiting' | 'late' | 'ended';

/** Where a customer finds the payment's result when the notification is late. */
export const LATE_PLACE: Record<TradePurpose, string> = { order: '我的订单', bills: '我的账单', buyout: '我的订单', upgrade: '我的订单', topup: '个人中心' };

/** What the customer reads while and after waiting, the same on every page after a cashier. */
export function recordedText(phase: RecordedPhase, purpose: TradePurpose): string {
  switch (phase) {
    case 'waiting':
      return '支付成功，正在等待商户确认…';
    case 'late':
      return `商户尚未收到支付结果，请稍后在“${LATE_PLACE[purpose]}”中查看`;
    case 'ended':
      return `该笔交易已关闭，如已付款将原路退回，请在“${LATE_PLACE[purpose]}”中查看`;
  }
}

export function usePaymentRecorded(trade: WaitedTrade | null, { active, everyMs, limit }: { active: boolean; everyMs: number; limit: number }): RecordedPhase {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  // The phase belongs to the trade it was reached for: a new trade (or a new round of the same) waits again.
  const [reached, setReached] = useState<{ trade: WaitedTrade; phase: RecordedPhase } | null>(null);
  const setPhase = useCallback((phase: RecordedPhase) => trade && setReached({ trade, phase }), [trade]);

  useEffect(() => {
    if (!active || !trade) return;
    const routes = cashierRoutes(trade.purpose, trade.orderNo);
    // An order's first payment is asked by its order (tradeQuery); bills, a buyout, a top-up by the trade.
    const ask = (): Promise<{ status: TradeView['status'] | 'none' }> =>
      trade.purpose === 'order' && trade.orderNo ? orderApi.tradeQuery(trade.orderNo) : moneyApi.trade(trade.tradeNo);
    let polls = 0;
    let done = false;
    const poll = () => {
      polls += 1;
      void ask()
        .then((answer) => {
          if (done) return;
          if (answer.status === 'paid') {
            done = true;
            window.clearInterval(timer);
            void revalidateAfter(routes.change);
            if (trade.purpose !== 'order') notifier().success(routes.done);
            router.push(routes.paid);
          } else if (answer.status === 'closed' || answer.status === 'cancelled' || answer.status === 'refunded') {
            done = true;
            window.clearInterval(timer);
            setPhase('ended');
          }
        })
        .catch(() => undefined);
      if (polls >= limit && !done) {
        done = true;
        window.clearInterval(timer);
        setPhase('late');
      }
    };
    const timer = window.setInterval(poll, everyMs);
    poll();
    return () => {
      done = true;
      window.clearInterval(timer);
    };
  }, [active, trade, everyMs, limit, router, revalidateAfter, setPhase]);

  return reached && reached.trade === trade ? reached.phase : 'waiting';
}
