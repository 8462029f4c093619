import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { ClaimedCoupon } from '@/contract/coupons';
import type { ProcurementGoodsDetail } from '@/contract/goods';
import type { CheckoutPreview, RentalOrderView } from '@/contract/orders';
import { priceSummary } from '@/lib/goods/rental-choice';
import { couponTemplates, customerCoupons, goods, rentalOrderItems, rentalOrders } from '../db/schema';
import { rentAtRate } from '../domain/pricing/pricing';
import { companyAccount, racingDepositFreeOrders } from '../testing/creditScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { rentableSkus, setStock, type TestSku } from '../testing/rentals';

let server: TestServer;
let procurementSku: TestSku;
before(async () => {
  server = await startTestServer();
  const [found] = await rentableSkus(server.db, 1, 12, 'procurement');
  assert.ok(found, 'a procurement-only SKU');
  procurementSku = found;
  await setStock(server.db, found.skuId, 500);
});
after(() => server.close());

const ADDRESS = { name: '李娜', phone: '13600004444', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋' };

const preview = (token: string, body: { skuId: number; quantity: number; couponId?: number }) =>
  server.post<CheckoutPreview>('/api/wOrder/liJi', { termMonths: 12, ...body }, { token });

const order = (token: string, body: Record<string, unknown>) =>
  server.post<RentalOrderView>('/api/wOrder/addOrder', { address: ADDRESS, idempotencyKey: randomUUID(), ...body }, { token });

async function claim(token: string, name: string): Promise<number> {
  const [template] = await server.db.select().from(couponTemplates).where(eq(couponTemplates.name, name));
  assert.ok(template, name);
  const claimed = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token });
  assert.equal(claimed.body.code, 200, claimed.body.msg);
  return claimed.body.data?.id ?? 0;
}

test('checkout charges the procurement tier /purchaseDetail shows, per order item, and stores the rate on the item', async () => {
  const company = await companyAccount(server, { verified: true, creditLine: 0 });
  const detail = await server.post<ProcurementGoodsDetail>('/api/wGoods/gyProductDetails', { id: procurementSku.goodsId });
  const sku = detail.body.data?.skus.find((candidate) => candidate.id === procurementSku.skuId);
  const plan = sku?.plans.find((candidate) => candidate.termMonths === 12);
  const tiers = detail.body.data?.procurement.tiers ?? [];
  assert.ok(sku && plan && tiers.length > 0);
  const firstTier = tiers[0];
  assert.ok(firstTier);
  for (const quantity of [1, firstTier.minQuantity - 1, firstTier.minQuantity, ...tiers.slice(1).map((tier) => tier.minQuantity)]) {
    const page = priceSummary(sku, plan, quantity, tiers);
    const answer = await preview(company.token, { skuId: sku.id, quantity });
    assert.equal(answer.body.code, 200, answer.body.msg);
    const item = answer.body.data?.items[0];
    assert.equal(item?.monthlyRent, page.unitMonthlyRent, `${quantity} units: the page and the checkout agree`);
    assert.equal(item?.rentRate, page.tierRate ?? 100);
    assert.equal(answer.body.data?.firstMonthRent, page.monthlyRent);
    assert.equal(answer.body.data?.totalRent, page.totalRent);
  }
  const below = await preview(company.token, { skuId: sku.id, quantity: firstTier.minQuantity - 1 });
  assert.deepEqual([below.body.data?.items[0]?.rentRate, below.body.data?.items[0]?.monthlyRent], [100, plan.monthlyRent]);

  const placed = await order(company.token, { items: [{ skuId: sku.id, termMonths: 12, quantity: firstTier.minQuantity }] });
  assert.equal(placed.body.code, 200, placed.body.msg);
  const unit = rentAtRate(plan.monthlyRent, firstTier.rate);
  assert.deepEqual(
    placed.body.data?.items.map((item) => [item.rentRate, item.monthlyRent]),
    [[firstTier.rate, unit]],
  );
  assert.equal(placed.body.data?.firstMonthRent, unit * firstTier.minQuantity);
  const [row] = await server.db
    .select()
    .from(rentalOrders)
    .where(eq(rentalOrders.orderNo, placed.body.data?.orderNo ?? ''));
  const [stored] = await server.db
    .select()
    .from(rentalOrderItems)
    .where(eq(rentalOrderItems.orderId, row?.id ?? 0));
  assert.deepEqual([stored?.rentRate, stored?.monthlyRent], [firstTier.rate, unit]);
  await server.post('/api/wOrder/cancel', { orderNo: placed.body.data?.orderNo }, { token: company.token });
});

