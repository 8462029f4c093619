/**
 * The risk check of a paid order (`/risk/record/getRiskUsers/orderno`;
 * docs/product-rules.md#risk-check: 1 → 2 "risk check passed", 1 → 10 "rejected; the payment is
 * refunded the way it came").
 *
 * A paid order is checked once, by whoever comes first: the storefront's order-finished page asks
 * right after payment, and the scheduler checks every paid order that nobody asked about. The
 * check reads a few signals of the customer and the order, writes one `risk_records` row (unique
 * per order, so a racing second check finds the first one's row and changes nothing) and acts in
 * the same transaction:
 *  - no rule fires → low, pass: 1 → 2 (待发货), the merchant ships;
 *  - a medium rule → review: the order stays 待审核 for the platform to decide (the back office);
 *  - a high rule → reject: closed, the payment refunded the way it came (orders/closing.ts: balance
 *    money to the balance, online money through the provider after the commit).
 * The customer sees the decision, never the rules (they would teach a fraudster what to avoid).
 */
import { and, between, countDistinct, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_STATUS, ORDER_STATUS_NAMES, RISK_DECISION_NAMES, type OrderStatus, type RiskCheckView, type RiskDecision } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db } from '../../db/client';
import { customers, rentalOrderItems, rentalOrders, riskRecords } from '../../db/schema';
import { DAY_MS, formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { overdueBillCount } from '../bills/overdue';
import { closePaidOrder } from './closing';
import { transition, type Executor } from './lifecycle';

type RiskLevel = 'low' | 'medium' | 'high';

/** The thresholds of the rules, in one place (fen where money). */
export const RISK_LIMITS = {
  /** A personal account may rent this many units in one order without a review. */
  personalUnitsPerOrder: 5,
  /** … and hold this much monthly rent across its paid, running orders (statuses 1–5). */
  personalMonthlyRent: 3_000_000,
  /** An account younger than this … */
  newAccountMs: DAY_MS,
  /** … placing an order of at least this much is reviewed. */
  newAccountPayable: 1_000_000,
  /** This many different accounts ordering from one network address within a day are reviewed. */
  accountsPerAddress: 3,
} as const;

export type RiskFinding = { level: Exclude<RiskLevel, 'low'>; reason: string };

export const RISK_NOTES = {
  pass: '风控审核通过',
  review: '风控审核：转人工审核',
  reject: '风控审核未通过，已支付款项原路退回',
} as const;

type CheckedOrder = typeof rentalOrders.$inferSelect;

/** The rules that fire for this order now (empty: low risk). */
export async function riskFindings(tx: Executor, order: CheckedOrder, now: Date): Promise<RiskFinding[]> {
  const findings: RiskFinding[] = [];
  const [account] = await tx
    .select({ accountType: customers.accountType, verified: customers.verified, createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!account) throw new Error(`customer ${order.customerId} of order ${order.orderNo} not found`);

  if ((await overdueBillCount(tx, order.customerId, now)) > 0) findings.push({ level: 'high', reason: '存在逾期未付账单' });

  if (now.getTime() - account.createdAt.getTime() < RISK_LIMITS.newAccountMs && order.payable >= RISK_LIMITS.newAccountPayable) {
    findings.push({ level: 'medium', reason: `新注册账户（24 小时内）单笔支付 ${formatFen(order.payable)}` });
  }

  if (account.accountType === 'personal') {
    const [units] = await tx
      .select({ n: sql<number>`coalesce(sum(${rentalOrderItems.quantity}), 0)::int` })
      .from(rentalOrderItems)
      .where(eq(rentalOrderItems.orderId, order.id));
    if ((units?.n ?? 0) > RISK_LIMITS.personalUnitsPerOrder) findings.push({ level: 'medium', reason: `个人账户单笔租赁 ${units?.n} 台` });
    const [running] = await tx
      .select({ rent: sql<number>`coalesce(sum(${rentalOrders.monthlyRent}), 0)::bigint` })
      .from(rentalOrders)
      .where(and(eq(rentalOrders.customerId, order.customerId), between(rentalOrders.status, ORDER_STATUS.pendingReview, ORDER_STATUS.returning)));
    const rent = Number(running?.rent ?? 0);
    if (rent > RISK_LIMITS.personalMonthlyRent) findings.push({ level: 'medium', reason: `个人账户在租月租金合计 ${formatFen(rent)}` });
  }

  // The rule is there for rings of throwaway accounts: a verified company (its licence reviewed)
  // is none, and its staff share the office's one address, so it is neither held nor counted.
  if (order.clientIp && !(account.accountType === 'company' && account.verified)) {
    const [accounts] = await tx
      .select({ n: countDistinct(rentalOrders.customerId) })
      .from(rentalOrders)
      .innerJoin(customers, eq(customers.id, rentalOrders.customerId))
      .where(
        and(
          eq(rentalOrders.clientIp, order.clientIp),
          gt(rentalOrders.createdAt, new Date(order.createdAt.getTime() - DAY_MS)),
          lte(rentalOrders.createdAt, order.createdAt),
          sql`not (${customers.accountType} = 'company' and ${customers.verified})`,
        ),
      );
    if ((accounts?.n ?? 0) >= RISK_LIMITS.accountsPerAddress) findings.push({ level: 'medium', reason: `同一网络地址 24 小时内有 ${accounts?.n} 个账户下单` });
  }
  return findings;
}

export function decide(findings: readonly RiskFinding[]): { level: RiskLevel; decision: RiskDecision } {
  if (findings.some((finding) => finding.level === 'high')) return { level: 'high', decision: 'reject' };
  if (findings.length > 0) return { level: 'medium', decision: 'review' };
  return { level: 'low', decision: 'pass' };
}

/**
 * Checks the order once, in one transaction with the order row locked. An order already checked,
 * or no longer 待审核 (closed by someone else meanwhile), is left as it is. Answers the decision
 * taken now, or null when nothing was checked.
 */
export async function checkOrderRisk(db: Db, orderId: number, now: Date): Promise<RiskDecision | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rentalOrders).where(eq(rentalOrders.id, orderId)).for('update');
    if (!order || order.status !== ORDER_STATUS.pendingReview) return null;
    const findings = await riskFindings(tx, order, now);
    const { level, decision } = decide(findings);
    const [recorded] = await tx
      .insert(riskRecords)
      .values({ orderId, level, decision, reasons: findings.map((finding) => finding.reason), checkedAt: now })
      .onConflictDoNothing({ target: riskRecords.orderId })
      .returning({ id: riskRecords.id });
    if (!recorded) return null;
    if (decision === 'pass') await transition(tx, orderId, ORDER_STATUS.awaitingShipment, { kind: 'system' }, RISK_NOTES.pass, now);
    if (decision === 'reject') await closePaidOrder(tx, orderId, { kind: 'system' }, RISK_NOTES.reject, now);
    return decision;
  });
}

