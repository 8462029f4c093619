/**
 * Payment races over real HTTP against the real product server process (httpRaces.test.ts on
 * PGlite, db/httpRaces.pgtest.ts on PostgreSQL): the requests arrive on separate sockets at once,
 * as browsers' would, not through the in-process app.
 *
 *  1. Twenty orders of the demo personal customer placed at once: exactly the three a customer
 *     may hold unpaid are placed (HOLDING_LIMITS). Then twenty balance payments of those three at
 *     once, the balance covering only one or two: exactly as many orders are paid as it covers,
 *     each once, and it never goes below zero.
 *  2. One order of the demo company paid ten times at once with ten keys: one charge.
 *  3. The money-from-nothing loop at the sandbox cashier (two trades for one order, both paid; the
 *     server runs with PAYMENT_PROVIDER=sandbox):
 *     twenty clients at once open two trades each for one order of the personal customer and
 *     pay both at the sandbox cashier. The balance does not move; one payment is kept, and every
 *     other paid trade goes back through the provider.
 *
 * After a clean stop (which lets the sandbox's notifications in flight finish) the database is
 * read directly: for each customer the start balance plus the ledger is the balance, every
 * succeeded balance payment has exactly one debit of its amount, and the provider keeps exactly
 * the one online payment of the looped order.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { GoodsCard, GoodsDetail } from '@/contract/goods';
import { HOLDING_LIMITS, ORDER_MESSAGES, type BalancePayment, type CheckoutPreview, type OnlineTrade, type OrderAddress, type RentalOrderView } from '@/contract/orders';
import { formatFen } from '@/contract/format';
import type { Db } from '../db/client';
import { balanceLedger, customers, onlineRefunds, onlineTrades, payments, rentalOrders, sandboxTrades } from '../db/schema';
import { balanceOf, call, login } from './httpClient';
import { bundleServer, killAllServers, startServer } from './serverProcess';

const ADDRESS: OrderAddress = { name: '张伟', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园科苑路 15 号' };
const PERSONAL = { phone: '13800138000', passWord: 'Zulin@2026' };
const COMPANY = { phone: '13900139000', passWord: 'Zulin@2026' };
const INSUFFICIENT = '余额不足，请充值或选择在线支付';

export type HttpRaceOptions = {
  /** DATA_DIR or DATABASE_URL of a fresh database for the server. */
  env: Record<string, string>;
  /** Opens the database directly (after the server stopped) for the ledger checks. */
  openDb: () => Promise<{ db: Db; close: () => Promise<void> }>;
  diagnostic: (message: string) => void;
};

type Target = { skuId: number; termMonths: number; quantity: number; payable: number };

const preview = (url: string, token: string, target: Omit<Target, 'payable'>) =>
  call<CheckoutPreview>(url, '/api/wOrder/liJi', { token, body: { ...target, province: ADDRESS.province } });

/**
 * An order anyone may place (a SKU and a quantity, the stock enough for five such orders) whose
 * first payment the personal customer's balance covers once or twice, never three times: the
 * three orders the race pays cannot all be paid. The demo customer is verified, so the quantity
 * is not capped.
 */
async function raceTarget(url: string, token: string, balance: number): Promise<Target> {
  const cards = await call<GoodsCard[]>(url, '/api/wGoods/search?sort=priceDesc&limit=60');
  for (const card of cards.rows ?? []) {
    if (card.zones.every((zone) => zone === 'procurement')) continue;
    const detail = await call<GoodsDetail>(url, '/api/wGoods/productDetails', { body: { id: card.id } });
    for (const sku of detail.data?.skus ?? []) {
      const plan = sku.plans[0];
      if (!plan) continue;
      const one = (await preview(url, token, { skuId: sku.id, termMonths: plan.termMonths, quantity: 1 })).data?.payable ?? 0;
      if (one <= 0) continue;
      const target = { skuId: sku.id, termMonths: plan.termMonths, quantity: Math.max(1, Math.ceil(balance / 2 / one)) };
      if (sku.stock < 5 * target.quantity) continue;
      const payable = (await preview(url, token, target)).data?.payable ?? 0;
      const covered = payable > 0 ? Math.floor(balance / payable) : 0;
      if (covered === 1 || covered === 2) return { ...target, payable };
    }
  }
  throw new Error('the demo catalogue has no SKU for the race');
}