test('goods outside the procurement zone keep their list rent at any quantity', async () => {
  const { token } = await server.registerPersonal();
  const outside = new Set(
    (
      await server.db
        .select({ id: goods.id })
        .from(goods)
        .where(sql`not (${goods.zones} @> array['procurement']::text[])`)
    ).map((row) => row.id),
  );
  const plain = (await rentableSkus(server.db, 1)).find((sku) => outside.has(sku.goodsId));
  assert.ok(plain);
  await setStock(server.db, plain.skuId, 200);
  try {
    const answer = await preview(token, { skuId: plain.skuId, quantity: 200 });
    assert.deepEqual([answer.body.data?.items[0]?.rentRate, answer.body.data?.items[0]?.monthlyRent], [100, plain.monthlyRent]);
  } finally {
    await setStock(server.db, plain.skuId, plain.stock);
  }
});

test('a verified company rents deposit-free within its credit line: part of the deposit when the credit covers part', async () => {
  const deposit = procurementSku.deposit;
  assert.ok(deposit > 0);
  const creditLine = deposit * 2 + Math.floor(deposit / 2);
  const company = await companyAccount(server, { verified: true, creditLine });

  const whole = await preview(company.token, { skuId: procurementSku.skuId, quantity: 2 });
  assert.deepEqual(whole.body.data?.credit, { creditLine, used: 0, available: creditLine, remainingAfter: creditLine - 2 * deposit });
  assert.deepEqual([whole.body.data?.deposit, whole.body.data?.depositWaived], [0, 2 * deposit]);
  const amounts = whole.body.data;
  assert.ok(amounts);
  assert.equal(amounts.payable, amounts.firstMonthRent + amounts.freight - amounts.couponDiscount);

  const first = await order(company.token, { items: [{ skuId: procurementSku.skuId, termMonths: 12, quantity: 2 }] });
  assert.equal(first.body.code, 200, first.body.msg);
  assert.deepEqual([first.body.data?.deposit, first.body.data?.depositWaived, first.body.data?.payable], [0, 2 * deposit, amounts.payable]);

  const partial = await preview(company.token, { skuId: procurementSku.skuId, quantity: 2 });
  const left = creditLine - 2 * deposit;
  assert.deepEqual(partial.body.data?.credit, { creditLine, used: 2 * deposit, available: left, remainingAfter: 0 });
  assert.deepEqual([partial.body.data?.deposit, partial.body.data?.depositWaived], [2 * deposit - left, left]);
  const second = await order(company.token, { items: [{ skuId: procurementSku.skuId, termMonths: 12, quantity: 2 }] });
  assert.deepEqual([second.body.data?.deposit, second.body.data?.depositWaived], [2 * deposit - left, left]);
  const [stored] = await server.db
    .select()
    .from(rentalOrders)
    .where(eq(rentalOrders.orderNo, second.body.data?.orderNo ?? ''));
  assert.deepEqual([stored?.deposit, stored?.depositWaived, stored?.payable], [second.body.data?.deposit, left, second.body.data?.payable]);

  const spent = await preview(company.token, { skuId: procurementSku.skuId, quantity: 1 });
  assert.deepEqual(spent.body.data?.credit, { creditLine, used: creditLine, available: 0, remainingAfter: 0 });
  assert.deepEqual([spent.body.data?.deposit, spent.body.data?.depositWaived], [deposit, 0]);

  // A cancelled order no longer holds its waiver: the credit comes back.
  await server.post('/api/wOrder/cancel', { orderNo: first.body.data?.orderNo }, { token: company.token });
  const back = await preview(company.token, { skuId: procurementSku.skuId, quantity: 1 });
  assert.deepEqual(back.body.data?.credit, { creditLine, used: left, available: 2 * deposit, remainingAfter: deposit });
  await server.post('/api/wOrder/cancel', { orderNo: second.body.data?.orderNo }, { token: company.token });
});

