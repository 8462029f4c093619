/**
 * A customer's invoice titles (抬头) and the email invoices go to. The help page's rules: a
 * personal account invoices in a person's name; a company account in the company's name, which
 * must be the verified company name (企业发票抬头须与认证的企业名称一致), with its taxpayer number.
 * One title is the default: the first one saved, or the one chosen; deleting the default makes the
 * newest remaining title the default. Changes of one customer's titles queue on a named lock, so
 * the count and the default hold under concurrent requests too.
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { INVOICE_MESSAGES, INVOICE_TITLES_MAX, type InvoiceSettings, type InvoiceTitle, type InvoiceTitleInput } from '@/contract/invoices';
import type { Db, Executor } from '../../db/client';
import { invoiceSettings, invoiceTitles, vatQualifications } from '../../db/schema';
import type { CustomerAccount } from '../customers/accounts';
import { lockNames } from '../shared/advisoryLocks';
import { notFound, Refusal } from '../shared/refusal';
import { qualificationView, titleView } from './views';

type Customer = Pick<CustomerAccount, 'id' | 'accountType' | 'companyName' | 'verified'>;

/** The name a company's invoices must carry, or null for a personal account. */
export function verifiedCompanyName(customer: Pick<CustomerAccount, 'accountType' | 'companyName'>): string | null {
  return customer.accountType === 'company' ? (customer.companyName ?? '').trim() : null;
}

/** Refuses a title or qualification the account may not invoice in. */
export function refuseUnlessOwnName(customer: Pick<CustomerAccount, 'accountType' | 'companyName'>, kind: 'person' | 'company', name: string): void {
  if (customer.accountType === 'personal' && kind !== 'person') throw new Refusal(INVOICE_MESSAGES.personOnly);
  if (customer.accountType === 'company') {
    if (kind !== 'company') throw new Refusal(INVOICE_MESSAGES.companyOnly);
    const company = verifiedCompanyName(customer) ?? '';
    if (name.trim() !== company) throw new Refusal(INVOICE_MESSAGES.companyName(company));
  }
}

const lockTitles = (tx: Executor, customerId: number) => lockNames(tx, [`invoice-titles:${customerId}`]);

function titleValues(input: InvoiceTitleInput) {
  return input.kind === 'company'
    ? { kind: input.kind, name: input.name, taxNo: input.taxNo, address: input.address, telephone: input.telephone, bankName: input.bankName, bankAccount: input.bankAccount }
    : { kind: input.kind, name: input.name, taxNo: null, address: null, telephone: null, bankName: null, bankAccount: null };
}

async function titleOf(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/** Makes `id` the only default title of the customer (the partial unique index allows no second). */
async function makeDefault(tx: Executor, customerId: number, id: number, now: Date): Promise<void> {
  await tx
    .update(invoiceTitles)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(invoiceTitles.customerId, customerId), eq(invoiceTitles.isDefault, true), ne(invoiceTitles.id, id)));
  await tx
    .update(invoiceTitles)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(invoiceTitles.customerId, customerId), eq(invoiceTitles.id, id)));
}

export async function customerTitles(db: Executor, customerId: number): Promise<InvoiceTitle[]> {
  const rows = await db.select().from(invoiceTitles).where(eq(invoiceTitles.customerId, customerId)).orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id));
  return rows.map(titleView);
}

/** `GET /api/wInvoiceTitle/info`. */
export async function invoiceSettingsOf(db: Executor, customer: Customer): Promise<InvoiceSettings> {
  const [settings] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.customerId, customer.id));
  const [qualification] = await db.select().from(vatQualifications).where(eq(vatQualifications.customerId, customer.id));
  return {
    accountType: customer.accountType,
    companyName: verifiedCompanyName(customer),
    verified: customer.verified,
    email: settings?.email ?? null,
    titles: await customerTitles(db, customer.id),
    qualification: qualification ? qualificationView(qualification) : null,
  };
}

/** `POST /api/wInvoiceTitle/add`. */
export async function addTitle(db: Db, customer: Customer, input: InvoiceTitleInput, now: Date): Promise<InvoiceTitle> {
  refuseUnlessOwnName(customer, input.kind, input.name);
  return db.transaction(async (tx) => {
    await lockTitles(tx, customer.id);
    const [held] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.customerId, customer.id));
    const existing = held?.n ?? 0;
    if (existing >= INVOICE_TITLES_MAX) throw new Refusal(INVOICE_MESSAGES.titlesFull);
    const [row] = await tx
      .insert(invoiceTitles)
      .values({ customerId: customer.id, ...titleValues(input), isDefault: false, createdAt: now, updatedAt: now })
      .returning({ id: invoiceTitles.id });
    if (!row) throw new Error('the title insert returned nothing');
    if (existing === 0 || input.isDefault === true) await makeDefault(tx, customer.id, row.id, now);
    return titleView(await titleOf(tx, customer.id, row.id));
  });
}

/** `POST /api/wInvoiceTitle/edit`: the title rewritten; `isDefault: true` makes it the default (false leaves the default where it is). */
export async function editTitle(db: Db, customer: Customer, input: InvoiceTitleInput & { id: number }, now: Date): Promise<InvoiceTitle> {
  refuseUnlessOwnName(customer, input.kind, input.name);
  return db.transaction(async (tx) => {
    await lockTitles(tx, customer.id);
    await titleOf(tx, customer.id, input.id);
    await tx
      .update(invoiceTitles)
      .set({ ...titleValues(input), updatedAt: now })
      .where(and(eq(invoiceTitles.id, input.id), eq(invoiceTitles.customerId, customer.id)));
    if (input.isDefault === true) await makeDefault(tx, customer.id, input.id, now);
    return titleView(await titleOf(tx, customer.id, input.id));
  });
}

/** `POST /api/wInvoiceTitle/default`. */
export async function setDefaultTitle(db: Db, customerId: number, id: number, now: Date): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockTitles(tx, customerId);
    await titleOf(tx, customerId, id);
    await makeDefault(tx, customerId, id, now);
    return titleView(await titleOf(tx, customerId, id));
  });
}

/** `DELETE /api/wInvoiceTitle/{id}`. Requests already made keep their copy of the title. */
export async function deleteTitle(db: Db, customerId: number, id: number, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockTitles(tx, customerId);
    const title = await titleOf(tx, customerId, id);
    await tx.delete(invoiceTitles).where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.customerId, customerId)));
    if (title.isDefault) {
      const [newest] = await tx.select({ id: invoiceTitles.id }).from(invoiceTitles).where(eq(invoiceTitles.customerId, customerId)).orderBy(desc(invoiceTitles.id)).limit(1);
      if (newest) await makeDefault(tx, customerId, newest.id, now);
    }
    return { id };
  });
}

/** `POST /api/wInvoiceTitle/email`. */
export async function saveInvoiceEmail(db: Db, customerId: number, email: string, now: Date): Promise<{ email: string }> {
  await db
    .insert(invoiceSettings)
    .values({ customerId, email, updatedAt: now })
    .onConflictDoUpdate({ target: invoiceSettings.customerId, set: { email, updatedAt: now } });
  return { email };
}
