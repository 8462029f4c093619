/**
 * The rules of a change of renting entity that the preview and the submit share: what is read
 * about the order, why a change is refused, and how the two accounts are named.
 */
import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import { ORDER_STATUS } from '@/contract/orders';
import { ONLINE_TRANSFER_RENT_LIMIT, TRANSFER_MESSAGES } from '@/contract/orderTransfers';
import type { Executor } from '../../db/client';
import { bills, rentalOrderItems } from '../../db/schema';
import type { CustomerAccount } from '../customers/accounts';
import { Refusal } from '../shared/refusal';

/** What the rules read about an order besides its status. */
export type TransferFacts = {
  /** Bills not yet paid (待支付 and 逾期). */
  remainingPeriods: number;
  remainingRent: number;
  overduePeriods: number;
  /** Some item is rented at a procurement rate (rent_rate < 100): the agreement is signed offline. */
  procurementRate: boolean;
};

export async function transferFacts(db: Executor, orderId: number): Promise<TransferFacts> {
  const [open] = await db
    .select({
      periods: count(),
      rent: sql<string | null>`sum(${bills.amount})`,
      overdue: sql<number>`count(*) filter (where ${bills.status} = ${BILL_STATUS.overdue})::int`,
    })
    .from(bills)
    .where(and(eq(bills.orderId, orderId), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue])));
  const [procurement] = await db
    .select({ n: count() })
    .from(rentalOrderItems)
    .where(and(eq(rentalOrderItems.orderId, orderId), lt(rentalOrderItems.rentRate, 100)));
  return {
    remainingPeriods: open?.periods ?? 0,
    remainingRent: Number(open?.rent ?? 0),
    overduePeriods: Number(open?.overdue ?? 0),
    procurementRate: (procurement?.n ?? 0) > 0,
  };
}

/**
 * Why this customer cannot move this order to a company now, or null: the one rule the preview's
 * `reason` and the submit share. The company's side (its phone, its consent, its balance) is
 * judged by the submit alone.
 */
export function transferRefusal(customer: Pick<CustomerAccount, 'accountType'>, order: { status: number }, facts: TransferFacts): string | null {
  if (order.status !== ORDER_STATUS.renting) return TRANSFER_MESSAGES.notRenting;
  if (customer.accountType !== 'personal') return TRANSFER_MESSAGES.notPersonal;
  if (facts.overduePeriods > 0) return TRANSFER_MESSAGES.overdue;
  if (facts.procurementRate || facts.remainingRent > ONLINE_TRANSFER_RENT_LIMIT) return TRANSFER_MESSAGES.offlineOnly;
  return null;
}

export function refuseUnlessTransferable(customer: Pick<CustomerAccount, 'accountType'>, order: { status: number }, facts: TransferFacts): void {
  const reason = transferRefusal(customer, order, facts);
  if (reason) throw new Refusal(reason);
}

export const companyNameOf = (company: Pick<CustomerAccount, 'companyName' | 'personName'>) => company.companyName ?? company.personName ?? '企业账户';
export const personNameOf = (person: Pick<CustomerAccount, 'personName'>) => person.personName ?? '个人用户';
