/**
 * The due day's automatic payment through the payment provider (method `provider`,
 * docs/product-rules.md#withholding). ONE transaction claims the attempt (`pending`) and opens a
 * `bills` trade for the bill (bills/payOnline.ts writeBillsTrade, as a payment at the cashier
 * would); after the commit the provider is asked to withhold under the agreement (idempotent by
 * trade number), and a charge is settled through the paid-trade notification's own path
 * (onlineTrades/notification.ts), so the bill, the ledger and any later refund are those of an
 * online payment. A refusal closes the trade, fails the attempt with the provider's reason and
 * tells the customer; the bill stays due. Whatever was left without an answer (the provider
 * unreachable, a crash after the commit) is resumed by the next passes: a trade the provider says
 * was paid is settled, else it is withheld again on the due day, or given up after it.
 */
import { and, eq, lte } from 'drizzle-orm';
import { WITHHOLDING_MESSAGES } from '@/contract/withholding';
import type { Db } from '../../db/client';
import { bills, onlineTrades, rentalOrders, withholdingAgreements, withholdingAttempts } from '../../db/schema';
import type { PaymentProvider, WithholdingCapability } from '../../providers/payment';
import type { Logger } from '../../runtime/log';
import { writeBillsTrade } from '../bills/payOnline';
import { closeAtProvider } from '../onlineTrades/announce';
import { handleTradeNotification } from '../onlineTrades/notification';
import { closeBillsTrades } from '../payments/tradeBills';
import { shanghaiDay } from '../shared/calendar';
import { MINUTE_MS } from '../shared/clock';
import { claimAttempt, withholdingKey, type DueBill } from './attempts';
import { tellFailed, tellPaid, type WithheldBill } from './notices';

/** What one bill's attempt came to in this pass (`taken`: nothing for this pass to count). */
export type Outcome = 'paid' | 'failed' | 'pending' | 'taken';

/** A pending attempt is resumed once it is this old: a pass still waiting for the provider's answer is left to finish. */
const RESUME_AFTER_MS = MINUTE_MS;

/** An attempt whose trade is open at the provider's door. */
type Collecting = { attemptId: number; tradeId: number; tradeNo: string; amount: number; subject: string; agreementNo: string; dueDate: string; bill: WithheldBill };

type Provider = PaymentProvider & { withholding: WithholdingCapability };

const offers = (payment: PaymentProvider | null): payment is Provider => payment?.withholding !== undefined;

export async function withholdThroughProvider(db: Db, payment: PaymentProvider | null, bill: DueBill, now: Date, log: Logger): Promise<Outcome> {
  if (!offers(payment)) return failWithoutProvider(db, bill, now);
  const opened = await db.transaction(async (tx) => {
    const claim = await claimAttempt(tx, bill, 'pending', null, now);
    if (!claim) return null;
    const trade = await writeBillsTrade(tx, bill.customerId, claim.locked, { idempotencyKey: withholdingKey(bill.billId) }, now);
    await tx.update(withholdingAttempts).set({ tradeId: trade.trade.id }).where(eq(withholdingAttempts.id, claim.attemptId));
    return { attemptId: claim.attemptId, ...trade };
  });
  if (!opened) return 'taken';
  // Trades of the bill the customer had opened at the cashier: closed there too (one paid meanwhile goes back).
  await closeAtProvider(db, payment, opened.superseded, now, log);
  const { trade } = opened;
  return collect(
    db,
    payment,
    {
      attemptId: opened.attemptId,
      tradeId: trade.id,
      tradeNo: trade.tradeNo,
      amount: trade.amount,
      subject: trade.subject,
      agreementNo: bill.agreementNo,
      dueDate: bill.dueDate,
      bill,
    },
    now,
    log,
  );
}

/** Online payment is off (or the provider offers no withholding): the attempt fails at once, with a 消息. */
async function failWithoutProvider(db: Db, bill: DueBill, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (!(await claimAttempt(tx, bill, 'failed', WITHHOLDING_MESSAGES.providerOff, now))) return 'taken';
    await tellFailed(tx, bill, WITHHOLDING_MESSAGES.providerOff, now);
    return 'failed';
  });
}

/** Asks the provider to withhold (again: idempotent by trade number) and records its answer. */
async function collect(db: Db, payment: Provider, attempt: Collecting, now: Date, log: Logger): Promise<Outcome> {
  let answer;
  try {
    answer = await payment.withholding.withhold({ agreementNo: attempt.agreementNo, tradeNo: attempt.tradeNo, amount: attempt.amount, subject: attempt.subject });
  } catch (error) {
    log.warn(`[withhold] trade ${attempt.tradeNo} at the provider failed, will resume: ${error instanceof Error ? error.message : String(error)}`);
    return 'pending';
  }
  if (answer.status === 'refused') return refuse(db, payment, attempt, answer.reason, now, log);
  // Settled as the provider's paid-trade notification settles any trade (a duplicate of the provider's own changes nothing).
  await handleTradeNotification(db, payment, attempt.tradeNo, now, log);
  return finish(db, attempt, now);
}

