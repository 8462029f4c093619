/**
 * The ledger property (payments/moneyBack.ts): random sequences of what customers and staff do —
 * pay an order by balance or online, pay bills ahead either way, top up, cancel with a trade paid
 * at the last moment, return early, renew, buy out, move a rental to a company, reject, close,
 * inspect with a damage fee, complete, let days pass — and after every sequence, whatever was
 * refused on the way:
 *  - money in through the provider = the provider's refunds + the money the shop still holds, and
 *    both sides agree on every trade;
 *  - each customer's balance = where it started + the sum of their ledger;
 *  - no online payment ever becomes balance: every refund credit of the balance is covered by
 *    debits of the balance for the same order (and the same bill).
 * Written once so it runs on both databases: routes/ledgerProperty.test.ts on PGlite (one
 * connection) and, through the same file, on PostgreSQL in `npm run test:server:pg`.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { OnlineTrade, RentalOrderView } from '@/contract/orders';
import type { BuyoutQuoteView } from '@/contract/money';
import {
  balanceLedger,
  bills,
  billSettlements,
  buyoutPayments,
  customers,
  onlineRefunds,
  onlineTrades,
  orderUpgrades,
  payments,
  rentalOrders,
  sandboxRefunds,
  sandboxTrades,
  withholdingAgreements,
  withholdingAttempts,
} from '../db/schema';
import { closePaidOrder } from '../domain/orders/closing';
import { followUpOrderAtProvider, settleWithProvider } from '../domain/onlineTrades/followUp';
import { runDueWork } from '../domain/scheduler';
import { WITHHOLDING_API } from '@/contract/endpoints/withholding';
import { UPGRADE_API } from '@/contract/endpoints/upgrade';
import type { UpgradeOffers, UpgradeView } from '@/contract/upgrades';
import { stockDevices } from '../domain/devices/stock';
import { testSerialNo } from '../domain/orders/shipping';
import type { WithholdingState } from '@/contract/withholding';
import { createSession } from '../domain/auth/sessions';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../domain/shared/clock';
import { silentLogger } from '../runtime/log';
import { confirmReceipt, logInAgain, newRenter, shipThroughDoor, type Renter } from './fulfilmentScenarios';
import type { TestServer } from './harness';
import { desk, skuOfShop, stagedInspectionPhotos } from './orderDesk';
import { pay, setBalance } from './rentalScenarios';
import { askRisk } from './riskScenarios';
import { logInAsAdmin, logInAsMerchant } from './staff';
import { companyToTakeOver, consentCode, submitTransfer, transferBody } from './transferScenarios';
import { pressOnSigningPage, signNoOf, signThroughProvider } from './withholdingScenarios';

export type Step =
  | { kind: 'rent'; who: number; online: boolean; prepay: boolean[] }
  | { kind: 'payOrder'; who: number; online: boolean }
  | { kind: 'approveAndShip'; pick: number }
  | { kind: 'payBillAhead'; who: number; pick: number; online: boolean }
  | { kind: 'topUp'; who: number; yuan: number }
  | { kind: 'cancelPaidLate'; who: number }
  | { kind: 'returnEarly'; pick: number }
  | { kind: 'renew'; pick: number }
  | { kind: 'buyout'; pick: number; online: boolean }
  | { kind: 'transfer'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'close'; pick: number }
  | { kind: 'inspect'; pick: number; damageYuan: number }
  | { kind: 'complete'; pick: number }
  | { kind: 'returnInspectComplete'; pick: number; damageYuan: number }
  | { kind: 'days'; days: number }
  | { kind: 'autoPay'; who: number; sign: boolean; provider: boolean }
  | { kind: 'dueDay'; pick: number }
  | { kind: 'upgrade'; pick: number; online: boolean; reject: boolean; damageYuan: number };

const who = fc.integer({ min: 0, max: 1 });
const pick = fc.nat({ max: 20 });

/** Steps weighted so that orders get far enough for the later steps to find something to do. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('rent' as const), who, online: fc.boolean(), prepay: fc.array(fc.boolean(), { maxLength: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payOrder' as const), who, online: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approveAndShip' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('payBillAhead' as const), who, pick, online: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('topUp' as const), who, yuan: fc.integer({ min: 1, max: 5_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelPaidLate' as const), who }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('returnEarly' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('renew' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('buyout' as const), pick, online: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transfer' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('inspect' as const), pick, damageYuan: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('complete' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('returnInspectComplete' as const), pick, damageYuan: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 35 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('autoPay' as const), who, sign: fc.boolean(), provider: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('dueDay' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('upgrade' as const),
      pick,
      online: fc.boolean(),
      reject: fc.boolean(),
      damageYuan: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
    }),
  },
);

type Staff = { token: string; storeId: number | null };
type Person = Renter & { peer: string };

/** The cast of one sequence: two people, a verified company with a part credit line, the demo merchant and the admin. */
export type World = {
  people: Person[];
  company: { token: string; customerId: number; phone: string };
  merchant: Staff;
  admin: Staff;
  skuId: number;
  start: Map<number, number>;
  loggedInAt: number;
};

