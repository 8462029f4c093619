/**
 * The sandbox provider's withholding agreements (代扣), modelled on Alipay 周期扣款 and WeChat Pay
 * 委托代扣: the agreement starts pending with a signing page on the storefront (`/signSandbox?signNo=`,
 * the page's number is its capability), where the customer agrees (同意签约) or cancels (取消); a
 * signature sets the single-charge limit (单笔扣款限额) and notifies the product server
 * asynchronously. A withholding charges a signed agreement at once and keeps the trade in
 * `sandbox_trades`, paid, so that it is refunded like any paid trade; it is refused above the limit,
 * or when the agreement is not (or no longer) signed. Nothing moves real money.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { formatFen } from '@/contract/format';
import type { SandboxAgreementView } from '@/contract/withholding';
import type { Db } from '../db/client';
import { sandboxAgreements, sandboxTrades } from '../db/schema';
import type { Clock } from '../domain/shared/clock';
import type { NotifyHandler, WithholdingCapability } from './payment';
import type { SandboxOutbox } from './sandboxOutbox';

export const SANDBOX_SIGNING_PATH = '/signSandbox';
/** The single-charge limit the sandbox sets when the customer signs: ¥5,000.00. */
export const SANDBOX_SINGLE_LIMIT = 500_000;

/** What the sandbox answers a refused withholding with (the customer reads it in the failure's 消息). */
export const SANDBOX_REFUSALS = {
  notSigned: '代扣协议未生效或已解约',
  overLimit: (limit: number) => `超出代扣协议单笔扣款限额 ${formatFen(limit)}`,
  tradeClosed: '该交易已关闭',
} as const;

export type SandboxAgreementStatus = SandboxAgreementView['status'];

export type SandboxWithholding = WithholdingCapability & {
  /** The signing page: what it shows, and its two buttons; each answers the status after, or null for an unknown page. */
  agreement(signNo: string): Promise<SandboxAgreementView | null>;
  sign(signNo: string): Promise<SandboxAgreementStatus | null>;
  cancel(signNo: string): Promise<SandboxAgreementStatus | null>;
  /** Where signed-agreement notifications go (the agreement number); the app sets it once. */
  onSigned(handler: NotifyHandler): void;
};

type AgreementRow = typeof sandboxAgreements.$inferSelect;

const PROVIDER_STATUS = { pending: 'pending', signed: 'signed', cancelled: 'ended', ended: 'ended' } as const;

export function sandboxWithholding(db: Db, clock: Clock, outbox: SandboxOutbox, paid: () => NotifyHandler | null): SandboxWithholding {
  let signed: NotifyHandler | null = null;

  const byNo = async (agreementNo: string): Promise<AgreementRow | undefined> =>
    (await db.select().from(sandboxAgreements).where(eq(sandboxAgreements.agreementNo, agreementNo)))[0];
  const bySignNo = async (signNo: string): Promise<AgreementRow | undefined> => (await db.select().from(sandboxAgreements).where(eq(sandboxAgreements.signNo, signNo)))[0];

  /** Moves an agreement from one of `from` to `to`; answers its status after, or null when unknown. */
  async function move(where: { signNo: string } | { agreementNo: string }, from: SandboxAgreementStatus[], to: SandboxAgreementStatus): Promise<SandboxAgreementStatus | null> {
    const key = 'signNo' in where ? eq(sandboxAgreements.signNo, where.signNo) : eq(sandboxAgreements.agreementNo, where.agreementNo);
    const [changed] = await db
      .update(sandboxAgreements)
      .set({ status: to, updatedAt: clock.now(), ...(to === 'signed' ? { singleLimit: SANDBOX_SINGLE_LIMIT } : {}) })
      .where(and(key, inArray(sandboxAgreements.status, from)))
      .returning();
    if (changed && to === 'signed') outbox.send('agreement', changed.agreementNo, signed);
    if (changed) return changed.status;
    const row = 'signNo' in where ? await bySignNo(where.signNo) : await byNo(where.agreementNo);
    return row?.status ?? null;
  }

  async function withhold({ agreementNo, tradeNo, amount, subject }: { agreementNo: string; tradeNo: string; amount: number; subject: string }) {
    // Idempotent by trade number: a repeated call answers what the first did.
    const [trade] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    if (trade)
      return trade.status === 'paid' || trade.status === 'refunded' ? ({ status: 'paid' } as const) : ({ status: 'refused', reason: SANDBOX_REFUSALS.tradeClosed } as const);
    const agreement = await byNo(agreementNo);
    if (agreement?.status !== 'signed' || agreement.singleLimit === null) return { status: 'refused', reason: SANDBOX_REFUSALS.notSigned } as const;
    if (amount > agreement.singleLimit) return { status: 'refused', reason: SANDBOX_REFUSALS.overLimit(agreement.singleLimit) } as const;
    const now = clock.now();
    const [created] = await db
      .insert(sandboxTrades)
      .values({ tradeNo, amount, subject, status: 'paid', agreementNo, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ tradeNo: sandboxTrades.tradeNo });
    // As for a cashier's trade, the provider then notifies the payment.
    if (created) outbox.send('trade', tradeNo, paid());
    return { status: 'paid' } as const;
  }

  return {
    async startAgreement({ agreementNo, subject }) {
      const now = clock.now();
      await db
        .insert(sandboxAgreements)
        .values({ agreementNo, signNo: randomBytes(16).toString('hex'), subject, status: 'pending', createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      const row = await byNo(agreementNo);
      if (!row) throw new Error(`sandbox agreement ${agreementNo} not written`);
      return { signUrl: `${SANDBOX_SIGNING_PATH}?signNo=${row.signNo}` };
    },
    async queryAgreement(agreementNo) {
      const row = await byNo(agreementNo);
      return row ? PROVIDER_STATUS[row.status] : null;
    },
    async endAgreement(agreementNo) {
      await move({ agreementNo }, ['pending'], 'cancelled');
      await move({ agreementNo }, ['signed'], 'ended');
    },
    withhold,
    async agreement(signNo) {
      const row = await bySignNo(signNo);
      return row ? { signNo, subject: row.subject, status: row.status, singleLimit: row.singleLimit ?? SANDBOX_SINGLE_LIMIT } : null;
    },
    sign: (signNo) => move({ signNo }, ['pending'], 'signed'),
    cancel: (signNo) => move({ signNo }, ['pending'], 'cancelled'),
    onSigned(handler) {
      signed = handler;
    },
  };
}
