/**
 * Online payment. A real provider (Alipay, WeChat Pay …) plugs in behind PaymentProvider; the
 * embedded default is a sandbox that keeps its trades in `sandbox_trades` and whose cashier page
 * is the storefront's `/paySandbox?tradeNo=…`. Confirming there marks the trade paid and then,
 * asynchronously (0–300 ms later), delivers a notification to the product server's notify
 * handler, as a real provider's callback would.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxTrades } from '../db/schema';
import type { Clock } from '../domain/clock';
import type { Logger } from '../log';

export type TradeStatus = 'pending' | 'paid' | 'cancelled' | 'closed';

export type ProviderTrade = { tradeNo: string; amount: number; subject: string; status: TradeStatus };

export interface PaymentProvider {
  /** Opens a trade (a second call with the same trade number answers the same trade). */
  createTrade(input: { tradeNo: string; amount: number; subject: string }): Promise<{ payUrl: string }>;
  /** The provider's view of a trade, or null when it does not know it. */
  queryTrade(tradeNo: string): Promise<ProviderTrade | null>;
}

/** Called with the trade number when the provider says a trade was paid. */
export type NotifyHandler = (tradeNo: string) => Promise<void>;

export type SandboxPaymentProvider = PaymentProvider & {
  /** The cashier's buttons: `confirm` pays a pending trade, `cancel` abandons it; both answer the trade's status after. */
  confirm(tradeNo: string): Promise<TradeStatus | null>;
  cancel(tradeNo: string): Promise<TradeStatus | null>;
  /** Where paid-trade notifications go; the app sets it once. */
  onPaid(handler: NotifyHandler): void;
};

export const SANDBOX_CASHIER_PATH = '/paySandbox';
const MAX_NOTIFY_DELAY_MS = 300;

export function sandboxPaymentProvider(db: Db, clock: Clock, log: Logger): SandboxPaymentProvider {
  let notify: NotifyHandler | null = null;

  async function queryTrade(tradeNo: string): Promise<ProviderTrade | null> {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return row ? { tradeNo: row.tradeNo, amount: row.amount, subject: row.subject, status: row.status } : null;
  }

  async function settle(tradeNo: string, to: 'paid' | 'cancelled'): Promise<TradeStatus | null> {
    const [changed] = await db
      .update(sandboxTrades)
      .set({ status: to, updatedAt: clock.now() })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'pending')))
      .returning({ status: sandboxTrades.status });
    if (changed && to === 'paid') deliver(tradeNo);
    return changed ? changed.status : ((await queryTrade(tradeNo))?.status ?? null);
  }

  function deliver(tradeNo: string): void {
    const handler = notify;
    if (!handler) {
      log.warn(`[pay] no notify handler for ${tradeNo}`);
      return;
    }
    const timer = setTimeout(() => {
      handler(tradeNo).catch((error: unknown) => log.error(`[pay] notification of ${tradeNo} failed`, error));
    }, Math.floor(Math.random() * MAX_NOTIFY_DELAY_MS));
    timer.unref();
  }

  return {
    async createTrade({ tradeNo, amount, subject }) {
      const now = clock.now();
      await db.insert(sandboxTrades).values({ tradeNo, amount, subject, status: 'pending', createdAt: now, updatedAt: now }).onConflictDoNothing();
      return { payUrl: `${SANDBOX_CASHIER_PATH}?tradeNo=${tradeNo}` };
    },
    queryTrade,
    confirm: (tradeNo) => settle(tradeNo, 'paid'),
    cancel: (tradeNo) => settle(tradeNo, 'cancelled'),
    onPaid(handler) {
      notify = handler;
    },
  };
}