let peers = 0;

export async function newWorld(server: TestServer): Promise<World> {
  // Every sequence starts 20 minutes after the last: the back office's and the SMS throttles' windows move on.
  server.clock.advance(20 * MINUTE_MS);
  const people: Person[] = [];
  for (let index = 0; index < 2; index += 1) {
    const renter = await newRenter(server);
    peers += 1;
    people.push({ ...renter, peer: `198.18.${Math.floor(peers / 250) % 250}.${(peers % 250) + 1}` });
  }
  const company = await companyToTakeOver(server, { creditLine: 100_000, balance: 0 });
  const merchant = await logInAsMerchant(server);
  const admin = await logInAsAdmin(server);
  assert.ok(merchant.storeId !== null);
  const sku = await skuOfShop(server, merchant.storeId, 50);
  const start = new Map<number, number>();
  for (const [customerId, balance] of [
    [people[0]?.customerId ?? 0, 3_000_000],
    [people[1]?.customerId ?? 0, 200_000],
    [company.customerId, 2_000_000],
  ] as const) {
    await setBalance(server, customerId, balance);
    start.set(customerId, balance);
  }
  // Automatic payment (代扣) from the start: the first person from the balance, the second through
  // the provider (withheld by the sandbox on due days); autoPay steps end and sign again either way.
  const [first, second] = people;
  if (first) {
    const signed = await server.post(WITHHOLDING_API.sign.path, { method: 'balance', agree: true }, { token: first.token });
    assert.equal(signed.body.code, 200, signed.body.msg);
  }
  if (second) await signThroughProvider(server, second.token);
  return {
    people,
    company: { token: company.token, customerId: company.customerId, phone: company.phone },
    merchant,
    admin,
    skuId: sku.skuId,
    start,
    loggedInAt: server.clock.now().getTime(),
  };
}

/** After the clock jumped, everyone logs in again (sessions end after their idle lifetime). */
async function freshSessions(server: TestServer, world: World): Promise<void> {
  if (server.clock.now().getTime() - world.loggedInAt < 30 * MINUTE_MS) return;
  world.people = await Promise.all(world.people.map(async (person) => ({ ...(await logInAgain(server, person)), peer: person.peer })));
  world.company.token = await createSession(server.db, { kind: 'customer', customerId: world.company.customerId }, { now: server.clock.now(), ttlMs: HOUR_MS });
  world.merchant = await logInAsMerchant(server);
  world.admin = await logInAsAdmin(server);
  world.loggedInAt = server.clock.now().getTime();
}

type OrderRow = typeof rentalOrders.$inferSelect;

