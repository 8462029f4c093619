/**
 * The invoice part of the demo: both demo customers find /invoiceInfo and /myInvoice lived in.
 *
 * - 深圳市云启科技有限公司 (13900139000): a receiving email, a company title (default), a special VAT
 *   invoice qualification approved by the platform, one 增值税专用发票 issued (invoice number and
 *   date) for paid rent, and one request 申请中;
 * - 张伟 (13800138000): a receiving email, a person title, and one 增值税普通发票 issued.
 *
 * The invoices whose money went back (张伟's 待红冲 and 已红冲) are not written here: the invoice has
 * to be issued before the refund reaches it, so the orders demo asks for them in its own chronology
 * (before the early return, before the platform closes the order) through `personInvoicing` and
 * `issuedPersonInvoice` below, and the refund moves them as in real use.
 *
 * Everything goes through the invoice domain (the same rules, claims and notifications as real
 * use) and uses the customers' paid rent as it finds it (the orders' demo comes first). A customer
 * with too little paid rent gets an order placed and paid from the balance through the order
 * domain (the risk check approves it, 待发货), so the function also works on a bare demo seed.
 * Written once per database (a marker row in app_meta, claimed first); answers false when it was already there.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { INVOICE_TYPE, QUALIFICATION_STATUS } from '@/contract/invoices';
import { shanghaiDay } from '../../domain/shared/calendar';
import { findCustomerByPhone, type CustomerAccount } from '../../domain/customers/accounts';
import { invoiceablePage } from '../../domain/invoices/invoiceable';
import { reviewQualification, submitQualification } from '../../domain/invoices/qualification';
import { requestInvoice } from '../../domain/invoices/requests';
import { issueInvoice } from '../../domain/invoices/review';
import { addTitle, saveInvoiceEmail } from '../../domain/invoices/titles';
import { placeOrder } from '../../domain/orders/place';
import { checkOrderRisk } from '../../domain/orders/risk';
import { payByBalance } from '../../domain/orders/payByBalance';
import { DAY_MS, HOUR_MS } from '../../domain/shared/clock';
import type { Staff } from '../../domain/staff/scope';
import type { Db } from '../../db/client';
import { appMeta, goods, goodsSkus, invoiceTitles, leasePlans, rentalOrders, sysUsers, vatQualifications } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';

const MARKER = 'demo_invoices_seeded_at';

/** The demo company's taxpayer number (a valid unified social credit code of a Shenzhen company). */
export const DEMO_COMPANY_TAX_NO = '91440300MA5G8K3Q21';

const COMPANY_DETAILS = {
  address: '深圳市南山区粤海街道科技园科苑路 15 号科兴科学园 B 栋 1201',
  telephone: '0755-86668888',
  bankName: '招商银行深圳科技园支行',
  bankAccount: '755912345610001',
};

/** What the demo rents when a customer has no paid rent yet: a ThinkPad T14 for 12 months. */
const DEMO_RENTAL = { goodsSlug: 'thinkpad-t14-gen5', termMonths: 12 };
const ADDRESSES = {
  personal: { name: '张伟', phone: DEMO_ACCOUNTS.personal.phone, province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号东部软件园 3 号楼 502' },
  company: { name: '李娜', phone: DEMO_ACCOUNTS.company.phone, province: '广东省', city: '深圳市', district: '南山区', detail: '科苑路 15 号科兴科学园 B 栋 1201' },
};

async function demoSku(db: Db): Promise<number> {
  const [row] = await db
    .select({ skuId: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, DEMO_RENTAL.termMonths)))
    .where(eq(goods.slug, DEMO_RENTAL.goodsSlug))
    .orderBy(asc(goodsSkus.id))
    .limit(1);
  if (!row) throw new Error(`the demo catalogue has no ${DEMO_RENTAL.goodsSlug} with a ${DEMO_RENTAL.termMonths}-month plan`);
  return row.skuId;
}

