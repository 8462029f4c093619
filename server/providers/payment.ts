/**
 * Online payment. A real provider (Alipay, WeChat Pay …) plugs in behind PaymentProvider; the
 * embedded sandbox keeps its trades in `sandbox_trades` and its cashier page is the storefront's
 * `/paySandbox?tradeNo=…`. Confirming there marks the trade paid and then, asynchronously
 * (0–300 ms later), delivers a notification to the product server's notify handler, as a real
 * provider's callback would. A provider may offer withholding agreements (代扣) as well; the
 * sandbox's are in sandboxWithholding.ts. The sandbox moves no money: it is the provider only when
 * PAYMENT_PROVIDER=sandbox (main.ts chooses once at start).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxRefunds, sandboxTrades } from '../db/schema';
import type { Clock } from '../domain/shared/clock';
import type { Logger } from '../runtime/log';
import type { PaymentProviderName } from '../runtime/paymentSettings';
import { sandboxOutbox } from './sandboxOutbox';
import { sandboxWithholding, type SandboxWithholding } from './sandboxWithholding';

export type TradeStatus = 'pending' | 'paid' | 'cancelled' | 'closed' | 'refunded';

export type ProviderTrade = { tradeNo: string; amount: number; subject: string; status: TradeStatus; refundedAmount: number };

/** An agreement as the provider sees it: waiting for the customer's signature, signed, or ended (cancelled, unsigned). */
export type ProviderAgreementStatus = 'pending' | 'signed' | 'ended';

/** A withholding's answer: the trade paid, or refused with the provider's reason (a sentence the customer can read). */
export type WithholdingResult = { status: 'paid' } | { status: 'refused'; reason: string };

/**
 * A provider's withholding agreement (代扣): Alipay 周期扣款 (alipay.user.agreement.page.sign, its
 * signing notification, alipay.user.agreement.query, alipay.user.agreement.unsign, and
 * alipay.trade.pay with agreement_params), WeChat Pay 委托代扣 (the signing page, its notification,
 * querycontract, deletecontract, pappayapply). Our agreement number is the provider's
 * external_agreement_no / contract_code; the trade number is ours as for any trade.
 */
export interface WithholdingCapability {
  /** The page where the customer signs (the same page again for the same agreement number). */
  startAgreement(input: { agreementNo: string; subject: string }): Promise<{ signUrl: string }>;
  /** The agreement as the provider has it, or null when it does not know it (not signed there yet). */
  queryAgreement(agreementNo: string): Promise<ProviderAgreementStatus | null>;
  /** Ends the agreement at the provider (a pending one can no longer be signed). Idempotent. */
  endAgreement(agreementNo: string): Promise<void>;
  /**
   * Charges `amount` under a signed agreement as trade `tradeNo`, at once (no page). Idempotent by
   * trade number: the same trade number again charges nothing more and answers the same. A paid
   * trade is then like any paid trade: queried, notified, refunded. Throws when the provider cannot
   * be reached (the caller tries again with the same trade number).
   */
  withhold(input: { agreementNo: string; tradeNo: string; amount: number; subject: string }): Promise<WithholdingResult>;
}

/**
 * Where the customer pays: a computer's browser (Alipay 电脑网站支付, WeChat Pay Native's QR code)
 * or a phone's (Alipay 手机网站支付, WeChat Pay H5). Read from the caller's User-Agent (http/payer.ts).
 */
export type PayChannel = 'desktop' | 'mobile';

/** Who is about to pay, as the provider needs it: the channel, and the address (WeChat Pay H5's payer_client_ip). */
export type Payer = { channel: PayChannel; clientAddress: string };

/** A trade to open at the provider: our trade number is its out-trade-no; the amount is in fen. */
export type TradeRequest = { tradeNo: string; amount: number; subject: string; payer: Payer };

/**
 * What a provider's asynchronous notification said, once its signature is checked: a trade was paid
 * (or closed), or a refund finished. Either way it is only a reason to ask the provider: the
 * notification handler queries the trade before believing anything (onlineTrades/notification.ts).
 */