/** The world's orders in `status`, oldest first; `pick` chooses one (null: none to act on). */
async function ordersIn(server: TestServer, world: World, status: number): Promise<OrderRow[]> {
  const ids = [...world.people.map((person) => person.customerId), world.company.customerId];
  return server.db
    .select()
    .from(rentalOrders)
    .where(and(inArray(rentalOrders.customerId, ids), eq(rentalOrders.status, status)))
    .orderBy(rentalOrders.id);
}

async function picked(server: TestServer, world: World, status: number, index: number): Promise<OrderRow | null> {
  const rows = await ordersIn(server, world, status);
  return rows.length === 0 ? null : (rows[index % rows.length] ?? null);
}

function tokenOf(world: World, customerId: number): string | null {
  if (customerId === world.company.customerId) return world.company.token;
  return world.people.find((person) => person.customerId === customerId)?.token ?? null;
}

async function confirmAtCashier(server: TestServer, tradeNo: string): Promise<void> {
  assert.ok(server.payment);
  await server.payment.confirm(tradeNo);
  await server.payment.idle();
}

async function placeOrder(server: TestServer, world: World, person: Person): Promise<RentalOrderView | null> {
  const placed = await server.post<RentalOrderView>(
    '/api/wOrder/addOrder',
    {
      items: [{ skuId: world.skuId, termMonths: 12, quantity: 1 }],
      address: { name: '吴磊', phone: '13600005555', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区 8 栋' },
      idempotencyKey: randomUUID(),
    },
    { token: person.token, peer: person.peer },
  );
  return placed.body.data ?? null;
}

/** Placed and paid by balance or at the cashier (待审核), or null when the shop refused. */
async function paidOrder(server: TestServer, world: World, person: Person, online: boolean): Promise<RentalOrderView | null> {
  await skuOfShop(server, world.merchant.storeId ?? 0, 5);
  const order = await placeOrder(server, world, person);
  if (!order) return null;
  if (!online) {
    await pay(server, person.token, order.orderNo);
    return order;
  }
  const opened = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo: order.orderNo, idempotencyKey: randomUUID() }, { token: person.token });
  if (opened.body.data) await confirmAtCashier(server, opened.body.data.tradeNo);
  return order;
}

/** The risk check asked as the order-finished page asks it; an order it holds approved at the desk. A rejection refunds. */
async function approveHeld(server: TestServer, world: World, orderNo: string, token: string): Promise<void> {
  const risk = await askRisk(server, token, orderNo);
  if (risk.body.data?.decision === 'review') await desk(server, world.merchant.token, 'approve', { orderNo });
}

async function shipAndReceive(server: TestServer, orderNo: string, token: string): Promise<void> {
  if ((await shipThroughDoor(server, orderNo)).body.code === 200) await confirmReceipt(server, token, orderNo);
}

/** One of the person's unpaid bills of a running rental (the `skip`-th by due date) paid by balance or at the cashier. */
async function payNextBill(server: TestServer, person: Person, skip: number, online: boolean): Promise<void> {
  const [bill] = await server.db
    .select({ id: bills.id })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.customerId, person.customerId), eq(rentalOrders.status, 4), inArray(bills.status, [0, 2])))
    .orderBy(bills.dueDate, bills.id)
    .offset(skip)
    .limit(1);
  if (!bill) return;
  if (!online) {
    await server.post('/api/wBill/yezf', { billId: bill.id, idempotencyKey: randomUUID() }, { token: person.token });
    return;
  }
  const opened = await server.post<OnlineTrade>('/api/wBill/liJiZhiFu', { billIds: [bill.id], idempotencyKey: randomUUID() }, { token: person.token });
  if (opened.body.data) await confirmAtCashier(server, opened.body.data.tradeNo);
}

async function returnIt(server: TestServer, world: World, order: OrderRow): Promise<void> {
  const token = tokenOf(world, order.customerId);
  if (!token) return;
  await server.post(
    '/api/wOrder/returnOrder',
    { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: `SF${randomUUID().replace(/\D/g, '').padEnd(12, '7').slice(0, 12)}` },
    { token },
  );
}