test('personal accounts and unverified companies pay the whole deposit in cash', async () => {
  const personal = await server.registerPersonal();
  const [plain] = await rentableSkus(server.db, 1);
  assert.ok(plain);
  const answer = await preview(personal.token, { skuId: plain.skuId, quantity: 1 });
  assert.deepEqual([answer.body.data?.credit, answer.body.data?.deposit, answer.body.data?.depositWaived], [null, plain.deposit, 0]);
  const unverified = await companyAccount(server, { verified: false, creditLine: 1_000_000 });
  const placed = await order(unverified.token, { items: [{ skuId: plain.skuId, termMonths: 12, quantity: 1 }] });
  assert.deepEqual([placed.body.data?.deposit, placed.body.data?.depositWaived], [plain.deposit, 0]);
  await server.post('/api/wOrder/cancel', { orderNo: placed.body.data?.orderNo }, { token: unverified.token });
});

test('the three orders a company may hold unpaid, placed at once, never waive more than its credit line', () => racingDepositFreeOrders(server));

test('the preview lists the customer’s usable coupons for this order, the best applicable first', async () => {
  const { token } = await server.registerPersonal();
  const newcomer = await claim(token, '新人专享券');
  const thousand = await claim(token, '满 1000 减 100');
  const threeThousand = await claim(token, '满 3000 减 350');
  const student = await claim(token, '学生轻薄本券');
  const expired = await claim(token, '二手优品立减券');
  await server.db.update(customerCoupons).set({ expiresAt: server.clock.now() }).where(eq(customerCoupons.id, expired));
  const [target] = (await rentableSkus(server.db, 1)).filter((sku) => sku.monthlyRent >= 20_000 && sku.monthlyRent < 100_000);
  assert.ok(target, 'a SKU renting for ¥200–¥1,000');
  const used = await order(token, { items: [{ skuId: target.skuId, termMonths: 12, quantity: 1 }], couponId: student });
  assert.equal(used.body.code, 200, used.body.msg);

  const answer = await preview(token, { skuId: target.skuId, quantity: 1, couponId: newcomer });
  const coupons = answer.body.data?.coupons ?? [];
  assert.deepEqual(
    coupons.map((coupon) => [coupon.id, coupon.applicable, coupon.discount]),
    [
      [newcomer, true, 5_000],
      [thousand, false, 0],
      [threeThousand, false, 0],
    ],
  );
  assert.deepEqual(coupons[1] && { name: coupons[1].name, amount: coupons[1].amount, threshold: coupons[1].threshold }, {
    name: '满 1000 减 100',
    amount: 10_000,
    threshold: 100_000,
  });
  assert.match(coupons[0]?.expiresAt ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.deepEqual([answer.body.data?.couponId, answer.body.data?.couponDiscount], [newcomer, 5_000]);

  // Ten units reach 满 1000 (and maybe 满 3000): the bigger discount comes first.
  const bulk = await preview(token, { skuId: target.skuId, quantity: 10 > target.stock ? 1 : 10 });
  const applicable = (bulk.body.data?.coupons ?? []).filter((coupon) => coupon.applicable);
  assert.ok(applicable.every((coupon, i) => i === 0 || (applicable[i - 1]?.discount ?? 0) >= coupon.discount));
  await server.post('/api/wOrder/cancel', { orderNo: used.body.data?.orderNo }, { token });
});
