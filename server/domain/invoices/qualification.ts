/**
 * A company's 增值税专用发票 qualification: submitted by the company (one per account, in its
 * verified name), reviewed by the platform — the back office's `admin`, never a merchant's
 * `editor`, since a qualification serves every shop. Submitting again (to correct it, or after
 * 未通过) sends it back to 审核中; requests already made keep the copy they were made with.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CODE } from '@/contract/envelope';
import type { z } from 'zod';
import {
  INVOICE_MESSAGES,
  QUALIFICATION_SORTS,
  QUALIFICATION_STATUS,
  QUALIFICATION_STATUS_NAMES,
  type QualificationStatus,
  type SysQualificationListQuery,
  type SysVatQualification,
  type VatQualification,
  type vatQualificationBody,
} from '@/contract/invoices';
import type { Db } from '../../db/client';
import { customerNotifications, customers, vatQualifications } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import type { Staff } from '../staff/scope';
import type { CustomerAccount } from '../customers/accounts';
import { MESSAGES, notFound, Refusal } from '../shared/refusal';
import { refuseUnlessOwnName } from './titles';
import { qualificationView } from './views';

export type QualificationInput = z.output<typeof vatQualificationBody>;

/** `POST /api/wInvoiceTitle/qualification`. */
export async function submitQualification(
  db: Db,
  customer: Pick<CustomerAccount, 'id' | 'accountType' | 'companyName' | 'verified'>,
  input: QualificationInput,
  now: Date,
): Promise<VatQualification> {
  if (customer.accountType !== 'company') throw new Refusal(INVOICE_MESSAGES.qualificationCompanyOnly);
  if (!customer.verified) throw new Refusal(INVOICE_MESSAGES.qualificationUnverified);
  refuseUnlessOwnName(customer, 'company', input.name);
  const fields = { name: input.name, taxNo: input.taxNo, address: input.address, telephone: input.telephone, bankName: input.bankName, bankAccount: input.bankAccount };
  const review = { status: QUALIFICATION_STATUS.pending, reason: null, submittedAt: now, reviewedAt: null, reviewedBy: null };
  const [row] = await db
    .insert(vatQualifications)
    .values({ customerId: customer.id, ...fields, ...review })
    .onConflictDoUpdate({ target: vatQualifications.customerId, set: { ...fields, ...review } })
    .returning();
  if (!row) throw new Error('the qualification upsert returned nothing');
  return qualificationView(row);
}

function refuseUnlessAdmin(user: Pick<Staff, 'role'>): void {
  if (user.role !== 'admin') throw new Refusal(MESSAGES.forbidden, CODE.forbidden);
}

const SORT_COLUMNS = {
  submittedAt: vatQualifications.submittedAt,
  reviewedAt: vatQualifications.reviewedAt,
  status: vatQualifications.status,
} satisfies Record<(typeof QUALIFICATION_SORTS)[number], AnyPgColumn>;

/** `GET /api/wInvoiceTitle/sys/qualifications` (admin): the newest submissions first unless sorted. */
export async function sysQualificationPage(db: Db, user: Pick<Staff, 'role'>, query: SysQualificationListQuery): Promise<{ rows: SysVatQualification[]; total: number }> {
  refuseUnlessAdmin(user);
  const where: SQL | undefined = query.status === undefined ? undefined : eq(vatQualifications.status, query.status);
  const [totals] = await db.select({ n: count() }).from(vatQualifications).where(where);
  const rows = await db
    .select({ qualification: vatQualifications, companyName: customers.companyName, phone: customers.phone })
    .from(vatQualifications)
    .innerJoin(customers, eq(customers.id, vatQualifications.customerId))
    .where(where)
    .orderBy(...orderByOf(query, SORT_COLUMNS, vatQualifications.id, [desc(vatQualifications.submittedAt)]))
    .limit(query.limit)
    .offset(offsetOf(query));
  return {
    rows: rows.map((row) => ({ ...qualificationView(row.qualification), companyName: row.companyName ?? '', customerPhone: row.phone })),
    total: totals?.n ?? 0,
  };
}

/** `POST /api/wInvoiceTitle/sys/review` (admin): 审核中 → 已通过, or 未通过 with the reason; the company is told, the audit log keeps it. */
export async function reviewQualification(db: Db, user: Staff, input: { id: number; approved: boolean; reason?: string | undefined }, now: Date): Promise<VatQualification> {
  refuseUnlessAdmin(user);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(vatQualifications).where(eq(vatQualifications.id, input.id)).for('update');
    if (!current) throw notFound();
    if (current.status !== QUALIFICATION_STATUS.pending) {
      throw new Refusal(`该资质当前状态为「${QUALIFICATION_STATUS_NAMES[current.status as QualificationStatus]}」，不能重复审核`);
    }
    const status = input.approved ? QUALIFICATION_STATUS.approved : QUALIFICATION_STATUS.rejected;
    const reason = input.approved ? null : (input.reason ?? null);
    const [row] = await tx
      .update(vatQualifications)
      .set({ status, reason, reviewedAt: now, reviewedBy: user.id })
      .where(and(eq(vatQualifications.id, input.id), eq(vatQualifications.status, QUALIFICATION_STATUS.pending)))
      .returning();
    if (!row) throw new Error('the locked qualification changed under its lock');
    await tx.insert(customerNotifications).values({
      customerId: row.customerId,
      title: input.approved ? '增值税专用发票资质审核通过' : '增值税专用发票资质审核未通过',
      content: input.approved
        ? `您提交的增值税专用发票资质（${row.name}）已审核通过，现在可以在“我的发票”中申请增值税专用发票。`
        : `您提交的增值税专用发票资质（${row.name}）审核未通过，原因：${reason ?? ''}。请在“开票信息”中修改后重新提交。`,
      createdAt: now,
    });
    const named = `增值税专用发票资质 #${row.id}（${row.name}，税号 ${row.taxNo}）`;
    await recordAudit(
      tx,
      user,
      input.approved
        ? { action: 'qualification.approve', targetType: 'qualification', targetId: row.id, summary: `资质审核通过：${named}` }
        : { action: 'qualification.reject', targetType: 'qualification', targetId: row.id, summary: `资质审核未通过：${named}，原因：${reason ?? ''}` },
      now,
    );
    return qualificationView(row);
  });
}