async function inspectIt(server: TestServer, world: World, order: OrderRow, damageYuan: number): Promise<void> {
  if (damageYuan === 0) {
    await desk(server, world.merchant.token, 'receive', { orderNo: order.orderNo, result: 'pass' });
    return;
  }
  const photos = await stagedInspectionPhotos(server, 1, world.merchant.token);
  await desk(server, world.merchant.token, 'receive', { orderNo: order.orderNo, result: 'damaged', damageFee: damageYuan * 100, remark: '屏幕有划痕，需更换', photos });
}

/** The fees the deposit did not cover are billed; their customer pays them first, then the desk completes. */
async function completeIt(server: TestServer, world: World, order: OrderRow): Promise<void> {
  const token = tokenOf(world, order.customerId);
  const [fee] = await server.db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.orderId, order.id), eq(bills.kind, 'fee'), inArray(bills.status, [0, 2])));
  if (fee && token) await server.post('/api/wBill/yezf', { billId: fee.id, idempotencyKey: randomUUID() }, { token });
  await desk(server, world.merchant.token, 'complete', { orderNo: order.orderNo });
}

/**
 * A running rental moved to its shop's first better configuration (升级换机): applied for, paid from
 * the balance or at the cashier, then rejected (the money back the way it came) or approved, the new
 * unit shipped and received (the bills rewritten), the old one sent back and inspected.
 */
async function upgradeIt(server: TestServer, world: World, order: OrderRow, token: string, step: Extract<Step, { kind: 'upgrade' }>): Promise<void> {
  const offered = await server.post<UpgradeOffers>(UPGRADE_API.offers.path, { orderNo: order.orderNo }, { token });
  const offer = offered.body.data?.offers[0];
  if (!offer) return;
  const applied = await server.post<UpgradeView>(UPGRADE_API.apply.path, { orderNo: order.orderNo, offerId: offer.id, idempotencyKey: randomUUID() }, { token });
  if (applied.body.data?.status === 'unpaid') {
    if (step.online) {
      const opened = await server.post<OnlineTrade>(UPGRADE_API.payOnline.path, { orderNo: order.orderNo, idempotencyKey: randomUUID() }, { token });
      if (opened.body.data) await confirmAtCashier(server, opened.body.data.tradeNo);
    } else {
      await server.post(UPGRADE_API.payByBalance.path, { orderNo: order.orderNo, idempotencyKey: randomUUID() }, { token });
    }
  }
  if (step.reject) {
    await desk(server, world.merchant.token, 'upgrade/reject', { orderNo: order.orderNo, reason: '该配置暂时缺货' });
    return;
  }
  if ((await desk(server, world.merchant.token, 'upgrade/approve', { orderNo: order.orderNo })).body.code !== 200) return;
  const serials = [testSerialNo(server.clock.now())];
  await server.db.transaction((tx) => stockDevices(tx, { storeId: order.storeId, goodsId: offer.goodsId, skuId: offer.id }, serials, server.clock.now(), '升级换机测试入库'));
  await desk(server, world.merchant.token, 'upgrade/ship', { orderNo: order.orderNo, carrier: '顺丰速运', waybillNo: 'SF1234567890123', serials });
  await server.post(UPGRADE_API.receive.path, { orderNo: order.orderNo }, { token });
  await server.post(UPGRADE_API.sendBack.path, { orderNo: order.orderNo, carrier: '京东物流', waybillNo: 'JD0012345678901' }, { token });
  if (step.damageYuan === 0) {
    await desk(server, world.merchant.token, 'upgrade/receive', { orderNo: order.orderNo, result: 'pass' });
    return;
  }
  const photos = await stagedInspectionPhotos(server, 1, world.merchant.token);
  await desk(server, world.merchant.token, 'upgrade/receive', {
    orderNo: order.orderNo,
    result: 'damaged',
    damageFee: step.damageYuan * 100,
    remark: '屏幕有划痕，需更换',
    photos,
  });
}