const submitOrder = (url: string, token: string, target: Target) =>
  call<RentalOrderView>(url, '/api/wOrder/addOrder', {
    token,
    body: { items: [{ skuId: target.skuId, termMonths: target.termMonths, quantity: target.quantity }], address: ADDRESS, idempotencyKey: randomUUID() },
  });

async function placeOrder(url: string, token: string, target: Target): Promise<RentalOrderView> {
  const answer = await submitOrder(url, token, target);
  assert.equal(answer.code, 200, answer.msg);
  assert.ok(answer.data);
  return answer.data;
}

const payByBalance = (url: string, token: string, orderNo: string) => call<BalancePayment>(url, '/api/wOrder/yezf', { token, body: { orderNo, idempotencyKey: randomUUID() } });

/** One client's money-from-nothing loop: two trades for the order, both paid at the sandbox cashier. */
async function sandboxLoop(url: string, token: string, orderNo: string): Promise<void> {
  const open = () => call<OnlineTrade>(url, '/api/wOrder/liJiZhiFu', { token, body: { orderNo, idempotencyKey: randomUUID() } });
  const trades = [await open(), await open()];
  for (const trade of trades) {
    if (trade.data) await call(url, `/api/pay/sandbox/${trade.data.tradeNo}/confirm`, { body: {} });
  }
}

