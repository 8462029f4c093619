/**
 * What happens to invoices when the money they cover goes back (payments/moneyBack.ts calls this in
 * the refund's transaction with the bills that became 已退款). An invoice may not outlive its money:
 * an issued one (已开具) waits for the seller's red-letter invoice (待红冲, review.ts records it); a
 * request not yet issued (申请中) is withdrawn (已撤回) and lets go of the amounts whose money was
 * kept, so the customer may request them again. The customer gets a 消息, the audit log a row by
 * the system, all in the refund's transaction.
 *
 * The affected requests are locked (FOR UPDATE, in id order) before they are read: a merchant
 * issuing the same request at that moment holds the same lock, so either the issue commits first
 * and the invoice goes to 待红冲 here, or the withdrawal does and the issue finds it 已撤回.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { INVOICE_MONEY_BACK_REASONS, INVOICE_STATUS, INVOICE_TYPE_NAMES, type InvoiceableItem, type InvoiceType } from '@/contract/invoices';
import type { RefundCause } from '@/contract/money';
import type { InvoiceableKind } from '@/contract/rentalRules';
import { formatFen } from '@/contract/format';
import type { Executor } from '../../db/client';
import { customerNotifications, invoiceRequestItems, invoiceRequests } from '../../db/schema';
import { recordSystemAudit } from '../staff/audit';
import { paidRows } from './invoiceable';
import { requestItems } from './requests';
import { requestAuditName } from './views';

type RequestRow = typeof invoiceRequests.$inferSelect;

/**
 * Lets go of the request's amounts whose money was kept (still paid), so they may go on a new
 * request; those whose money went back stay claimed by it for good. Answers how many were let go.
 */
export async function releaseKeptItems(tx: Executor, request: Pick<RequestRow, 'id' | 'customerId'>): Promise<number> {
  const items = await tx
    .select({ id: invoiceRequestItems.id, kind: invoiceRequestItems.kind, sourceId: invoiceRequestItems.sourceId })
    .from(invoiceRequestItems)
    .where(and(eq(invoiceRequestItems.requestId, request.id), eq(invoiceRequestItems.claimed, true)));
  const kept: number[] = [];
  for (const kind of new Set<InvoiceableKind>(items.map((item) => item.kind))) {
    const ofKind = items.filter((item) => item.kind === kind);
    const paid = new Set((await paidRows(tx, { payerId: request.customerId, sourceIds: ofKind.map((item) => item.sourceId) }, [kind])).map((row) => row.sourceId));
    kept.push(...ofKind.filter((item) => paid.has(item.sourceId)).map((item) => item.id));
  }
  if (kept.length > 0) await tx.update(invoiceRequestItems).set({ claimed: false }).where(inArray(invoiceRequestItems.id, kept));
  return kept.length;
}

/** `订单 ZL… 第 2/12、第 3/12 期租金`: the amounts named order by order. */
function describeItems(items: readonly InvoiceableItem[]): string {
  const byOrder = new Map<string, string[]>();
  for (const item of items) byOrder.set(item.orderNo, [...(byOrder.get(item.orderNo) ?? []), item.label]);
  return [...byOrder].map(([orderNo, labels]) => `订单 ${orderNo} ${labels.join('、')}`).join('；');
}

export async function invoiceMoneyReturned(tx: Executor, billIds: readonly number[], cause: RefundCause, now: Date): Promise<void> {
  if (billIds.length === 0) return;
  const claiming = tx
    .select({ requestId: invoiceRequestItems.requestId })
    .from(invoiceRequestItems)
    .where(and(eq(invoiceRequestItems.kind, 'rent'), inArray(invoiceRequestItems.sourceId, [...billIds]), eq(invoiceRequestItems.claimed, true)));
  // The status is checked on the locked row: a request issued meanwhile is found issued.
  const requests = await tx
    .select()
    .from(invoiceRequests)
    .where(and(inArray(invoiceRequests.id, claiming), inArray(invoiceRequests.status, [INVOICE_STATUS.requested, INVOICE_STATUS.issued])))
    .orderBy(asc(invoiceRequests.id))
    .for('update');
  const reason = INVOICE_MONEY_BACK_REASONS[cause];
  const returned = new Set(billIds);
  for (const request of requests) {
    const items = (await requestItems(tx, request.id)).filter((item) => item.kind === 'rent' && returned.has(item.sourceId));
    const what = `${describeItems(items)}，${formatFen(items.reduce((total, item) => total + item.amount, 0))}`;
    if (request.status === INVOICE_STATUS.issued) await awaitRedLetter(tx, request, reason, what, now);
    else await withdraw(tx, request, reason, what, now);
  }
}

/** 已开具 → 待红冲: the invoice stands until the seller records the red-letter invoice that reverses it. */
async function awaitRedLetter(tx: Executor, request: RequestRow, reason: string, what: string, now: Date): Promise<void> {
  await tx
    .update(invoiceRequests)
    .set({ status: INVOICE_STATUS.awaitingRedLetter, moneyBackReason: reason, moneyBackAt: now, updatedAt: now })
    .where(eq(invoiceRequests.id, request.id));
  await tx.insert(customerNotifications).values({
    customerId: request.customerId,
    title: '发票待红冲',
    content:
      `您的${INVOICE_TYPE_NAMES[request.type as InvoiceType]}（发票号码 ${request.invoiceNo ?? ''}，申请编号 ${request.requestNo}，${formatFen(request.amount)}）所含款项已退回：${reason}（${what}）。` +
      '商家将开具红字发票冲销原发票，冲销后未退款的款项可重新申请开票。',
    createdAt: now,
  });
  await recordSystemAudit(
    tx,
    {
      action: 'invoice.awaitRedLetter',
      targetType: 'invoice',
      targetId: request.requestNo,
      summary: `款项退回，发票待红冲：${requestAuditName(request)}，发票号码 ${request.invoiceNo ?? ''}，原因：${reason}（${what}）`,
    },
    now,
  );
}

/** 申请中 → 已撤回: nothing was issued; the amounts whose money was kept are free to request again. */
async function withdraw(tx: Executor, request: RequestRow, reason: string, what: string, now: Date): Promise<void> {
  await tx.update(invoiceRequests).set({ status: INVOICE_STATUS.withdrawn, moneyBackReason: reason, moneyBackAt: now, updatedAt: now }).where(eq(invoiceRequests.id, request.id));
  const released = await releaseKeptItems(tx, request);
  await tx.insert(customerNotifications).values({
    customerId: request.customerId,
    title: '发票申请已撤回',
    content:
      `您的发票申请（申请编号 ${request.requestNo}，${formatFen(request.amount)}）已撤回：${reason}（${what}）。` + (released > 0 ? '申请中未退款的款项可重新申请开票。' : ''),
    createdAt: now,
  });
  await recordSystemAudit(
    tx,
    { action: 'invoice.withdraw', targetType: 'invoice', targetId: request.requestNo, summary: `款项退回，撤回发票申请：${requestAuditName(request)}，原因：${reason}（${what}）` },
    now,
  );
}
