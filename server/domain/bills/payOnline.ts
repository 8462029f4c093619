/**
 * Paying one or several bills online (`POST /api/wBill/liJiZhiFu`): a trade of purpose `bills`
 * for their rent and late fees at this moment, opened in ONE transaction with the bills locked.
 * A bill is in at most one open trade: a new trade for any of them closes the older one (here, then
 * at the provider). The same key for the same bills answers the same trade while it is open.
 * The notification settles them (tradeSettle.ts).
 */
import { BILL_MESSAGES, billLabel } from '@/contract/bills';
import { MONEY_MESSAGES } from '@/contract/money';
import { ORDER_MESSAGES } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { onlineTradeBills } from '../../db/schema';
import { billsOfTrade, closeTradesOfBills } from '../payments/tradeBills';
import { insertOpenTrade, tradeByKey, type OpenedTrade } from '../payments/trades';
import { Refusal } from '../shared/refusal';
import { chargeOf } from './charges';
import type { BillsPaymentInput } from './pay';
import { lockCustomerBills, refuseUnlessPayable, type LockedBill } from './settle';

const sameIds = (a: readonly number[], b: readonly number[]) => JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));

export async function openBillsTrade(db: Db, customerId: number, input: BillsPaymentInput, now: Date): Promise<OpenedTrade> {
  return db.transaction(async (tx): Promise<OpenedTrade> => {
    const locked = await lockCustomerBills(tx, customerId, input.billIds);
    const previous = await tradeByKey(tx, customerId, input.idempotencyKey);
    if (previous) {
      const covered = previous.purpose === 'bills' ? (await billsOfTrade(tx, previous.id)).map((item) => item.billId) : [];
      if (!sameIds(covered, input.billIds)) throw new Refusal(MONEY_MESSAGES.tradeKeyReused);
      if (previous.status === 'open') return { trade: previous, superseded: [] };
      refuseUnlessPayable(locked);
      throw new Refusal(ORDER_MESSAGES.tradeClosed);
    }
    refuseUnlessPayable(locked);
    return writeBillsTrade(tx, customerId, locked, { idempotencyKey: input.idempotencyKey, amount: input.amount }, now);
  });
}

/**
 * In the caller's transaction, with the bills locked (lockCustomerBills) and judged payable: a
 * `bills` trade for what they cost now (`amount`, when given, must be that), closing every older
 * open trade of theirs (the caller tells the provider after the commit). Also the due day's
 * automatic payment through the provider (withholding/providerWithhold.ts) opens its trade here.
 */
export async function writeBillsTrade(
  tx: Executor,
  customerId: number,
  locked: readonly LockedBill[],
  input: { idempotencyKey: string; amount?: number | undefined },
  now: Date,
): Promise<OpenedTrade> {
  const charges = locked.map((bill) => ({ bill, charge: chargeOf(bill, now) }));
  const total = charges.reduce((sum, { charge }) => sum + charge.total, 0);
  if (input.amount !== undefined && input.amount !== total) throw new Refusal(BILL_MESSAGES.amountChanged(formatFen(total)));
  // Under the bills' locks, and backed by the one-open-trade-per-bill index for any writer that forgets it.
  const closed = await closeTradesOfBills(
    tx,
    locked.map((bill) => bill.id),
    now,
  );
  const first = locked[0];
  const subject = locked.length === 1 && first ? `电脑租赁账单 ${first.orderNo} ${billLabel(first)}` : `电脑租赁账单 ${locked.length} 期`;
  const created = await insertOpenTrade(tx, { purpose: 'bills', orderId: null, customerId, amount: total, subject, idempotencyKey: input.idempotencyKey }, now);
  await tx
    .insert(onlineTradeBills)
    .values(charges.map(({ bill, charge }) => ({ tradeId: created.id, billId: bill.id, rent: charge.rent, lateFee: charge.lateFee, overdueDays: charge.overdueDays, open: true })));
  return { trade: created, superseded: closed };
}
