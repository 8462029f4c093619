/**
 * The whole demo history on a fresh demo seed, as `npm start` writes it: every personal-center
 * page of both demo customers has something to show, the money adds up, 张伟's overdue bill stops
 * his next order with the reason while the company may rent on, his invoices show what happens
 * when invoiced money goes back (待红冲, 已红冲), each 余额明细 reads down in time, and a second start
 * writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { BillSummary } from '@/contract/bills';
import { INVOICE_STATUS, type InvoiceRequestSummary, type SysInvoiceRequest } from '@/contract/invoices';
import type { LedgerEntryView } from '@/contract/money';
import type { NotificationPage } from '@/contract/notifications';
import type { OrderStatusCounts } from '@/contract/orderFulfilment';
import { ORDER_STATUS } from '@/contract/orders';
import type { UpgradeOffers } from '@/contract/upgrades';
import { customers, orderUpgrades, rentalOrders } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { shanghaiDay } from '../../domain/shared/calendar';
import { startTestServer, type TestServer } from '../../testing/harness';
import { assertLedgerAddsUp } from '../../testing/moneyScenarios';
import { rentableSkus } from '../../testing/rentals';
import { logInAsAdmin, logInAsMerchant } from '../../testing/staff';
import { seedDemoHistory } from './history';
import { silentLogger } from '../../runtime/log';

let server: TestServer;
const token: Record<'personal' | 'company', string> = { personal: '', company: '' };

before(async () => {
  server = await startTestServer();
  const written = await seedDemoHistory(server.db, { now: server.clock.now(), payment: server.payment, log: silentLogger });
  assert.deepEqual(written, { coupons: true, orders: true, money: true, upgrades: true, invoices: true, serviceRequests: 3, console: true, applications: 3 });
  for (const who of ['personal', 'company'] as const) {
    const login = await server.post('/api/register/reg/paLogin', { phone: DEMO_ACCOUNTS[who].phone, passWord: DEMO_ACCOUNTS[who].password });
    token[who] = String(login.body.token);
  }
});
after(() => server.close());

const rowsOf = async (path: string, who: 'personal' | 'company', body?: object) => {
  const answer = body === undefined ? await server.get<never>(path, { token: token[who] }) : await server.post<never>(path, body, { token: token[who] });
  assert.equal(answer.body.code, 200, `${path}: ${answer.body.msg}`);
  return (answer.body.rows ?? answer.body.data) as unknown;
};
const total = async (path: string, who: 'personal' | 'company', body: object = {}) => {
  const answer = await server.post<never>(path, { limit: 10, ...body }, { token: token[who] });
  assert.equal(answer.body.code, 200, `${path}: ${answer.body.msg}`);
  return answer.body.total as number;
};

test('each demo customer finds every page of the personal center lived in', async () => {
  for (const who of ['personal', 'company'] as const) {
    const counts = (await rowsOf('/api/wOrder/statusCount', who)) as OrderStatusCounts;
    assert.ok(Object.values(counts.byStatus).filter((n) => n > 0).length >= 8, `${who}: orders in most statuses ${JSON.stringify(counts.byStatus)}`);
    assert.ok((await total('/api/wBill/list', who)) > 0, `${who}: bills`);
    assert.ok((await total('/api/wDevice/list', who)) > 0, `${who}: devices`);
    assert.ok((await total('/api/wInvoice/list', who)) > 0, `${who}: invoices`);
    assert.ok((await total('/api/wService/list', who)) > 0, `${who}: service requests`);
    assert.ok((await total('/api/wUser/ledger', who)) > 0, `${who}: account ledger`);
    const news = (await server.get<never>('/api/wUserNews/listForPage?page=1&limit=99', { token: token[who] })).body as unknown as NotificationPage;
    assert.ok(news.unreadCount > 0 && news.unreadCount < news.page.totalCount, `${who}: 消息 read and unread`);
  }
  const coupons = (await rowsOf('/api/wCouponUser/counts', 'personal')) as Record<string, number>;
  assert.ok(Object.values(coupons).filter((n) => n > 0).length >= 3, `张伟's coupons available, used and expired: ${JSON.stringify(coupons)}`);
});

test('张伟 has one overdue bill with its late fee, and it stops his next order with the reason; the company may rent on', async () => {
  const summary = (await rowsOf('/api/wBill/summary', 'personal', {})) as BillSummary;
  assert.equal(summary.overdue.count, 1);
  assert.ok(summary.overdue.lateFee > 0);
  assert.equal(((await rowsOf('/api/wBill/summary', 'company', {})) as BillSummary).overdue.count, 0);
  const [sku] = await rentableSkus(server.db, 1);
  assert.ok(sku);
  const preview = { skuId: sku.skuId, termMonths: 12, quantity: 1 };
  assert.equal((await server.post('/api/wOrder/liJi', preview, { token: token.personal })).body.msg, '您有逾期未付的账单，请先在“我的账单”结清后再下单');
  assert.equal((await server.post('/api/wOrder/liJi', preview, { token: token.company })).body.code, 200);
});

test('the coupon order paid before the bill fell overdue passed its risk check: nothing the history wrote was refused', async () => {
  const people = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, DEMO_ACCOUNTS.personal.phone));
  const orders = await server.db
    .select({ status: rentalOrders.status })
    .from(rentalOrders)
    .where(eq(rentalOrders.customerId, people[0]?.id ?? 0));
  assert.ok(orders.some((order) => order.status === ORDER_STATUS.awaitingShipment));
});

test('张伟 finds on 我的发票 an invoice 待红冲 (his early return gave back the month paid ahead) and one 已红冲; the back office lists the 待红冲 one first', async () => {
  const rows = (await rowsOf('/api/wInvoice/list', 'personal', { limit: 50 })) as InvoiceRequestSummary[];
  const awaiting = rows.filter((row) => row.status === INVOICE_STATUS.awaitingRedLetter);
  const reversed = rows.filter((row) => row.status === INVOICE_STATUS.redLettered);
  assert.equal(awaiting.length, 1, JSON.stringify(rows.map((row) => row.statusName)));
  assert.equal(reversed.length, 1);
  assert.equal(awaiting[0]?.moneyBackReason, '订单提前归还，预付租金已退回');
  assert.ok(reversed[0]?.redLetterNo && reversed[0].redLetterDate && reversed[0].invoiceDate && reversed[0].redLetterDate >= reversed[0].invoiceDate);
  const today = shanghaiDay(server.clock.now());
  for (const row of [...awaiting, ...reversed])
    assert.ok(row.invoiceDate && row.invoiceDate >= row.createdAt.slice(0, 10) && row.invoiceDate <= today, `${row.requestNo} dated ${row.invoiceDate}`);
  for (const staff of [await logInAsAdmin(server), await logInAsMerchant(server)]) {
    const listed = await server.get<never>('/api/wInvoice/sys/list?limit=10', { token: staff.token });
    assert.equal((listed.body.rows as SysInvoiceRequest[])[0]?.requestNo, awaiting[0]?.requestNo);
  }
});

test('each bought its newest laptops out; the bills the buyout settled are 买断结清', async () => {
  for (const who of ['personal', 'company'] as const) {
    const counts = (await rowsOf('/api/wOrder/statusCount', who)) as OrderStatusCounts;
    assert.equal(counts.byStatus[ORDER_STATUS.boughtOut], 1, who);
    assert.ok((await total('/api/wBill/list', who, { status: 5 })) > 0, who);
  }
});

test('each balance is its demo start plus its ledger', async () => {
  for (const who of ['personal', 'company'] as const) {
    const [row] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, DEMO_ACCOUNTS[who].phone));
    assert.ok(row);
    await assertLedgerAddsUp(server, row.id, DEMO_ACCOUNTS[who].balance);
  }
});

test("each 余额明细 reads down in time: the newest row's 余额 is the balance, each row's the one below it plus its amount", async () => {
  for (const who of ['personal', 'company'] as const) {
    const answer = await server.post<never>('/api/wUser/ledger', { page: 1, limit: 50 }, { token: token[who] });
    const rows = answer.body.rows as LedgerEntryView[];
    assert.ok(rows.length > 10 && rows.length === answer.body.total, `${who}: the whole ledger on one page`);
    const [row] = await server.db.select({ balance: customers.balance }).from(customers).where(eq(customers.phone, DEMO_ACCOUNTS[who].phone));
    assert.equal(rows[0]?.balanceAfter, row?.balance, `${who}: the newest row`);
    for (const [index, entry] of rows.entries()) {
      const below = rows[index + 1];
      if (below) assert.equal(entry.balanceAfter, below.balanceAfter + entry.amount, `${who}: ${entry.at} ${entry.description} follows ${below.at} ${below.description}`);
    }
  }
});

test('a second start writes nothing', async () => {
  const orders = (await server.db.select({ id: rentalOrders.id }).from(rentalOrders)).length;
  const again = await seedDemoHistory(server.db, { now: server.clock.now(), payment: server.payment, log: silentLogger });
  assert.deepEqual(again, { coupons: false, orders: false, money: false, upgrades: false, invoices: false, serviceRequests: 0, console: false, applications: 0 });
  assert.equal((await server.db.select({ id: rentalOrders.id }).from(rentalOrders)).length, orders);
});

test('the demo shows an upgrade: the company finished one (its later bills at the new rent), and a running rental still has offers', async () => {
  const [company] = await server.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, DEMO_ACCOUNTS.company.phone));
  assert.ok(company);
  const upgrades = await server.db.select().from(orderUpgrades).where(eq(orderUpgrades.customerId, company.id));
  assert.deepEqual(
    upgrades.map((upgrade) => [upgrade.status, upgrade.paidBy]),
    [['completed', 'balance']],
  );
  const [upgrade] = upgrades;
  assert.ok(upgrade && upgrade.periodsRewritten > 0);
  let offered = 0;
  for (const who of ['personal', 'company'] as const) {
    const renting = (await rowsOf('/api/wOrder/dingD', who, { page: 1, limit: 50, status: ORDER_STATUS.renting })) as { orderNo: string }[];
    for (const order of renting) offered += ((await rowsOf('/api/wGoods/upGoodsItem', who, { orderNo: order.orderNo })) as UpgradeOffers).offers.length;
  }
  assert.ok(offered > 0, 'a running demo rental has an upgrade offer');
});
