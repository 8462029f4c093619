/**
 * Work that falls due with time, run every 30 s by main.ts (and by tests with a ManualClock):
 *  (a) unpaid orders past their payment deadline are cancelled (stock and coupon back; orders/cancel.ts);
 *  (b) with a tracking provider, the carriers are asked after the parcels on their way and each
 *      已签收 is recorded once (parcels/signatures.ts); then shipped orders are received
 *      automatically 7 days after shipping, or 3 days after the carrier's 已签收 when that is
 *      earlier (the rent starts, and the lifecycle writes the bill schedule; orders/receipt.ts);
 *  (c) unpaid bills due today whose customer signed automatic payment are collected once, from
 *      the balance or through the payment provider's withholding agreement, and provider
 *      withholdings left without an answer are resumed (withholding/withhold.ts); unpaid bills
 *      whose due day has passed become 逾期, with a
 *      notification (bills/overdue.ts),
 *      and unpaid bills due within three days get their one reminder (notifications/billReminders.ts);
 *  (d) paid orders whose risk check nobody asked for are checked (orders/risk.ts);
 *  (e) the payment provider hears what it has not confirmed yet: trades we closed are closed
 *      there, pending refunds of online money are sent (onlineTrades/followUp.ts; idempotent there).
 * Every change runs in its own transaction and is guarded by the status it expects (the row
 * lock and conditional UPDATE of `transition`, a `WHERE status = 0` on bills), so two processes
 * running this at once change each row once; the loser's refusal is skipped silently.
 */
import type { Db } from '../db/client';
import { silentLogger, type Logger } from '../runtime/log';
import type { PaymentProvider } from '../providers/payment';
import type { TrackingProvider } from '../providers/tracking';
import { markOverdueBills } from './bills/overdue';
import { remindDueBills } from './notifications/billReminders';
import { cancelTimedOutOrders } from './orders/cancel';
import { receiveShippedOrders } from './orders/receipt';
import { checkUncheckedPaidOrders } from './orders/risk';
import { settleWithProvider } from './onlineTrades/followUp';
import { recordSignatures } from './parcels/signatures';
import { withholdDueBills } from './withholding/withhold';

export const SCHEDULER_INTERVAL_MS = 30_000;

/** Orders handled per kind and run: the next run takes the rest. */
const BATCH = 200;

export type DueWorkResult = {
  cancelled: number;
  parcelsSigned: number;
  returnsArrived: number;
  received: number;
  withheld: number;
  withholdingFailed: number;
  overdue: number;
  reminded: number;
  riskChecked: number;
  tradesClosed: number;
  refundsSent: number;
};

export type DueWorkOptions = { payment?: PaymentProvider | null; tracking?: TrackingProvider | null; log?: Logger };

/** One pass over all due work. Safe to run from several processes at once. */
export async function runDueWork(db: Db, now: Date, options: DueWorkOptions = {}): Promise<DueWorkResult> {
  const log = options.log ?? silentLogger;
  const cancelled = await cancelTimedOutOrders(db, now, BATCH);
  // Before the receipts: a signature recorded in this pass may bring an automatic receipt forward.
  const parcels = options.tracking ? await recordSignatures(db, options.tracking, now, BATCH, log) : { parcelsSigned: 0, returnsArrived: 0 };
  const received = await receiveShippedOrders(db, now, BATCH);
  // Before the overdue marks: a bill is collected on its due day, never late (with a late fee).
  const { withheld, withholdingFailed } = await withholdDueBills(db, now, BATCH, { payment: options.payment ?? null, log: options.log ?? silentLogger });
  const overdue = await markOverdueBills(db, now);
  const reminded = await remindDueBills(db, now, BATCH);
  // After the overdue marks: a bill that became overdue in this pass already counts against new orders.
  const riskChecked = await checkUncheckedPaidOrders(db, now, BATCH);
  // Last: the timeouts and rejections of this pass closed trades and decided refunds.
  // Without a provider (online payment off) no trade was opened there and no money came online.
  const provider = options.payment ? await settleWithProvider(db, options.payment, now, log) : { tradesClosed: 0, refundsSent: 0 };
  return { cancelled, ...parcels, received, withheld, withholdingFailed, overdue, reminded, riskChecked, ...provider };
}