/** The trade's fate in our books decides the attempt's: paid (with its 消息), still open (pending), or not needed any more. */
async function finish(db: Db, attempt: Collecting, now: Date): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [trade] = await tx.select({ status: onlineTrades.status }).from(onlineTrades).where(eq(onlineTrades.id, attempt.tradeId));
    if (trade?.status === 'open') return 'pending';
    const paid = trade?.status === 'paid';
    const [ended] = await tx
      .update(withholdingAttempts)
      .set(paid ? { outcome: 'paid' } : { outcome: 'failed', reason: WITHHOLDING_MESSAGES.notNeeded })
      .where(and(eq(withholdingAttempts.id, attempt.attemptId), eq(withholdingAttempts.outcome, 'pending')))
      .returning({ id: withholdingAttempts.id });
    if (!ended || !paid) return 'taken';
    await tellPaid(tx, attempt.bill, attempt.amount, 'provider', now);
    return 'paid';
  });
}

/** Refused (or given up): the trade closed here and then at the provider, the attempt failed with the reason, the customer told. */
async function refuse(db: Db, payment: Provider, attempt: Collecting, reason: string, now: Date, log: Logger): Promise<Outcome> {
  const closed = await db.transaction(async (tx) => {
    const tradeNos = await closeBillsTrades(tx, [attempt.tradeId], now);
    // Closed by someone else first (the bill paid or being paid another way): nothing to tell.
    const failed = tradeNos.length > 0;
    const [ended] = await tx
      .update(withholdingAttempts)
      .set({ outcome: 'failed', reason: failed ? reason : WITHHOLDING_MESSAGES.notNeeded })
      .where(and(eq(withholdingAttempts.id, attempt.attemptId), eq(withholdingAttempts.outcome, 'pending')))
      .returning({ id: withholdingAttempts.id });
    if (ended && failed) await tellFailed(tx, attempt.bill, reason, now);
    return tradeNos;
  });
  await closeAtProvider(db, payment, closed, now, log);
  return closed.length > 0 ? 'failed' : 'taken';
}

/**
 * The scheduler's follow-up of attempts left pending (no answer from the provider, or a crash
 * after the commit): a trade the provider says was paid is settled; otherwise, still on the due
 * day, the provider is asked to withhold again; after it, the attempt is given up (a bill is never
 * collected late) and the trade closed.
 */
export async function resumeProviderWithholdings(db: Db, payment: PaymentProvider | null, now: Date, batch: number, log: Logger): Promise<Outcome[]> {
  if (!offers(payment)) return [];
  const rows = await db
    .select({
      attemptId: withholdingAttempts.id,
      tradeId: onlineTrades.id,
      tradeNo: onlineTrades.tradeNo,
      tradeStatus: onlineTrades.status,
      amount: onlineTrades.amount,
      subject: onlineTrades.subject,
      agreementNo: withholdingAgreements.agreementNo,
      dueDate: bills.dueDate,
      bill: {
        billId: bills.id,
        kind: bills.kind,
        period: bills.period,
        periods: bills.periods,
        orderId: rentalOrders.id,
        orderNo: rentalOrders.orderNo,
        customerId: rentalOrders.customerId,
      },
    })
    .from(withholdingAttempts)
    .innerJoin(onlineTrades, eq(onlineTrades.id, withholdingAttempts.tradeId))
    .innerJoin(withholdingAgreements, eq(withholdingAgreements.id, withholdingAttempts.agreementId))
    .innerJoin(bills, eq(bills.id, withholdingAttempts.billId))
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(withholdingAttempts.outcome, 'pending'), lte(withholdingAttempts.attemptedAt, new Date(now.getTime() - RESUME_AFTER_MS))))
    .orderBy(withholdingAttempts.attemptedAt)
    .limit(batch);
  const outcomes: Outcome[] = [];
  for (const { tradeStatus, ...attempt } of rows) outcomes.push(await resume(db, payment, attempt, tradeStatus, now, log));
  return outcomes;
}

async function resume(db: Db, payment: Provider, attempt: Collecting, tradeStatus: string, now: Date, log: Logger): Promise<Outcome> {
  if (tradeStatus !== 'open') return finish(db, attempt, now);
  let remote;
  try {
    remote = await payment.queryTrade(attempt.tradeNo);
  } catch (error) {
    log.warn(`[withhold] querying trade ${attempt.tradeNo} failed, will resume: ${error instanceof Error ? error.message : String(error)}`);
    return 'pending';
  }
  if (remote?.status === 'paid') {
    await handleTradeNotification(db, payment, attempt.tradeNo, now, log);
    return finish(db, attempt, now);
  }
  if (shanghaiDay(now) === attempt.dueDate) return collect(db, payment, attempt, now, log);
  return refuse(db, payment, attempt, WITHHOLDING_MESSAGES.unfinished, now, log);
}