/** One step, as its actor would take it; a refusal is an answer like any other. */
export async function takeStep(server: TestServer, world: World, step: Step): Promise<void> {
  await freshSessions(server, world);
  const person = 'who' in step ? world.people[step.who] : undefined;
  switch (step.kind) {
    case 'rent': {
      // Placed, paid, checked, approved when held, shipped and received: a running rental (or whatever the rules let it become).
      if (!person) return;
      const order = await paidOrder(server, world, person, step.online);
      if (!order) return;
      await approveHeld(server, world, order.orderNo, person.token);
      await shipAndReceive(server, order.orderNo, person.token);
      // Then the next bills paid ahead, each by balance (false) or at the cashier (true).
      for (const online of step.prepay) await payNextBill(server, person, 0, online);
      return;
    }
    case 'payOrder': {
      if (person) await paidOrder(server, world, person, step.online);
      return;
    }
    case 'approveAndShip': {
      const held = await picked(server, world, 1, step.pick);
      const heldBy = held ? tokenOf(world, held.customerId) : null;
      if (held && heldBy) {
        await approveHeld(server, world, held.orderNo, heldBy);
        return;
      }
      const approved = await picked(server, world, 2, step.pick);
      const token = approved ? tokenOf(world, approved.customerId) : null;
      if (approved && token) await shipAndReceive(server, approved.orderNo, token);
      return;
    }
    case 'payBillAhead': {
      if (person) await payNextBill(server, person, step.pick % 3, step.online);
      return;
    }
    case 'topUp': {
      if (!person) return;
      const opened = await server.post<OnlineTrade>('/api/wUser/recharge', { amount: step.yuan * 100, idempotencyKey: randomUUID() }, { token: person.token });
      if (opened.body.data) await confirmAtCashier(server, opened.body.data.tradeNo);
      return;
    }
    case 'cancelPaidLate': {
      // The customer pays at the cashier and cancels at the same moment: the close reaches the provider after the money.
      if (!person) return;
      const order = await placeOrder(server, world, person);
      if (!order) return;
      const opened = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo: order.orderNo, idempotencyKey: randomUUID() }, { token: person.token });
      if (!opened.body.data) return;
      await server.db.update(sandboxTrades).set({ status: 'paid' }).where(eq(sandboxTrades.tradeNo, opened.body.data.tradeNo));
      await server.post('/api/wOrder/cancel', { orderNo: order.orderNo }, { token: person.token });
      return;
    }
    case 'returnEarly': {
      const renting = await picked(server, world, 4, step.pick);
      if (renting) await returnIt(server, world, renting);
      return;
    }
    case 'renew': {
      const renting = await picked(server, world, 4, step.pick);
      const token = renting ? tokenOf(world, renting.customerId) : null;
      if (!renting || !token) return;
      await server.post('/api/wOrder/renew', { orderNo: renting.orderNo, months: 1, idempotencyKey: randomUUID() }, { token });
      return;
    }
    case 'buyout': {
      const renting = await picked(server, world, 4, step.pick);
      const token = renting ? tokenOf(world, renting.customerId) : null;
      if (!renting || !token) return;
      const quoted = await server.post<BuyoutQuoteView>('/api/wOrder/buyout/quote', { orderNo: renting.orderNo }, { token });
      if (!quoted.body.data) return;
      const body = { quoteNo: quoted.body.data.quoteNo, idempotencyKey: randomUUID() };
      if (!step.online) {
        await server.post('/api/wOrder/buyout/yezf', body, { token });
        return;
      }
      const opened = await server.post<OnlineTrade>('/api/wOrder/buyout/liJiZhiFu', body, { token });
      if (opened.body.data) await confirmAtCashier(server, opened.body.data.tradeNo);
      return;
    }
    case 'transfer': {
      const renting = (await ordersIn(server, world, 4)).filter((order) => order.customerId !== world.company.customerId);
      const order = renting[step.pick % Math.max(1, renting.length)];
      const token = order ? tokenOf(world, order.customerId) : null;
      if (!order || !token) return;
      const code = await consentCode(server, token, world.company.phone);
      await submitTransfer(server, token, transferBody(order.orderNo, world.company.phone, code));
      return;
    }
    case 'reject': {
      // The risk check's own rejection of a paid order (1 → 10), as its rule would decide it.
      const held = await picked(server, world, 1, step.pick);
      if (!held) return;
      await server.db.transaction((tx) => closePaidOrder(tx, held.id, { kind: 'system' }, '风控审核未通过', server.clock.now()));
      await followUpOrderAtProvider(server.db, server.payment ?? fail(), held, server.clock.now(), silentLogger);
      return;
    }
    case 'close': {
      const approved = await picked(server, world, 2, step.pick);
      if (!approved) return;
      await desk(server, world.admin.token, 'close', { orderNo: approved.orderNo, reason: '该配置暂时缺货，无法发货' });
      return;
    }
    case 'inspect': {
      const returning = await picked(server, world, 5, step.pick);
      if (returning) await inspectIt(server, world, returning, step.damageYuan);
      return;
    }
    case 'complete': {
      const returned = await picked(server, world, 6, step.pick);
      if (returned) await completeIt(server, world, returned);
      return;
    }
    case 'returnInspectComplete': {
      const renting = await picked(server, world, 4, step.pick);
      if (!renting) return;
      await returnIt(server, world, renting);
      await inspectIt(server, world, renting, step.damageYuan);
      await completeIt(server, world, renting);
      return;
    }
    case 'days': {
      server.clock.advance(step.days * DAY_MS);
      await runDueWork(server.db, server.clock.now(), { payment: server.payment, log: silentLogger });
      return;
    }
    case 'autoPay': {
      // Automatic payment (代扣) signed (from the balance, or through the provider and agreed on its page) or ended; a refusal (already so) changes nothing.
      if (!person) return;
      if (!step.sign) await server.post(WITHHOLDING_API.end.path, {}, { token: person.token });
      else if (!step.provider) await server.post(WITHHOLDING_API.sign.path, { method: 'balance', agree: true }, { token: person.token });
      else {
        const started = await server.post<WithholdingState>(WITHHOLDING_API.sign.path, { method: 'provider', agree: true }, { token: person.token });
        const signUrl = started.body.data?.agreement?.signUrl;
        if (signUrl) await pressOnSigningPage(server, signNoOf(signUrl), 'confirm');
        await server.payment?.idle();
      }
      return;
    }
    case 'dueDay': {
      // To the due day of a running order's next unpaid bill (midday in Shanghai): the scheduler collects it under an agreement.
      const order = await picked(server, world, 4, step.pick);
      if (!order) return;
      const [next] = await server.db
        .select({ dueDate: bills.dueDate })
        .from(bills)
        .where(and(eq(bills.orderId, order.id), eq(bills.status, 0)))
        .orderBy(bills.dueDate)
        .limit(1);
      const day = next ? new Date(`${next.dueDate}T12:00:00+08:00`) : null;
      if (!day || day.getTime() <= server.clock.now().getTime()) return;
      server.clock.set(day);
      await runDueWork(server.db, server.clock.now(), { payment: server.payment, log: silentLogger });
      return;
    }
    case 'upgrade': {
      const order = await picked(server, world, 4, step.pick);
      const token = order ? tokenOf(world, order.customerId) : null;
      if (order && token) await upgradeIt(server, world, order, token, step);
      return;
    }
  }
}