/** `POST /risk/record/getRiskUsers/orderno`: checks the caller's paid order if nobody has, and answers the decision. */
export async function riskCheckOfCustomerOrder(db: Db, customerId: number, orderNo: string, now: Date): Promise<RiskCheckView> {
  const [found] = await db
    .select({ id: rentalOrders.id, status: rentalOrders.status })
    .from(rentalOrders)
    .where(and(eq(rentalOrders.orderNo, orderNo), eq(rentalOrders.customerId, customerId)));
  if (!found) throw notFound();
  if (found.status === ORDER_STATUS.unpaid || found.status === ORDER_STATUS.cancelled) throw new Refusal(ORDER_MESSAGES.notPaidYet);
  if (found.status === ORDER_STATUS.pendingReview) await checkOrderRisk(db, found.id, now);
  const [after] = await db
    .select({ status: rentalOrders.status, decision: riskRecords.decision, checkedAt: riskRecords.checkedAt })
    .from(rentalOrders)
    .leftJoin(riskRecords, eq(riskRecords.orderId, rentalOrders.id))
    .where(eq(rentalOrders.id, found.id));
  const status = (after?.status ?? found.status) as OrderStatus;
  const decision = after?.decision ?? null;
  return {
    orderNo,
    checked: decision !== null,
    decision,
    decisionName: decision ? RISK_DECISION_NAMES[decision] : null,
    checkedAt: after?.checkedAt ? formatShanghai(after.checkedAt) : null,
    orderStatus: status,
    orderStatusName: ORDER_STATUS_NAMES[status],
  };
}

/** The scheduler's part: paid orders nobody has checked yet, oldest first. */
export async function checkUncheckedPaidOrders(db: Db, now: Date, batch: number): Promise<number> {
  const due = await db
    .select({ id: rentalOrders.id })
    .from(rentalOrders)
    .leftJoin(riskRecords, eq(riskRecords.orderId, rentalOrders.id))
    .where(and(eq(rentalOrders.status, ORDER_STATUS.pendingReview), isNull(riskRecords.id)))
    .orderBy(rentalOrders.paidAt)
    .limit(batch);
  let done = 0;
  for (const { id } of due) if ((await checkOrderRisk(db, id, now)) !== null) done += 1;
  return done;
}