/** A rental placed, paid from the balance and approved by the risk check, through the order domain. */
async function rentAndPay(db: Db, customer: CustomerAccount, address: (typeof ADDRESSES)[keyof typeof ADDRESSES], at: Date): Promise<void> {
  const order = await placeOrder(
    db,
    customer,
    { items: [{ skuId: await demoSku(db), termMonths: DEMO_RENTAL.termMonths, quantity: 1 }], address, idempotencyKey: randomUUID() },
    at,
  );
  await payByBalance(db, customer.id, { orderNo: order.orderNo, idempotencyKey: randomUUID() }, at);
  const [row] = await db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, order.orderNo));
  if (row) await checkOrderRisk(db, row.id, at);
}

/** The customer's paid rent free to invoice, at least `needed` of it (renting more when short), oldest payment first. */
async function paidRent(db: Db, customer: CustomerAccount, address: (typeof ADDRESSES)[keyof typeof ADDRESSES], needed: number, now: Date) {
  let free = await invoiceablePage(db, customer.id, { page: 1, limit: 50 });
  for (let placed = free.total; placed < needed; placed += 1) await rentAndPay(db, customer, address, new Date(now.getTime() - 2 * DAY_MS));
  free = await invoiceablePage(db, customer.id, { page: 1, limit: 50 });
  return [...free.rows].reverse();
}

/** When a request for amounts paid at `paidAt` was made (a day later), and issued (two more days), never after `now`. */
function timesAfter(paidAt: string, now: Date): { requested: Date; issued: Date } {
  const paid = new Date(`${paidAt.replace(' ', 'T')}+08:00`).getTime();
  const requested = Math.min(paid + DAY_MS, now.getTime() - HOUR_MS);
  return { requested: new Date(Math.max(paid, requested)), issued: new Date(Math.min(Math.max(paid, requested) + 2 * DAY_MS, now.getTime())) };
}

const PERSON_EMAIL = 'zhangwei@example.cn';

/**
 * 张伟's receiving email and person title (his default), saved at `at` unless he has a title
 * already: the orders demo saves them early in his story (it asks for invoices before this demo
 * runs), and this demo finds them there, or saves them itself on a bare seed.
 */
export async function personInvoicing(db: Db, person: CustomerAccount, at: Date): Promise<{ titleId: number; email: string }> {
  const [title] = await db
    .select({ id: invoiceTitles.id })
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.customerId, person.id), eq(invoiceTitles.kind, 'person')))
    .orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id))
    .limit(1);
  if (title) return { titleId: title.id, email: PERSON_EMAIL };
  await saveInvoiceEmail(db, person.id, PERSON_EMAIL, at);
  const added = await addTitle(db, person, { kind: 'person', name: DEMO_ACCOUNTS.personal.personName, isDefault: true }, at);
  return { titleId: added.id, email: PERSON_EMAIL };
}

/**
 * A 增值税普通发票 for the person's paid rent bills `billIds` (of one shop): requested at
 * `requestedAt`, issued by `seller` at `issuedAt` and dated that Shanghai day. Answers the request
 * number, for the red-letter invoice that may follow.
 */
export async function issuedPersonInvoice(
  db: Db,
  person: CustomerAccount,
  seller: Staff,
  input: { billIds: readonly number[]; invoiceNo: string; idempotencyKey: string; requestedAt: Date; issuedAt: Date },
): Promise<string> {
  const { titleId, email } = await personInvoicing(db, person, input.requestedAt);
  const request = await requestInvoice(
    db,
    person,
    { type: INVOICE_TYPE.ordinary, titleId, items: input.billIds.map((sourceId) => ({ kind: 'rent' as const, sourceId })), email, idempotencyKey: input.idempotencyKey },
    input.requestedAt,
  );
  await issueInvoice(db, seller, { requestNo: request.requestNo, invoiceNo: input.invoiceNo, invoiceDate: shanghaiDay(input.issuedAt) }, input.issuedAt);
  return request.requestNo;
}

