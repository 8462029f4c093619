import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { INVOICE_STATUS, type InvoiceRequestDetail, type InvoiceRequestSummary, type InvoiceSettings } from '@/contract/invoices';
import { startTestServer, type TestServer } from '../../testing/harness';
import { logIn } from '../../testing/invoices';
import { invoiceRequests } from '../schema';
import { DEMO_ACCOUNTS } from '../seed';
import { DEMO_COMPANY_TAX_NO, seedInvoiceDemo } from './invoices';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

async function requestsOf(token: string): Promise<InvoiceRequestSummary[]> {
  const answer = await server.post<never>('/api/wInvoice/list', {}, { token });
  assert.equal(answer.body.code, 200, answer.body.msg);
  return answer.body.rows as InvoiceRequestSummary[];
}

test('the invoice demo gives the company an approved qualification, an issued special invoice and an open request, and the person an issued ordinary invoice; once', async () => {
  assert.equal(await seedInvoiceDemo(server.db, server.clock.now()), true);
  assert.equal(await seedInvoiceDemo(server.db, server.clock.now()), false, 'written once per database');

  const company = await logIn(server, DEMO_ACCOUNTS.company.phone, DEMO_ACCOUNTS.company.password);
  const settings = (await server.get<InvoiceSettings>('/api/wInvoiceTitle/info', { token: company.token })).body.data;
  assert.ok(settings);
  assert.equal(settings.email, 'caiwu@yunqi-tech.example.cn');
  assert.deepEqual(settings.titles.map((title) => [title.name, title.taxNo, title.isDefault]), [[DEMO_ACCOUNTS.company.companyName, DEMO_COMPANY_TAX_NO, true]]);
  assert.equal(settings.qualification?.statusName, '已通过');
  const companyRequests = await requestsOf(company.token);
  assert.deepEqual(companyRequests.map((row) => [row.typeName, row.statusName]).sort(), [['增值税专用发票', '已开具'], ['增值税专用发票', '申请中']]);
  const issued = companyRequests.find((row) => row.statusName === '已开具');
  assert.match(issued?.invoiceNo ?? '', /^\d{20}$/);
  assert.match(issued?.issuedAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.equal(issued?.invoiceDate, issued?.issuedAt?.slice(0, 10), 'dated the day it was issued');
  const detail = await server.get<InvoiceRequestDetail>(`/api/wInvoice/${issued?.requestNo}`, { token: company.token });
  assert.deepEqual(detail.body.data?.items.map((item) => item.kindName), ['租金']);

  const person = await logIn(server, DEMO_ACCOUNTS.personal.phone, DEMO_ACCOUNTS.personal.password);
  const personRequests = await requestsOf(person.token);
  assert.deepEqual(personRequests.map((row) => [row.typeName, row.statusName, row.buyer.name]), [['增值税普通发票', '已开具', DEMO_ACCOUNTS.personal.personName]]);
  // Each issued demo invoice stores its own date (not only the view's fallback to the issue day).
  const stored = await server.db.select({ invoiceDate: invoiceRequests.invoiceDate }).from(invoiceRequests).where(eq(invoiceRequests.status, INVOICE_STATUS.issued));
  assert.ok(stored.length >= 2 && stored.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.invoiceDate ?? '')), JSON.stringify(stored));
});
