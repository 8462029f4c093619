import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { asc } from 'drizzle-orm';
import type { ClaimedCoupon } from '@/contract/coupons';
import type { MyCoupon, MyCouponCounts } from '@/contract/customerCoupons';
import type { RentalOrderView } from '@/contract/orders';
import { seedCouponDemo } from '../seed/demo/identity';
import { couponTemplates } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { DAY_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';
import { rentableSkus } from '../testing/rentals';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const ADDRESS = { name: '王小明', phone: '13600001111', province: '广东', city: '深圳', district: '南山区', detail: '科技园南区 8 栋 1201' };

async function templatesByName(): Promise<Map<string, { id: number; validDays: number; scope: string }>> {
  const rows = await server.db.select().from(couponTemplates).orderBy(asc(couponTemplates.id));
  return new Map(rows.map((row) => [row.name, row]));
}

const tab = (token: string, name: string, query = '') => server.get<never>(`/api/wCouponUser/list?tab=${name}${query}`, { token });
const counts = async (token: string) => (await server.get<MyCouponCounts>('/api/wCouponUser/counts', { token })).body.data;
const rowsOf = (answer: Awaited<ReturnType<typeof tab>>) => answer.body.rows as MyCoupon[];

test('coupons sit in the available, used and expired tabs, counted, with their threshold, scope, expiry and the order that took one', async () => {
  const customer = await server.registerPersonal();
  const templates = await templatesByName();
  const claim = async (name: string) => {
    const template = templates.get(name);
    assert.ok(template, name);
    const answer = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token: customer.token });
    assert.ok(answer.body.data, answer.body.msg);
    return answer.body.data;
  };
  const newcomer = await claim('新人专享券');
  const gaming = await claim('游戏本专享 满 500 减 60');
  const student = await claim('学生轻薄本券');
  assert.deepEqual(await counts(customer.token), { available: 3, used: 0, expired: 0 });

  // One is used on an order, paid.
  const [sku] = await rentableSkus(server.db, 1);
  assert.ok(sku);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, couponId: newcomer.id, idempotencyKey: randomUUID() },
    { token: customer.token },
  );
  assert.ok(placed.body.data, placed.body.msg);

  // Time passes: the student coupon (45 days) and the gaming coupon (30 days) both run out; move just past the gaming one.
  server.clock.advance(31 * DAY_MS);
  // The session has lapsed meanwhile: log in again.
  const login = await server.post('/api/register/reg/paLogin', { phone: customer.phone, passWord: customer.passWord });
  const token = String(login.body.token);
  const available = await tab(token, 'available');
  assert.deepEqual(
    rowsOf(available).map((coupon) => coupon.id),
    [student.id],
  );
  const expired = rowsOf(await tab(token, 'expired'));
  assert.deepEqual(
    expired.map((coupon) => [coupon.id, coupon.tabName, coupon.name, coupon.threshold, coupon.scope]),
    [[gaming.id, '已过期', '游戏本专享 满 500 减 60', 500_00, '限游戏本']],
  );
  assert.equal(expired[0]?.expiresAt, gaming.expiresAt);
  const used = rowsOf(await tab(token, 'used'));
  assert.deepEqual(
    used.map((coupon) => [coupon.id, coupon.tabName, coupon.orderNo, coupon.amount, coupon.scope]),
    [[newcomer.id, '已使用', placed.body.data.orderNo, 50_00, '全场通用']],
  );
  assert.ok(used[0]?.usedAt);
  assert.deepEqual(await counts(token), { available: 1, used: 1, expired: 1 });
  server.clock.set('2026-03-02T02:00:00Z');
});

test('a coupon on an order cancelled unpaid comes back to the available tab; paging and a wrong tab', async () => {
  const customer = await server.registerPersonal();
  const templates = await templatesByName();
  const template = templates.get('新人专享券');
  assert.ok(template);
  const coupon = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token: customer.token });
  assert.ok(coupon.body.data);
  const [sku] = await rentableSkus(server.db, 1);
  assert.ok(sku);
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, couponId: coupon.body.data.id, idempotencyKey: randomUUID() },
    { token: customer.token },
  );
  assert.ok(placed.body.data, placed.body.msg);
  assert.deepEqual(await counts(customer.token), { available: 0, used: 1, expired: 0 });
  await server.post('/api/wOrder/cancel', { orderNo: placed.body.data.orderNo }, { token: customer.token });
  assert.deepEqual(await counts(customer.token), { available: 1, used: 0, expired: 0 });

  const paged = await tab(customer.token, 'available', '&page=2&limit=1');
  assert.deepEqual([paged.body.rows, paged.body.total], [[], 1]);
  assert.deepEqual((await tab(customer.token, 'gone')).body, { code: 500, msg: '优惠券状态不正确，应为 available、used 或 expired' });
  // Without a tab: the available ones.
  assert.equal((await server.get<never>('/api/wCouponUser/list', { token: customer.token })).body.total, 1);
});

test('a customer sees only their own coupons', async () => {
  const owner = await server.registerPersonal();
  const stranger = await server.registerPersonal();
  const [template] = [...(await templatesByName()).values()];
  assert.ok(template);
  await server.post('/api/coupon/claim', { templateId: template.id }, { token: owner.token });
  assert.deepEqual(await counts(stranger.token), { available: 0, used: 0, expired: 0 });
  assert.equal((await tab(stranger.token, 'available')).body.total, 0);
  assert.equal((await server.get('/api/wCouponUser/counts')).status, 401);
});

test('the coupon demo gives the demo person coupons in every tab, through a real order, and only once', async () => {
  const login = await server.post('/api/register/reg/paLogin', { phone: DEMO_ACCOUNTS.personal.phone, passWord: DEMO_ACCOUNTS.personal.password });
  const token = String(login.body.token);
  assert.equal(await seedCouponDemo(server.db, DEMO_ACCOUNTS, server.clock.now()), true);
  assert.deepEqual(await counts(token), { available: 2, used: 1, expired: 1 });
  const [used] = rowsOf(await tab(token, 'used'));
  assert.ok(used?.orderNo);
  const detail = await server.get<RentalOrderView>(`/api/wOrder/detail/${used.orderNo}`, { token });
  // Risk-checked when paid (approved, 待发货), not later against whatever the demo history adds.
  assert.deepEqual([detail.body.data?.status, detail.body.data?.couponDiscount], [2, 50_00]);
  assert.equal(await seedCouponDemo(server.db, DEMO_ACCOUNTS, server.clock.now()), false);
  assert.deepEqual(await counts(token), { available: 2, used: 1, expired: 1 });
});
