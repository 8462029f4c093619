'use client';
/**
 * After the customer paid at the provider, waits until the shop has recorded the payment (the
 * provider's notification, or the shop's own query of the trade) and then sends the customer where
 * the trade's purpose leads (cashierRoutes.ts). Shared by every page that stands after or beside a
 * provider's cashier: the sandbox cashier, the providers' way back (/payResult) and WeChat Pay's QR
 * code (/payWechat). Asking is what records a late payment: the product server queries the provider
 * for a pending trade (onlineTrades/query.ts). The next ask waits for the answer to this one, so a
 * slow shop never has asks piling up.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { TradePurpose, TradeView } from '@/contract/money';
import { moneyApi } from '@/lib/api/browser/money';
import { orderApi } from '@/lib/api/browser/orders';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { cashierRoutes } from './cashierRoutes';

export type WaitedTrade = { tradeNo: string; purpose: TradePurpose; orderNo: string | null };

/** A trade that can no longer be paid, and why. */
export type EndedTrade = Extract<TradeView['status'], 'cancelled' | 'closed' | 'refunded'>;

/** `waiting`: asking; `late`: the limit passed without a recorded payment; else the trade ended unpaid (or paid and given back). */
export type RecordedPhase = 'waiting' | 'late' | EndedTrade;

/** What each page says of a trade that can no longer be paid (the sandbox cashier and /payWechat as well). */
export const ENDED_TRADE_TEXT: Record<EndedTrade, string> = {
  cancelled: '该交易已取消',
  closed: '该交易已关闭，无法支付。如需支付，请返回重新发起。',
  refunded: '该交易已支付，订单无需这笔款项，已原路退回。',
};

/** Where a customer finds the payment's result when the notification is late. */
export const LATE_PLACE: Record<TradePurpose, string> = { order: '我的订单', bills: '我的账单', buyout: '我的订单', upgrade: '我的订单', topup: '个人中心' };

/** What the customer reads while and after waiting, the same on every page after a cashier. */
export function recordedText(phase: RecordedPhase, purpose: TradePurpose): string {
  if (phase === 'waiting') return '支付成功，正在等待商户确认…';
  if (phase === 'late') return `商户尚未收到支付结果，请稍后在“${LATE_PLACE[purpose]}”中查看`;
  return ENDED_TRADE_TEXT[phase];
}

const ENDED: readonly string[] = ['cancelled', 'closed', 'refunded'] satisfies EndedTrade[];
const isEnded = (status: string): status is EndedTrade => ENDED.includes(status);

/** Asks every `everyMs` while `active`, at most `limit` times (Infinity: until the page is left). */
export function usePaymentRecorded(trade: WaitedTrade | null, { active, everyMs, limit }: { active: boolean; everyMs: number; limit: number }): RecordedPhase {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  // The latest router and revalidation, read when the payment arrives: a re-render must not restart the asking.
  const leave = useRef({ router, revalidateAfter });
  useEffect(() => {
    leave.current = { router, revalidateAfter };
  }, [router, revalidateAfter]);
  // The phase belongs to the trade it was reached for: a new trade (or a new round of the same) waits again.
  const [reached, setReached] = useState<{ trade: WaitedTrade; phase: RecordedPhase } | null>(null);

  useEffect(() => {
    if (!active || !trade) return;
    const routes = cashierRoutes(trade.purpose, trade.orderNo);
    // An order's first payment is asked by its order (tradeQuery); bills, a buyout, a top-up by the trade.
    const ask = (): Promise<{ status: TradeView['status'] | 'none' }> =>
      trade.purpose === 'order' && trade.orderNo ? orderApi.tradeQuery(trade.orderNo) : moneyApi.trade(trade.tradeNo);
    let stopped = false;
    let asked = 0;
    let timer: number | undefined;
    const end = (phase: RecordedPhase) => {
      stopped = true;
      setReached({ trade, phase });
    };
    const askNow = async () => {
      asked += 1;
      const answer = await ask().catch(() => null);
      if (stopped) return;
      if (answer?.status === 'paid') {
        stopped = true;
        void leave.current.revalidateAfter(routes.change);
        if (trade.purpose !== 'order') notifier().success(routes.done);
        leave.current.router.push(routes.paid);
      } else if (answer && isEnded(answer.status)) end(answer.status);
      else if (asked >= limit) end('late');
      // A failed ask (the network, the shop busy) is asked again at the next tick.
      else timer = window.setTimeout(() => void askNow(), everyMs);
    };
    void askNow();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [active, trade, everyMs, limit]);

  return reached && reached.trade === trade ? reached.phase : 'waiting';
}