export async function seedInvoiceDemo(db: Db, now: Date): Promise<boolean> {
  // Claimed first: the domain functions below each commit on their own, so a second run (or a
  // replica starting at the same time) must never start; a run that fails half-way stays partial.
  const [claimed] = await db.insert(appMeta).values({ key: MARKER, value: now.toISOString(), updatedAt: now }).onConflictDoNothing().returning();
  if (!claimed) return false;
  const [company, person] = [await findCustomerByPhone(db, DEMO_ACCOUNTS.company.phone), await findCustomerByPhone(db, DEMO_ACCOUNTS.personal.phone)];
  const [platform] = await db.select().from(sysUsers).where(eq(sysUsers.username, DEMO_ACCOUNTS.admin.username));
  if (!company || !person || !platform) throw new Error('the invoice demo needs the demo accounts');

  // The company: email, title, approved qualification, one special invoice issued and one requested.
  const companyRent = await paidRent(db, company, ADDRESSES.company, 2, now);
  const [companyFirst, companySecond] = companyRent;
  if (!companyFirst || !companySecond) throw new Error('the demo company has no paid rent to invoice');
  const companyTimes = timesAfter(companyFirst.paidAt, now);
  await saveInvoiceEmail(db, company.id, 'caiwu@yunqi-tech.example.cn', companyTimes.requested);
  await addTitle(
    db,
    company,
    { kind: 'company', name: DEMO_ACCOUNTS.company.companyName, taxNo: DEMO_COMPANY_TAX_NO, ...COMPANY_DETAILS, isDefault: true },
    companyTimes.requested,
  );
  const qualification = await submitQualification(db, company, { name: DEMO_ACCOUNTS.company.companyName, taxNo: DEMO_COMPANY_TAX_NO, ...COMPANY_DETAILS }, companyTimes.requested);
  const [current] = await db.select({ status: vatQualifications.status }).from(vatQualifications).where(eq(vatQualifications.id, qualification.id));
  if (current?.status === QUALIFICATION_STATUS.pending) await reviewQualification(db, platform, { id: qualification.id, approved: true }, companyTimes.requested);
  const special = await requestInvoice(
    db,
    company,
    {
      type: INVOICE_TYPE.special,
      items: [{ kind: companyFirst.kind, sourceId: companyFirst.sourceId }],
      email: 'caiwu@yunqi-tech.example.cn',
      idempotencyKey: 'demo-invoice-company-issued',
    },
    companyTimes.requested,
  );
  await issueInvoice(db, platform, { requestNo: special.requestNo, invoiceNo: '26442000000083560017', invoiceDate: shanghaiDay(companyTimes.issued) }, companyTimes.issued);
  await requestInvoice(
    db,
    company,
    {
      type: INVOICE_TYPE.special,
      items: [{ kind: companySecond.kind, sourceId: companySecond.sourceId }],
      email: 'caiwu@yunqi-tech.example.cn',
      idempotencyKey: 'demo-invoice-company-open',
    },
    timesAfter(companySecond.paidAt, now).requested,
  );

  // The person: email, title, one ordinary invoice issued.
  const [personFirst] = await paidRent(db, person, ADDRESSES.personal, 1, now);
  if (!personFirst) throw new Error('the demo person has no paid rent to invoice');
  const personTimes = timesAfter(personFirst.paidAt, now);
  const { titleId, email } = await personInvoicing(db, person, personTimes.requested);
  const ordinary = await requestInvoice(
    db,
    person,
    { type: INVOICE_TYPE.ordinary, titleId, items: [{ kind: personFirst.kind, sourceId: personFirst.sourceId }], email, idempotencyKey: 'demo-invoice-person-issued' },
    personTimes.requested,
  );
  await issueInvoice(db, platform, { requestNo: ordinary.requestNo, invoiceNo: '26332000000041270093', invoiceDate: shanghaiDay(personTimes.issued) }, personTimes.issued);
  return true;
}