function fail(): never {
  throw new Error('the sandbox is the payment provider');
}

/** Whatever the provider still has to hear (closes, refunds) heard, as the scheduler would, until nothing is left. */
async function settled(server: TestServer): Promise<void> {
  assert.ok(server.payment);
  for (let round = 0; round < 5; round += 1) {
    await server.payment.idle();
    const { tradesClosed, refundsSent } = await settleWithProvider(server.db, server.payment, server.clock.now(), silentLogger);
    await server.payment.idle();
    if (tradesClosed === 0 && refundsSent === 0) return;
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The three promises, checked against the database after a sequence. */
export async function assertLedgerHolds(server: TestServer, world: World): Promise<void> {
  await settled(server);
  const db = server.db;

  // Money in through the provider = the provider's refunds + what the shop still holds, trade by trade.
  const theirs = await db
    .select()
    .from(sandboxTrades)
    .where(inArray(sandboxTrades.status, ['paid', 'refunded']));
  const ours = new Map((await db.select().from(onlineTrades)).map((trade) => [trade.tradeNo, trade]));
  const refundsAtProvider = await db.select().from(sandboxRefunds);
  const ourRefunds = await db.select().from(onlineRefunds);
  assert.deepEqual(
    ourRefunds.filter((refund) => refund.status !== 'succeeded'),
    [],
    'every refund decided reached the provider',
  );
  for (const trade of theirs) {
    const mine = ours.get(trade.tradeNo);
    assert.ok(mine, `trade ${trade.tradeNo} paid at the provider is in our books`);
    assert.ok(mine.status === 'paid' || mine.status === 'refunded', `trade ${trade.tradeNo} paid at the provider is kept or refunded, not ${mine.status}`);
    assert.equal(mine.refundedAmount, trade.refundedAmount, `trade ${trade.tradeNo}: what we refunded is what the provider refunded`);
    assert.equal(sum(ourRefunds.filter((refund) => refund.tradeNo === trade.tradeNo).map((refund) => refund.amount)), mine.refundedAmount);
    if (mine.status === 'refunded') assert.equal(mine.refundedAmount, mine.amount, `trade ${trade.tradeNo} refunded whole`);
  }
  const moneyIn = sum(theirs.map((trade) => trade.amount));
  const held = sum(theirs.map((trade) => (ours.get(trade.tradeNo)?.status === 'paid' ? trade.amount - trade.refundedAmount : 0)));
  assert.equal(moneyIn, sum(refundsAtProvider.map((refund) => refund.amount)) + held, 'money in through the provider = provider refunds + money still held');

  // A trade the shop keeps paid for what it was opened for.
  for (const trade of [...ours.values()].filter((row) => row.status === 'paid')) {
    const kept =
      trade.purpose === 'order'
        ? await db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.providerTradeNo, trade.tradeNo), eq(payments.status, 'succeeded')))
        : trade.purpose === 'bills'
          ? await db.select({ id: billSettlements.id }).from(billSettlements).where(eq(billSettlements.tradeNo, trade.tradeNo))
          : trade.purpose === 'buyout'
            ? await db.select({ id: buyoutPayments.id }).from(buyoutPayments).where(eq(buyoutPayments.tradeNo, trade.tradeNo))
            : trade.purpose === 'upgrade'
              ? await db.select({ id: orderUpgrades.id }).from(orderUpgrades).where(eq(orderUpgrades.tradeNo, trade.tradeNo))
              : await db
                  .select({ id: balanceLedger.id })
                  .from(balanceLedger)
                  .where(and(eq(balanceLedger.tradeNo, trade.tradeNo), eq(balanceLedger.kind, 'recharge')));
    assert.equal(kept.length, 1, `paid trade ${trade.tradeNo} (${trade.purpose}) paid for something`);
  }

  // Each customer's balance = where it started + their ledger; online money never became balance.
  for (const [customerId, start] of world.start) {
    const ledger = await db.select().from(balanceLedger).where(eq(balanceLedger.customerId, customerId)).orderBy(balanceLedger.id);
    const [row] = await db.select({ balance: customers.balance }).from(customers).where(eq(customers.id, customerId));
    assert.equal(row?.balance, start + sum(ledger.map((entry) => entry.amount)), `customer ${customerId}: balance = start + ledger`);
    let running = start;
    for (const entry of ledger) {
      running += entry.amount;
      assert.equal(entry.balanceAfter, running, `customer ${customerId}: ledger row ${entry.id} says the balance after it`);
    }
    const credits = ledger.filter((entry) => entry.kind === 'refund' || entry.kind === 'deposit_refund');
    const debits = ledger.filter((entry) => entry.amount < 0);
    for (const orderId of new Set(credits.map((entry) => entry.orderId))) {
      const back = sum(credits.filter((entry) => entry.orderId === orderId).map((entry) => entry.amount));
      const paid = -sum(debits.filter((entry) => entry.orderId === orderId).map((entry) => entry.amount));
      assert.ok(orderId !== null && back <= paid, `customer ${customerId}, order ${orderId}: ${back} came back to the balance, only ${paid} was paid from it`);
    }
    for (const billId of new Set(credits.flatMap((entry) => (entry.billId === null ? [] : [entry.billId])))) {
      const back = sum(credits.filter((entry) => entry.billId === billId).map((entry) => entry.amount));
      const paid = -sum(debits.filter((entry) => entry.billId === billId).map((entry) => entry.amount));
      assert.ok(back <= paid, `customer ${customerId}, bill ${billId}: ${back} came back to the balance, only ${paid} was paid from it`);
    }
  }
  // The books agree with the database's own sums (no row outside the world's customers moved theirs).
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(sql`${customers.balance} < 0`);
  assert.equal(negative?.n, 0);
}