export type ProviderNotice = { kind: 'trade'; tradeNo: string } | { kind: 'refund'; tradeNo: string; refundNo: string };

/** What the provider must hear back: an HTTP status, a body and its type. */
export type NotificationReply = { status: number; body: string; contentType: string };

/**
 * A provider that calls back over HTTP (Alipay's notify_url, WeChat Pay's notify_url): the
 * notification route (routes/paymentNotifications.ts) hands it the request exactly as it came.
 */
export interface NotificationReceiver {
  /**
   * Checks the notification's signature with the provider's key (and decrypts it where the provider
   * encrypts): null for anything unsigned, signed by another key, or malformed; nothing in it is
   * believed before this.
   */
  read(request: { headers: Headers; body: string }): Promise<ProviderNotice | null>;
  /** The answer: `accepted` once what it said is recorded (the provider stops sending it), else it sends again later. */
  reply(accepted: boolean): NotificationReply;
}

export interface PaymentProvider {
  /** The provider's name as PAYMENT_PROVIDER spells it. */
  readonly name: PaymentProviderName;
  /** Opens a trade (a second call with the same trade number answers the same trade). */
  createTrade(input: TradeRequest): Promise<{ payUrl: string }>;
  /** The provider's view of a trade, or null when it does not know it. */
  queryTrade(tradeNo: string): Promise<ProviderTrade | null>;
  /**
   * Closes an unpaid trade so that it can no longer be paid (Alipay `alipay.trade.close`, WeChat
   * Pay `closeorder`). Answers the trade's status after the call: `closed` (or `cancelled`) when
   * nothing can be paid on it any more, `paid`/`refunded` when it was paid first, null when the
   * provider does not know it.
   */
  closeTrade(tradeNo: string): Promise<TradeStatus | null>;
  /**
   * Gives `amount` of a paid trade back to where it came from (Alipay `alipay.trade.refund`,
   * WeChat Pay `refund`), in parts if need be: each part has its own `refundNo` (Alipay's
   * out_request_no), and together they never pass what was paid. Idempotent by `refundNo`: the same
   * refund number sent again refunds nothing more and answers the same. Answers the trade's whole
   * refunded amount after it. Throws when the provider refuses or cannot be reached.
   */
  refund(input: { tradeNo: string; refundNo: string; amount: number }): Promise<{ refundNo: string; refundedAmount: number }>;
  /** Withholding agreements, when the provider offers them (the account must have the product signed with the provider). */
  readonly withholding?: WithholdingCapability;
  /** Its HTTP notifications, for a provider outside this process (the sandbox calls its handlers in-process). */
  readonly notifications?: NotificationReceiver;
}

/** Called with the trade number when the provider says a trade was paid. */
export type NotifyHandler = (tradeNo: string) => Promise<void>;

export type SandboxPaymentProvider = PaymentProvider & {
  readonly kind: 'sandbox';
  /** The cashier's buttons: `confirm` pays a pending trade, `cancel` abandons it; both answer the trade's status after. */
  confirm(tradeNo: string): Promise<TradeStatus | null>;
  cancel(tradeNo: string): Promise<TradeStatus | null>;
  /** Where paid-trade notifications go; the app sets it once. */
  onPaid(handler: NotifyHandler): void;
  /** Resolves when every notification scheduled so far has been handled (tests wait on it instead of sleeping). */
  idle(): Promise<void>;
  readonly withholding: SandboxWithholding;
};

export function isSandbox(provider: PaymentProvider | null | undefined): provider is SandboxPaymentProvider {
  return (provider as Partial<SandboxPaymentProvider> | null | undefined)?.kind === 'sandbox';
}

export class PaymentProviderError extends Error {}

export const SANDBOX_CASHIER_PATH = '/paySandbox';

