/**
 * The same schema, migrations and rules on a PostgreSQL server (DATABASE_URL). `npm run
 * test:server:pg` provides TEST_DATABASE_URL (scripts/with-postgres.sh installs and starts a
 * local server); the database it names is emptied first, so it must be a throwaway one.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CaptchaChallenge, LoginData, MenuItem } from '@/contract/auth';
import type { GoodsCard, GoodsDetail, RecommendedGoods } from '@/contract/goods';
import { eq } from 'drizzle-orm';
import { createSession } from '../domain/auth/sessions';
import { createCustomer } from '../domain/customers/accounts';
import { HOUR_MS, SECOND_MS } from '../domain/shared/clock';
import { racingPayAllsAgainstAShortBalance, racingPaymentsOfOverlappingBills } from '../testing/billScenarios';
import { racingDepositFreeOrders } from '../testing/creditScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { tenRacingRiskChecksOfAnOrderPaidOnline, twentySandboxLoopsOnOneOrder } from '../testing/moneyScenarios';
import {
  racingNotificationsOfOneTrade,
  racingOrdersForTheLastUnits,
  racingSchedulerRuns,
  tenRacingPaymentsOfOneBill,
  tenRacingPaymentsOfOneOrder,
  tenRacingSubmitsOfOneOrder,
  tenRetriesWithOneKey,
  twentyRacingPaymentsOfThreeOrders,
} from '../testing/rentalScenarios';
import { tenRacingRiskChecksOfARejectedOrder } from '../testing/riskScenarios';
import { MIGRATIONS_DIR } from '../testing/template';
import { emptyTestDatabase, testDatabaseUrl } from '../testing/testDatabase';
import { tenRacingTransfersWithOneKey } from '../testing/transferScenarios';
import { openDatabase } from './client';
import { couponTemplates, customerCoupons } from './schema';
import { seedDatabase } from '../seed/seed';

const url = testDatabaseUrl();

let server: TestServer;
before(async () => {
  await emptyTestDatabase(url);
  // Replicas starting together: the advisory lock lets one migrate and seed while the others wait.
  const replicas = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
  await Promise.all(replicas.map((replica) => replica.migrate(MIGRATIONS_DIR, (db) => seedDatabase(db, { demo: true, now: new Date() }))));
  await Promise.all(replicas.map((replica) => replica.close()));
  server = await startTestServer({ databaseUrl: url });
});
after(async () => {
  if (server) await server.close();
});

test('two replicas migrating at once leave one copy of the demo data', async () => {
  const answer = await server.get<RecommendedGoods[]>('/api/wGoods/yptj');
  assert.equal(answer.body.code, 200);
  assert.equal(new Set(answer.body.data?.map((item) => item.name)).size, answer.body.data?.length);
  assert.ok((answer.body.data?.length ?? 0) >= 4);
});

test('registration, password login and userInfo work on PostgreSQL', async () => {
  const account = await server.registerPersonal();
  const login = await server.post<LoginData>('/api/register/reg/paLogin', { phone: account.phone, passWord: account.passWord });
  assert.equal(login.body.code, 200);
  const info = await server.post('/auth/api/info/token', {}, { token: String(login.body.token) });
  assert.equal(info.body.code, 200);
});

test('the SMS cooldown holds on PostgreSQL, even for simultaneous requests', async () => {
  const phone = server.newPhone();
  server.clock.advance(61 * SECOND_MS);
  const answers = await Promise.all(Array.from({ length: 5 }, () => server.sendCode(phone, 1)));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 1);
});

test('the back office logs in and reads its menu on PostgreSQL', async () => {
  const captcha = await server.get<CaptchaChallenge>('/auth/api/captcha');
  const uuid = captcha.body.data?.uuid ?? '';
  const text = (await server.get<{ text: string }>(`/dev/captcha/latest?uuid=${uuid}`)).body.data?.text ?? '';
  const login = await server.post('/auth/api/login/sys', { username: 'admin', password: 'Admin@2026', code: text, uuid });
  assert.equal(login.body.code, 200, login.body.msg);
  const menus = await server.get<{ list: MenuItem[] }>('/auth/api/menus/sys/90', { token: String(login.body.token) });
  const list = menus.body.data?.list ?? [];
  assert.deepEqual(
    list.map((item) => item.name),
    ['工作台', '商品管理', '订单管理', '设备管理', '售后服务', '平台管理'],
  );
  assert.equal(list.find((item) => item.name === '平台管理')?.children.length, 10);
});

test('the catalogue search (trigram index, escaped wildcards) and goods details work on PostgreSQL', async () => {
  const found = await server.get('/api/wGoods/search?keyword=thinkpad&sort=priceAsc&limit=60');
  const rows = (found.body as unknown as { rows: GoodsCard[]; total: number }).rows;
  assert.equal(found.body.code, 200);
  assert.ok(rows.length >= 10 && rows.every((card, i) => i === 0 || (rows[i - 1]?.monthlyRent ?? 0) <= card.monthlyRent));
  assert.equal((found.body as unknown as { total: number }).total, rows.length);
  assert.equal((await server.get('/api/wGoods/search?keyword=%25')).body.total, 0);
  assert.ok(((await server.get(`/api/wGoods/search?keyword=${encodeURIComponent('拯救者')}&categoryId=1`)).body.total as number) > 0);
  const first = rows[0];
  assert.ok(first);
  const detail = await server.post<GoodsDetail>('/api/wGoods/productDetails', { id: first.id });
  assert.equal(detail.body.data?.monthlyRent, first.monthlyRent, 'the triggers filled the lowest rent');
});

test('ten simultaneous coupon claims on PostgreSQL never overdraw the stock', async () => {
  const [template] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.name, '满 3000 减 350'));
  assert.ok(template);
  await server.db.update(couponTemplates).set({ remaining: 3 }).where(eq(couponTemplates.id, template.id));
  const now = server.clock.now();
  const tokens = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => {
      const customer = await createCustomer(
        server.db,
        { phone: `1350000${String(i).padStart(4, '0')}`, passwordHash: 'unused', accountType: 'personal', companyName: null, personName: '领券用户' },
        now,
      );
      assert.ok(customer);
      return createSession(server.db, { kind: 'customer', customerId: customer.id }, { now, ttlMs: HOUR_MS });
    }),
  );
  // Each customer also tries twice at once: the unique row keeps it to one coupon each.
  const answers = await Promise.all(tokens.flatMap((token) => [1, 2].map(() => server.post('/api/coupon/claim', { templateId: template.id }, { token }))));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 3);
  const [after] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.id, template.id));
  assert.equal(after?.remaining, 0);
  assert.equal((await server.db.select().from(customerCoupons).where(eq(customerCoupons.templateId, template.id))).length, 3);
});

test("twenty balance payments at once of a customer's three unpaid orders on PostgreSQL never overdraw the balance nor charge an order twice", () =>
  twentyRacingPaymentsOfThreeOrders(server));

test('the same order paid ten times at once on PostgreSQL charges once', () => tenRacingPaymentsOfOneOrder(server));

test('ten retries of one payment key at once on PostgreSQL charge once and answer alike', () => tenRetriesWithOneKey(server));

test('one order submitted ten times at once on PostgreSQL is one order', () => tenRacingSubmitsOfOneOrder(server));

test('six customers racing for the last three units on PostgreSQL get three orders', () => racingOrdersForTheLastUnits(server));

test('four scheduler runs at once on PostgreSQL cancel each timed-out order once and give its stock back once', () => racingSchedulerRuns(server));

test('one bill paid ten times at once on PostgreSQL charges once', () => tenRacingPaymentsOfOneBill(server));

test('five notifications of one paid online trade at once on PostgreSQL record one payment', () => racingNotificationsOfOneTrade(server));

test('three orders of one company at once on PostgreSQL never waive more than its credit line', () => racingDepositFreeOrders(server));

test('one change of renting entity sent ten times at once with one key on PostgreSQL makes one transfer and moves the money once', () => tenRacingTransfersWithOneKey(server));

test('ten risk checks of an order to be refused, at once, on PostgreSQL refund it once', () => tenRacingRiskChecksOfARejectedOrder(server));

test('twenty parallel loops of two trades paid at the sandbox cashier for one order on PostgreSQL leave the balance unchanged and keep one payment', () =>
  twentySandboxLoopsOnOneOrder(server));

test('ten risk checks of an order paid online, at once, on PostgreSQL refund it once through the provider and never into the balance', () =>
  tenRacingRiskChecksOfAnOrderPaidOnline(server));

test('payments of overlapping bills at once on PostgreSQL pay each bill once', () => racingPaymentsOfOverlappingBills(server));

test('two pay-alls racing for a balance that covers one on PostgreSQL: one pays, the other changes nothing', () => racingPayAllsAgainstAShortBalance(server));
