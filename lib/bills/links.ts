/**
 * Links into /myBill. Client-safe and light: the rental picker of the cached product pages uses
 * it, so it loads no contract schema.
 */
import type { BILL_STATUS } from '@/contract/bills';
import type { OverdueBills } from '@/contract/orders';

/** 逾期 (contract/bills.ts BILL_STATUS.overdue) written out, so the picker's bundle holds no bill schema; the type keeps the two equal. */
const OVERDUE: (typeof BILL_STATUS)['overdue'] = 2;

/**
 * /myBill opened on the overdue bills, so they are the list: those of their one order, or of
 * every order when several have one.
 */
export function overdueBillsHref(overdue: OverdueBills): string {
  const query = new URLSearchParams({ status: String(OVERDUE) });
  const [orderNo, ...others] = overdue.orderNos;
  if (orderNo && others.length === 0) query.set('orderNo', orderNo);
  return `/myBill?${query.toString()}`;
}