export async function runHttpRaces(options: HttpRaceOptions): Promise<void> {
  const bundle = await bundleServer();
  try {
    const server = await startServer(bundle.entry, { PAYMENT_PROVIDER: 'sandbox', ...options.env });
    const personal = await login(server.url, PERSONAL.phone, PERSONAL.passWord);
    const company = await login(server.url, COMPANY.phone, COMPANY.passWord);
    const personalStart = await balanceOf(server.url, personal);
    const companyStart = await balanceOf(server.url, company);

    // 1. Twenty orders at once: the three a customer may hold unpaid are placed. Then twenty
    // payments of those three at once against a balance that covers one or two of them.
    const target = await raceTarget(server.url, personal, personalStart);
    const placed = await Promise.all(Array.from({ length: 20 }, () => submitOrder(server.url, personal, target)));
    const orders = placed.flatMap((answer) => (answer.code === 200 && answer.data ? [answer.data] : []));
    assert.equal(orders.length, HOLDING_LIMITS.unpaidOrders, placed.map((answer) => answer.msg).join());
    assert.ok(placed.filter((answer) => answer.code !== 200).every((answer) => answer.msg === ORDER_MESSAGES.unpaidOrdersCap));
    assert.ok(orders.every((order) => order.payable === target.payable));
    const covered = Math.floor(personalStart / target.payable);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => payByBalance(server.url, personal, orders[i % orders.length]?.orderNo ?? '')));
    const paid = answers.filter((answer) => answer.code === 200);
    assert.equal(paid.length, covered, answers.map((answer) => answer.msg).join());
    assert.ok(answers.filter((answer) => answer.code !== 200).every((answer) => answer.msg === INSUFFICIENT || answer.msg === ORDER_MESSAGES.alreadyPaid));
    const personalAfter = await balanceOf(server.url, personal);
    assert.equal(personalAfter, personalStart - covered * target.payable);
    assert.ok(personalAfter >= 0 && personalAfter < target.payable);

    // 2. One order paid ten times at once.
    const single = await placeOrder(server.url, company, target);
    const tenfold = await Promise.all(Array.from({ length: 10 }, () => payByBalance(server.url, company, single.orderNo)));
    assert.equal(tenfold.filter((answer) => answer.code === 200).length, 1, tenfold.map((answer) => answer.msg).join());
    assert.ok(tenfold.filter((answer) => answer.code !== 200).every((answer) => answer.msg === '订单已支付'));
    assert.equal(await balanceOf(server.url, company), companyStart - single.payable);

    // 3. Twenty sandbox loops at once on one order.
    const looped = await placeOrder(server.url, personal, target);
    await Promise.all(Array.from({ length: 20 }, () => sandboxLoop(server.url, personal, looped.orderNo)));
    assert.equal(await balanceOf(server.url, personal), personalAfter, 'the sandbox loops did not move the balance');

    server.child.kill('SIGTERM');
    assert.equal((await server.exited).code, 0, server.output());
    options.diagnostic(
      `twenty orders at once from one account: ${orders.length} placed; twenty payments of them against ${formatFen(personalStart)}: ${covered} of ${formatFen(target.payable)} charged; one order paid ten times: one charge`,
    );

    const direct = await options.openDb();
    try {
      const people = await direct.db
        .select()
        .from(customers)
        .where(inArray(customers.phone, [PERSONAL.phone, COMPANY.phone]));
      for (const person of people) {
        const start = person.phone === PERSONAL.phone ? personalStart : companyStart;
        const ledger = await direct.db.select().from(balanceLedger).where(eq(balanceLedger.customerId, person.id));
        assert.equal(start + ledger.reduce((sum, entry) => sum + entry.amount, 0), person.balance, `${person.phone}: balance before = balance after + ledger debits`);
        assert.ok(
          ledger.every((entry) => entry.kind === 'payment' && entry.balanceAfter >= 0),
          'no refund ever reached the balance',
        );
        const succeeded = await direct.db
          .select()
          .from(payments)
          .where(and(eq(payments.customerId, person.id), eq(payments.status, 'succeeded'), eq(payments.method, 'balance')));
        assert.equal(succeeded.length, ledger.length, `${person.phone}: one debit per payment`);
        for (const payment of succeeded) {
          const debits = ledger.filter((entry) => entry.orderId === payment.orderId);
          assert.deepEqual(
            debits.map((entry) => entry.amount),
            [-payment.amount],
          );
        }
      }
      const [order] = await direct.db.select().from(rentalOrders).where(eq(rentalOrders.orderNo, looped.orderNo));
      assert.ok(order);
      const kept = await direct.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
      assert.deepEqual(
        kept.map((payment) => [payment.method, payment.amount]),
        [['online', order.payable]],
        'one payment kept for the looped order',
      );
      const atProvider = await direct.db
        .select({ status: sandboxTrades.status, amount: sandboxTrades.amount, refunded: sandboxTrades.refundedAmount })
        .from(sandboxTrades)
        .innerJoin(onlineTrades, eq(onlineTrades.tradeNo, sandboxTrades.tradeNo))
        .where(eq(onlineTrades.orderId, order.id));
      const paidOnline = atProvider.filter((trade) => trade.status === 'paid' || trade.status === 'refunded');
      assert.equal(
        paidOnline.reduce((sum, trade) => sum + trade.amount - trade.refunded, 0),
        order.payable,
        'the payer is out of pocket once',
      );
      assert.deepEqual(
        await direct.db
          .select()
          .from(onlineRefunds)
          .where(and(eq(onlineRefunds.orderId, order.id), eq(onlineRefunds.status, 'pending'))),
        [],
      );
      options.diagnostic(
        `twenty sandbox loops on one order: ${paidOnline.length} trades paid at the cashier, ${paidOnline.length - 1} refunded through the provider, balance unchanged`,
      );
    } finally {
      await direct.close();
    }
  } finally {
    await killAllServers();
    bundle.remove();
  }
}
