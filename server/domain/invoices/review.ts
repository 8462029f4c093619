/**
 * The back office's side of invoice requests: the seller issues them (with the invoice number) or
 * rejects them (with the reason), and records the red-letter invoice (红字发票) that reverses an
 * invoice whose money went back (待红冲 → 已红冲, moneyReturned.ts puts it there). Who may: the
 * platform's `admin` for every shop, and a merchant's `editor` for the requests of their own shop —
 * the shop that was paid is the one that invoices (the help page: 部分入驻商家为小规模纳税人，按其适用
 * 的征收率开具). Another shop's request answers 404, like an unknown one. Rejecting frees the
 * request's paid amounts for a new request; a red-letter invoice frees those whose money was kept.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  INVOICE_MESSAGES,
  INVOICE_STATUS,
  INVOICE_STATUS_NAMES,
  INVOICE_TYPE_NAMES,
  SYS_INVOICE_SORTS,
  type InvoiceStatus,
  type InvoiceType,
  type IssueInvoiceInput,
  type RedLetterInvoiceInput,
  type SysInvoiceListQuery,
  type SysInvoiceRequest,
} from '@/contract/invoices';
import { formatFen } from '@/contract/format';
import type { Db, Executor } from '../../db/client';
import { customerNotifications, customers, invoiceRequestItems, invoiceRequests } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { orderByOf } from '../shared/listing';
import { shanghaiDay } from '../shared/calendar';
import type { Staff } from '../staff/scope';
import { notFound, Refusal } from '../shared/refusal';
import { INVOICEABLE_ORDER_STATUSES, paidRows } from './invoiceable';
import { releaseKeptItems } from './moneyReturned';
import { requestDetailWhere, requestItems, requestPageWhere } from './requests';
import { requestAuditName, requestSummaryView } from './views';

type Reviewer = Pick<Staff, 'role' | 'storeId'>;

/** The requests a back-office user may reach: every one for an admin, their shop's for an editor. */
function scopeOf(user: Reviewer): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return user.storeId === null ? sql`false` : eq(invoiceRequests.storeId, user.storeId);
}

async function customerOf(db: Executor, customerId: number): Promise<{ name: string; phone: string }> {
  const [row] = await db
    .select({ companyName: customers.companyName, personName: customers.personName, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { name: row?.companyName ?? row?.personName ?? '', phone: row?.phone ?? '' };
}

const SORT_COLUMNS = {
  createdAt: invoiceRequests.createdAt,
  amount: invoiceRequests.amount,
  status: invoiceRequests.status,
} satisfies Record<(typeof SYS_INVOICE_SORTS)[number], AnyPgColumn>;

/** Invoices waiting for their red-letter invoice come first: each is money invoiced that went back. */
const RED_LETTER_FIRST = asc(sql`case when ${invoiceRequests.status} = ${INVOICE_STATUS.awaitingRedLetter} then 0 else 1 end`);

/** `GET /api/wInvoice/sys/list`: 待红冲 first, then newest first, unless sorted; with what each covers and who asked. */
export async function sysInvoicePage(db: Db, user: Reviewer, query: SysInvoiceListQuery): Promise<{ rows: SysInvoiceRequest[]; total: number }> {
  const where = and(scopeOf(user), query.status === undefined ? undefined : eq(invoiceRequests.status, query.status));
  const { rows, total } = await requestPageWhere(db, where, query, orderByOf(query, SORT_COLUMNS, invoiceRequests.id, [RED_LETTER_FIRST, desc(invoiceRequests.createdAt)]));
  const views: SysInvoiceRequest[] = [];
  for (const { request, storeName } of rows) {
    const customer = await customerOf(db, request.customerId);
    views.push({ ...requestSummaryView(request, storeName), items: await requestItems(db, request.id), customerName: customer.name, customerPhone: customer.phone });
  }
  return { rows: views, total };
}

/** The request locked for a change, if the user may reach it, and in the status the change starts from (申请中 unless said). */
async function lockRequest(tx: Executor, user: Reviewer, requestNo: string, from: InvoiceStatus = INVOICE_STATUS.requested) {
  const [request] = await tx
    .select()
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.requestNo, requestNo), scopeOf(user)))
    .for('update');
  if (!request) throw notFound();
  if (request.status !== from) throw new Refusal(INVOICE_MESSAGES.notRequested(INVOICE_STATUS_NAMES[request.status as InvoiceStatus]));
  return request;
}