/** Where a real provider sends the customer back after its cashier (the storefront's /payResult), under PAYMENT_NOTIFY_BASE. */
export function payResultUrl(notifyBase: string, tradeNo: string): string {
  return `${notifyBase}/payResult?tradeNo=${tradeNo}`;
}

export function sandboxPaymentProvider(db: Db, clock: Clock, log: Logger): SandboxPaymentProvider {
  let notify: NotifyHandler | null = null;
  const outbox = sandboxOutbox(log);

  async function queryTrade(tradeNo: string): Promise<ProviderTrade | null> {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return row ? { tradeNo: row.tradeNo, amount: row.amount, subject: row.subject, status: row.status, refundedAmount: row.refundedAmount } : null;
  }

  /** Only a pending trade changes: a closed one can no longer be paid, a paid one no longer closed. */
  async function settle(tradeNo: string, to: 'paid' | 'cancelled' | 'closed'): Promise<TradeStatus | null> {
    const [changed] = await db
      .update(sandboxTrades)
      .set({ status: to, updatedAt: clock.now() })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'pending')))
      .returning({ status: sandboxTrades.status });
    if (changed && to === 'paid') outbox.send('trade', tradeNo, notify);
    return changed ? changed.status : ((await queryTrade(tradeNo))?.status ?? null);
  }

  return {
    kind: 'sandbox',
    name: 'sandbox',
    async createTrade({ tradeNo, amount, subject }) {
      const now = clock.now();
      await db.insert(sandboxTrades).values({ tradeNo, amount, subject, status: 'pending', createdAt: now, updatedAt: now }).onConflictDoNothing();
      return { payUrl: `${SANDBOX_CASHIER_PATH}?tradeNo=${tradeNo}` };
    },
    queryTrade,
    closeTrade: (tradeNo) => settle(tradeNo, 'closed'),
    async refund({ tradeNo, refundNo, amount }) {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`a refund must be a positive integer of fen, got ${amount}`);
      // As a real provider: a paid trade is refunded in parts, each under its own refund number, never
      // beyond what was paid; the same refund number again answers the first refund and pays nothing more.
      return db.transaction(async (tx) => {
        const [trade] = await tx.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo)).for('update');
        const [previous] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, refundNo));
        if (previous) {
          if (previous.tradeNo !== tradeNo || previous.amount !== amount) throw new PaymentProviderError(`sandbox refused refund ${refundNo}: it was used for another refund`);
          return { refundNo, refundedAmount: trade?.refundedAmount ?? previous.amount };
        }
        const now = clock.now();
        // One conditional UPDATE: two refunds racing for one trade cannot together pass its amount.
        const [refunded] = await tx
          .update(sandboxTrades)
          .set({
            refundedAmount: sql`${sandboxTrades.refundedAmount} + ${amount}`,
            status: sql`case when ${sandboxTrades.refundedAmount} + ${amount} = ${sandboxTrades.amount} then 'refunded' else ${sandboxTrades.status} end`,
            updatedAt: now,
          })
          .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'paid'), sql`${sandboxTrades.refundedAmount} + ${amount} <= ${sandboxTrades.amount}`))
          .returning({ refundedAmount: sandboxTrades.refundedAmount });
        if (!refunded)
          throw new PaymentProviderError(
            `sandbox refused refund ${refundNo} of ${tradeNo}: trade ${trade ? `${trade.status}, ${trade.refundedAmount} of ${trade.amount} refunded` : 'unknown'}`,
          );
        await tx.insert(sandboxRefunds).values({ refundNo, tradeNo, amount, createdAt: now });
        return { refundNo, refundedAmount: refunded.refundedAmount };
      });
    },
    confirm: (tradeNo) => settle(tradeNo, 'paid'),
    cancel: (tradeNo) => settle(tradeNo, 'cancelled'),
    onPaid(handler) {
      notify = handler;
    },
    idle: () => outbox.idle(),
    withholding: sandboxWithholding(db, clock, outbox, () => notify),
  };
}
