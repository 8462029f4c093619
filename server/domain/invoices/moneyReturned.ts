/**
 * What happens to invoices when the money they cover goes back (payments/moneyBack.ts calls this in
 * the refund's transaction with the bills that became 已退款).
 */
import type { RefundCause } from '@/contract/money';
import type { Executor } from '../../db/client';

export async function invoiceMoneyReturned(_tx: Executor, billIds: readonly number[], _cause: RefundCause, _now: Date): Promise<void> {
  if (billIds.length === 0) return;
  // Being built: issued invoices go to 待红冲, requests not yet issued are withdrawn.
}