/** Whether an invoice number already names an invoice, issued or red-letter. */
async function numberTaken(tx: Executor, invoiceNo: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: invoiceRequests.id })
    .from(invoiceRequests)
    .where(or(eq(invoiceRequests.invoiceNo, invoiceNo), eq(invoiceRequests.redLetterNo, invoiceNo)))
    .limit(1);
  return taken !== undefined;
}

/** Whether every amount the request covers is still paid on an order that keeps its money. */
async function stillPaid(tx: Executor, request: { id: number; customerId: number }): Promise<boolean> {
  const items = await tx
    .select({ kind: invoiceRequestItems.kind, sourceId: invoiceRequestItems.sourceId })
    .from(invoiceRequestItems)
    .where(eq(invoiceRequestItems.requestId, request.id));
  for (const kind of new Set(items.map((item) => item.kind))) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.sourceId);
    const rows = await paidRows(tx, { payerId: request.customerId, sourceIds: ids }, [kind]);
    if (rows.length !== ids.length || !rows.every((row) => INVOICEABLE_ORDER_STATUSES.includes(row.orderStatus))) return false;
  }
  return true;
}

/**
 * `POST /api/wInvoice/sys/issue`: 申请中 → 已开具 with the invoice number and date; the customer is
 * told. The date is a Shanghai calendar day from the request's own day to today.
 */
export async function issueInvoice(db: Db, user: Staff, input: IssueInvoiceInput, now: Date): Promise<SysInvoiceRequest> {
  if (input.invoiceDate > shanghaiDay(now)) throw new Refusal(INVOICE_MESSAGES.invoiceDateFuture);
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, user, input.requestNo);
    if (input.invoiceDate < shanghaiDay(request.createdAt)) throw new Refusal(INVOICE_MESSAGES.invoiceDateBeforeRequest);
    if (!(await stillPaid(tx, request))) throw new Refusal(INVOICE_MESSAGES.refundedItems);
    if (await numberTaken(tx, input.invoiceNo)) throw new Refusal(INVOICE_MESSAGES.invoiceNoTaken);
    await tx
      .update(invoiceRequests)
      .set({ status: INVOICE_STATUS.issued, invoiceNo: input.invoiceNo, invoiceDate: input.invoiceDate, issuedAt: now, reviewedBy: user.id, updatedAt: now })
      .where(eq(invoiceRequests.id, request.id));
    await tx.insert(customerNotifications).values({
      customerId: request.customerId,
      title: '发票已开具',
      content: `您申请的${INVOICE_TYPE_NAMES[request.type as InvoiceType]}（申请编号 ${request.requestNo}，${formatFen(request.amount)}）已开具，发票号码 ${input.invoiceNo}，开票日期 ${input.invoiceDate}，已发送至 ${request.email}。`,
      createdAt: now,
    });
    await recordAudit(
      tx,
      user,
      {
        action: 'invoice.issue',
        targetType: 'invoice',
        targetId: request.requestNo,
        summary: `开具发票：${requestAuditName(request)}，发票号码 ${input.invoiceNo}，开票日期 ${input.invoiceDate}`,
      },
      now,
    );
  });
  return sysRequestDetail(db, user, input.requestNo);
}