/** What the sequences reached, for `LEDGER_REPORT=1`: orders by status, refunds by cause and way, transfers. */
export async function reachedSoFar(server: TestServer): Promise<Record<string, number>> {
  const orders = await server.db
    .select({ status: rentalOrders.status, n: sql<number>`count(*)::int` })
    .from(rentalOrders)
    .groupBy(rentalOrders.status);
  const online = await server.db
    .select({ reason: onlineRefunds.reason, n: sql<number>`count(*)::int` })
    .from(onlineRefunds)
    .groupBy(onlineRefunds.reason);
  const credits = await server.db
    .select({ cause: balanceLedger.refundCause, n: sql<number>`count(*)::int` })
    .from(balanceLedger)
    .where(sql`${balanceLedger.refundCause} is not null`)
    .groupBy(balanceLedger.refundCause);
  const withheld = await server.db
    .select({ method: withholdingAgreements.method, outcome: withholdingAttempts.outcome, n: sql<number>`count(*)::int` })
    .from(withholdingAttempts)
    .innerJoin(withholdingAgreements, eq(withholdingAgreements.id, withholdingAttempts.agreementId))
    .groupBy(withholdingAgreements.method, withholdingAttempts.outcome);
  const upgrades = await server.db
    .select({ status: orderUpgrades.status, n: sql<number>`count(*)::int` })
    .from(orderUpgrades)
    .groupBy(orderUpgrades.status);
  return Object.fromEntries([
    ...upgrades.map((row) => [`upgrades ${row.status}`, row.n] as const),
    ...orders.map((row) => [`orders in ${row.status}`, row.n] as const),
    ...withheld.map((row) => [`automatic payments (${row.method}): ${row.outcome}`, row.n] as const),
    ...online.map((row) => [`online refunds: ${row.reason}`, row.n] as const),
    ...credits.map((row) => [`balance refunds: ${row.cause}`, row.n] as const),
  ]);
}

/** One sequence from a fresh cast, then the promises. */
export async function runSequence(server: TestServer, steps: readonly Step[]): Promise<void> {
  const world = await newWorld(server);
  for (const step of steps) await takeStep(server, world, step);
  await assertLedgerHolds(server, world);
}
