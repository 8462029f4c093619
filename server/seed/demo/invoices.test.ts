import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { INVOICE_STATUS, type InvoiceableItem, type InvoiceRequestDetail, type InvoiceRequestSummary, type InvoiceSettings, type SysInvoiceRequest } from '@/contract/invoices';
import { shanghaiDay } from '../../domain/shared/calendar';
import { startTestServer, type TestServer } from '../../testing/harness';
import { logIn } from '../../testing/invoices';
import { logInAsMerchant } from '../../testing/staff';
import { invoiceRequests } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { DEMO_COMPANY_TAX_NO, seedInvoiceDemo } from './invoices';
import { seedDemoOrders } from './orders';

/** A bare demo seed (this part rents what it needs) and one with the orders demo before it. */
let server: TestServer;
let lived: TestServer;
before(async () => {
  server = await startTestServer();
  lived = await startTestServer();
  assert.equal(await seedDemoOrders(lived.db, lived.clock.now()), true);
  assert.equal(await seedInvoiceDemo(lived.db, lived.clock.now()), true);
});
after(async () => {
  await server.close();
  await lived.close();
});

async function requestsOf(token: string, on: TestServer = server): Promise<InvoiceRequestSummary[]> {
  const answer = await on.post<never>('/api/wInvoice/list', { limit: 50 }, { token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return answer.body.rows as InvoiceRequestSummary[];
}

/** Each date an invoice carries lies between the request's day and today in Shanghai; a red-letter one not before the invoice. */
function assertDatedInOrder(row: InvoiceRequestSummary, today: string): void {
  const requested = row.createdAt.slice(0, 10);
  assert.ok(row.invoiceDate && row.invoiceDate >= requested && row.invoiceDate <= today, `${row.statusName}: invoice dated ${row.invoiceDate}, requested ${requested}`);
  assert.ok(row.issuedAt && row.issuedAt >= row.createdAt, `${row.statusName}: issued ${row.issuedAt} after the request ${row.createdAt}`);
  if (row.moneyBackAt !== null)
    assert.ok(row.issuedAt < row.moneyBackAt && row.moneyBackAt.slice(0, 10) <= today, `${row.statusName}: money back ${row.moneyBackAt} after the issue ${row.issuedAt}`);
  if (row.redLetterDate !== null) {
    assert.ok(row.redLetterDate >= row.invoiceDate && row.redLetterDate <= today, `red-letter invoice dated ${row.redLetterDate}, the invoice ${row.invoiceDate}`);
    assert.ok(row.moneyBackAt && row.redLetteredAt && row.redLetteredAt > row.moneyBackAt, `red-lettered ${row.redLetteredAt} after the money went back ${row.moneyBackAt}`);
  }
}

test('the invoice demo gives the company an approved qualification, an issued special invoice and an open request, and the person an issued ordinary invoice; once', async () => {
  assert.equal(await seedInvoiceDemo(server.db, server.clock.now()), true);
  assert.equal(await seedInvoiceDemo(server.db, server.clock.now()), false, 'written once per database');

  const company = await logIn(server, DEMO_ACCOUNTS.company.phone, DEMO_ACCOUNTS.company.password);
  const settings = (await server.get<InvoiceSettings>('/api/wInvoiceTitle/info', { token: company.token })).body.data;
  assert.ok(settings);
  assert.equal(settings.email, 'caiwu@yunqi-tech.example.cn');
  assert.deepEqual(
    settings.titles.map((title) => [title.name, title.taxNo, title.isDefault]),
    [[DEMO_ACCOUNTS.company.companyName, DEMO_COMPANY_TAX_NO, true]],
  );
  assert.equal(settings.qualification?.statusName, '已通过');
  const companyRequests = await requestsOf(company.token);
  assert.deepEqual(companyRequests.map((row) => [row.typeName, row.statusName]).sort(), [
    ['增值税专用发票', '已开具'],
    ['增值税专用发票', '申请中'],
  ]);
  const issued = companyRequests.find((row) => row.statusName === '已开具');
  assert.match(issued?.invoiceNo ?? '', /^\d{20}$/);
  assert.match(issued?.issuedAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(issued?.invoiceDate, issued?.issuedAt?.slice(0, 10), 'dated the day it was issued');
  const detail = await server.get<InvoiceRequestDetail>(`/api/wInvoice/${issued?.requestNo}`, { token: company.token });
  assert.deepEqual(
    detail.body.data?.items.map((item) => item.kindName),
    ['租金'],
  );

  const person = await logIn(server, DEMO_ACCOUNTS.personal.phone, DEMO_ACCOUNTS.personal.password);
  const personRequests = await requestsOf(person.token);
  assert.deepEqual(
    personRequests.map((row) => [row.typeName, row.statusName, row.buyer.name]),
    [['增值税普通发票', '已开具', DEMO_ACCOUNTS.personal.personName]],
  );
  // Each issued demo invoice stores its own date (not only the view's fallback to the issue day).
  const stored = await server.db.select({ invoiceDate: invoiceRequests.invoiceDate }).from(invoiceRequests).where(eq(invoiceRequests.status, INVOICE_STATUS.issued));
  assert.ok(stored.length >= 2 && stored.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.invoiceDate ?? '')), JSON.stringify(stored));
  const personSettings = (await server.get<InvoiceSettings>('/api/wInvoiceTitle/info', { token: person.token })).body.data;
  assert.deepEqual(
    personSettings?.titles.map((title) => [title.kind, title.name, title.isDefault]),
    [['person', DEMO_ACCOUNTS.personal.personName, true]],
  );
  assert.equal(personSettings?.email, 'zhangwei@example.cn');
});

test('after the orders demo 张伟 has, besides his issued invoice, one 待红冲 (rent paid ahead given back by an early return) and one 已红冲 (an order the platform closed), dated in order; the shop sees the 待红冲 one first', async () => {
  const person = await logIn(lived, DEMO_ACCOUNTS.personal.phone, DEMO_ACCOUNTS.personal.password);
  const rows = await requestsOf(person.token, lived);
  assert.deepEqual(rows.map((row) => row.statusName).sort(), ['已开具', '已红冲', '待红冲']);
  const today = shanghaiDay(lived.clock.now());
  for (const row of rows) {
    assert.equal(row.typeName, '增值税普通发票');
    assertDatedInOrder(row, today);
  }

  const awaiting = rows.find((row) => row.status === INVOICE_STATUS.awaitingRedLetter);
  assert.equal(awaiting?.moneyBackReason, '订单提前归还，预付租金已退回');
  assert.equal(awaiting?.redLetterNo, null);
  const covered = (await lived.get<InvoiceRequestDetail>(`/api/wInvoice/${awaiting?.requestNo}`, { token: person.token })).body.data?.items ?? [];
  assert.deepEqual(
    covered.map((item) => item.period),
    [1, 2, 3],
    'the rent paid up to the return, its third month paid ahead',
  );
  assert.equal(new Set(covered.map((item) => item.orderNo)).size, 1);

  const reversed = rows.find((row) => row.status === INVOICE_STATUS.redLettered);
  assert.equal(reversed?.moneyBackReason, '订单已关闭，支付款已退回');
  assert.match(reversed?.redLetterNo ?? '', /^\d{20}$/);
  assert.notEqual(reversed?.redLetterNo, reversed?.invoiceNo);

  // The rent that went back is never offered for a new invoice.
  const free = await lived.post<never>('/api/wInvoice/invoiceable', { limit: 50 }, { token: person.token });
  const freeOrders = new Set((free.body.rows as InvoiceableItem[]).map((item) => `${item.orderNo}:${item.period}`));
  assert.ok(!freeOrders.has(`${covered[0]?.orderNo}:3`));

  const merchant = await logInAsMerchant(lived);
  const listed = await lived.get<never>('/api/wInvoice/sys/list?limit=10', { token: merchant.token });
  assert.equal(listed.body.code, 200, listed.body.msg);
  const [first] = listed.body.rows as SysInvoiceRequest[];
  assert.equal(first?.requestNo, awaiting?.requestNo, 'the merchant finds the invoice awaiting its red-letter invoice first');
  assert.equal(first?.customerPhone, DEMO_ACCOUNTS.personal.phone);
});