/** `POST /api/wInvoice/sys/reject`: 申请中 → 已驳回 with the reason; its amounts may be requested again. */
export async function rejectInvoice(db: Db, user: Staff, input: { requestNo: string; reason: string }, now: Date): Promise<SysInvoiceRequest> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, user, input.requestNo);
    await tx
      .update(invoiceRequests)
      .set({ status: INVOICE_STATUS.rejected, rejectReason: input.reason, reviewedBy: user.id, updatedAt: now })
      .where(eq(invoiceRequests.id, request.id));
    await tx
      .update(invoiceRequestItems)
      .set({ claimed: false })
      .where(inArray(invoiceRequestItems.requestId, [request.id]));
    await tx.insert(customerNotifications).values({
      customerId: request.customerId,
      title: '发票申请已驳回',
      content: `您的发票申请（申请编号 ${request.requestNo}，${formatFen(request.amount)}）已被驳回，原因：${input.reason}。相应款项可修改开票信息后重新申请。`,
      createdAt: now,
    });
    await recordAudit(
      tx,
      user,
      { action: 'invoice.reject', targetType: 'invoice', targetId: request.requestNo, summary: `驳回发票申请：${requestAuditName(request)}，原因：${input.reason}` },
      now,
    );
  });
  return sysRequestDetail(db, user, input.requestNo);
}

/**
 * `POST /api/wInvoice/sys/redLetter`: 待红冲 → 已红冲 with the red-letter invoice's number and date;
 * the amounts whose money was kept are let go (the customer may request a new invoice for them),
 * those whose money went back never are; the customer is told. The date is a Shanghai calendar day
 * from the original invoice's date to today; the number names no other invoice.
 */
export async function recordRedLetter(db: Db, user: Staff, input: RedLetterInvoiceInput, now: Date): Promise<SysInvoiceRequest> {
  if (input.redLetterDate > shanghaiDay(now)) throw new Refusal(INVOICE_MESSAGES.redLetterDateFuture);
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, user, input.requestNo, INVOICE_STATUS.awaitingRedLetter);
    // Invoices issued before the date was entered are dated the Shanghai day they were recorded.
    const invoiceDay = request.invoiceDate ?? (request.issuedAt ? shanghaiDay(request.issuedAt) : shanghaiDay(request.createdAt));
    if (input.redLetterDate < invoiceDay) throw new Refusal(INVOICE_MESSAGES.redLetterDateBeforeInvoice);
    if (await numberTaken(tx, input.redLetterNo)) throw new Refusal(INVOICE_MESSAGES.redLetterNoTaken);
    await tx
      .update(invoiceRequests)
      .set({ status: INVOICE_STATUS.redLettered, redLetterNo: input.redLetterNo, redLetterDate: input.redLetterDate, redLetteredAt: now, updatedAt: now })
      .where(eq(invoiceRequests.id, request.id));
    const released = await releaseKeptItems(tx, request);
    await tx.insert(customerNotifications).values({
      customerId: request.customerId,
      title: '发票已红冲',
      content:
        `您的${INVOICE_TYPE_NAMES[request.type as InvoiceType]}（发票号码 ${request.invoiceNo ?? ''}，申请编号 ${request.requestNo}，${formatFen(request.amount)}）已由商家开具红字发票冲销，` +
        `红字发票号码 ${input.redLetterNo}，开票日期 ${input.redLetterDate}，已发送至 ${request.email}。` +
        (released > 0 ? '其中未退款的款项可在“我的发票”中重新申请开票。' : ''),
      createdAt: now,
    });
    await recordAudit(
      tx,
      user,
      {
        action: 'invoice.redLetter',
        targetType: 'invoice',
        targetId: request.requestNo,
        summary: `红冲发票：${requestAuditName(request)}，原发票号码 ${request.invoiceNo ?? ''}，红字发票号码 ${input.redLetterNo}，开票日期 ${input.redLetterDate}`,
      },
      now,
    );
  });
  return sysRequestDetail(db, user, input.requestNo);
}

async function sysRequestDetail(db: Db, user: Reviewer, requestNo: string): Promise<SysInvoiceRequest> {
  const { row, detail } = await requestDetailWhere(db, and(eq(invoiceRequests.requestNo, requestNo), scopeOf(user)) as SQL);
  const customer = await customerOf(db, row.customerId);
  return { ...detail, customerName: customer.name, customerPhone: customer.phone };
}
