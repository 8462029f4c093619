/**
 * The cast of the authorization matrix: customer A with something of every kind a request can
 * name (a cart line, orders in 待支付 with an open online trade, 待审核, 待收货 and 租赁中 with its
 * bills, a claimed coupon), and customer B, the stranger, with an unpaid order of their own and
 * money on the balance, who tries every one of A's ids. Arranged through the public API except
 * where only the back office could move an order (review and shipping).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { ClaimedCoupon } from '@/contract/coupons';
import type { SavedAddress } from '@/contract/addresses';
import type { UploadedFile } from '@/contract/files';
import type { VerificationView } from '@/contract/identity';
import type { BuyoutQuoteView, OnlineTradeAnswer } from '@/contract/money';
import type { OnlineTrade } from '@/contract/orders';
import type { ServiceRequestDetail } from '@/contract/serviceRequests';
import { bills, couponTemplates, goods, orderDocuments, rentalDevices, rentalOrders, stores } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { transition } from '../domain/orders/lifecycle';
import { shipOrder, testShipment } from '../domain/orders/shipping';
import type { TestServer } from '../testing/harness';
import { residentIdBornOn } from '../testing/identityScenarios';
import { pngImage } from '../testing/images';
import { rentAnotherOrder } from '../testing/billScenarios';
import { customerWithOrders, pay, placeUnpaidOrder, setBalance } from '../testing/rentalScenarios';
import { rentableSkus } from '../testing/rentals';
import { startProviderAgreement } from '../testing/withholdingScenarios';

export type Victim = Awaited<ReturnType<typeof arrangeVictim>>;
export type Stranger = Awaited<ReturnType<typeof arrangeRentingStranger>>;

async function orderIdOf(server: TestServer, orderNo: string): Promise<number> {
  const [row] = await server.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, orderNo));
  assert.ok(row, orderNo);
  return row.id;
}

/** Customer A: one of everything. */
export async function arrangeVictim(server: TestServer) {
  const paid = await customerWithOrders(server, 3);
  const [reviewing, shipped, renting] = paid.orders;
  assert.ok(reviewing && shipped && renting);
  await setBalance(server, paid.customerId, reviewing.payable + shipped.payable + renting.payable + 1_000_00);
  for (const order of [reviewing, shipped, renting]) assert.equal((await pay(server, paid.token, order.orderNo)).body.code, 200);
  // Placed after the others are paid: a customer holds at most three unpaid orders.
  const unpaid = await placeUnpaidOrder(server, paid.token, reviewing.items[0]?.skuId ?? 0);
  const buyer = { ...paid, orders: [unpaid, reviewing, shipped, renting] };
  const now = server.clock.now();
  const sys = { kind: 'sys' as const, id: 1 };
  // Ids first: PGlite has one connection, which the transaction below holds.
  const [shippedId, rentingId] = [await orderIdOf(server, shipped.orderNo), await orderIdOf(server, renting.orderNo)];
  await server.db.transaction(async (tx) => {
    for (const id of [shippedId, rentingId]) {
      await transition(tx, id, 2, sys, '审核通过', now);
      await shipOrder(tx, id, await testShipment(tx, id, {}, now), sys, now);
    }
    await transition(tx, rentingId, 4, { kind: 'customer', id: buyer.customerId }, '确认收货', now);
  });
  const [bill] = await server.db
    .select()
    .from(bills)
    .where(and(eq(bills.orderId, rentingId), eq(bills.status, 0)))
    .orderBy(asc(bills.period))
    .limit(1);
  const [device] = await server.db.select({ serialNo: rentalDevices.serialNo }).from(rentalDevices).where(eq(rentalDevices.orderId, rentingId)).limit(1);
  // Signed on A's behalf when the test door shipped it (testShipment).
  const [contract] = await server.db
    .select({ documentNo: orderDocuments.documentNo })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, shippedId), eq(orderDocuments.kind, 'lease')));
  assert.ok(contract, 'the shipped order has a signed contract');
  assert.ok(device, 'the running order has a device');
  assert.ok(bill, 'the running order has an unpaid bill');

  const trade = await server.post<OnlineTrade>('/api/wOrder/liJiZhiFu', { orderNo: unpaid.orderNo, idempotencyKey: randomUUID() }, { token: buyer.token });
  assert.ok(trade.body.data, trade.body.msg);
  // Money after checkout: a buyout quote of the running order and an open top-up.
  const quote = await server.post<BuyoutQuoteView>('/api/wOrder/buyout/quote', { orderNo: renting.orderNo }, { token: buyer.token });
  assert.ok(quote.body.data, quote.body.msg);
  const topUp = await server.post<OnlineTradeAnswer>('/api/wUser/recharge', { amount: 10_000, idempotencyKey: randomUUID() }, { token: buyer.token });
  assert.ok(topUp.body.data, topUp.body.msg);

  const [sku] = await rentableSkus(server.db, 3);
  assert.ok(sku);
  const line = await server.post<{ id: number }>('/api/wCar/addCarGoods', { skuId: sku.skuId, termMonths: 12, quantity: 1 }, { token: buyer.token });
  assert.ok(line.body.data, line.body.msg);

  const [template] = await server.db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(and(eq(couponTemplates.active, true), gt(couponTemplates.remaining, 10), eq(couponTemplates.threshold, 0)))
    .orderBy(asc(couponTemplates.id))
    .limit(1);
  assert.ok(template, 'the demo has a coupon without threshold');
  const coupon = await server.post<ClaimedCoupon>('/api/coupon/claim', { templateId: template.id }, { token: buyer.token });
  assert.ok(coupon.body.data, coupon.body.msg);

  const licence = await server.upload<UploadedFile>(pngImage(), { purpose: 'licence', token: buyer.token });
  assert.ok(licence.body.data, licence.body.msg);

  // A service request about the running order (of a shop other than the demo merchant's), with a photo.
  const servicePhoto = await server.upload<UploadedFile>(pngImage(), { purpose: 'service', token: buyer.token });
  assert.ok(servicePhoto.body.data, servicePhoto.body.msg);
  const service = await server.post<ServiceRequestDetail>(
    '/api/wService/add',
    {
      orderNo: renting.orderNo,
      kind: 'repair',
      reason: 'screen',
      description: '屏幕出现竖线，外接显示器正常。',
      photoKeys: [servicePhoto.body.data.key],
      idempotencyKey: randomUUID(),
    },
    { token: buyer.token },
  );
  assert.ok(service.body.data, service.body.msg);
  const address = await server.post<SavedAddress>(
    '/api/wAddress/add',
    { name: '钱多多', phone: '13600003333', province: '广东', city: '深圳', district: '南山区', detail: '科技园 1 号', tag: '家' },
    { token: buyer.token },
  );
  assert.ok(address.body.data, address.body.msg);
  const verified = await server.post<VerificationView>('/api/wUserAuth/person', { name: '钱多多', idNumber: residentIdBornOn('19900101') }, { token: buyer.token });
  assert.ok(verified.body.data?.request, verified.body.msg);
  // Automatic payment through the provider, its signing page not visited yet.
  const withholding = await startProviderAgreement(server, buyer.token);

  return {
    ...buyer,
    unpaid,
    reviewing,
    shipped,
    renting,
    billId: bill.id,
    serialNo: device.serialNo,
    shippedContractNo: contract.documentNo,
    tradeNo: trade.body.data.tradeNo,
    quoteNo: quote.body.data.quoteNo,
    topUpTradeNo: topUp.body.data.tradeNo,
    cartLineId: line.body.data.id,
    couponId: coupon.body.data.id,
    couponTemplateId: template.id,
    skuId: sku.skuId,
    fileKey: licence.body.data.key,
    serviceNo: service.body.data.serviceNo,
    servicePhotoKey: servicePhoto.body.data.key,
    addressId: address.body.data.id,
    verificationId: verified.body.data.request.id,
    agreementNo: withholding.agreementNo,
    signNo: withholding.signNo,
  };
}

/** Customer B: an unpaid order of their own and a balance that would pay anything. */
export async function arrangeStranger(server: TestServer) {
  const stranger = await customerWithOrders(server, 1);
  const own = stranger.orders[0];
  assert.ok(own);
  await setBalance(server, stranger.customerId, 10_000_000);
  return { ...stranger, own };
}

/** B with a running order of their own too, and one of its unpaid bills (to name beside A's). */
export async function arrangeRentingStranger(server: TestServer) {
  const stranger = await arrangeStranger(server);
  const renting = await rentAnotherOrder(server, stranger);
  const [bill] = await server.db
    .select({ id: bills.id })
    .from(bills)
    .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
    .where(and(eq(rentalOrders.orderNo, renting), eq(bills.status, 0)))
    .orderBy(asc(bills.period))
    .limit(1);
  assert.ok(bill);
  return { ...stranger, ownBillId: bill.id };
}

/** Goods of a shop other than the demo merchant's (the editor must not preview them). */
export async function goodsOfAnotherShop(server: TestServer): Promise<number> {
  const rows = await server.db.select({ id: goods.id, slug: stores.slug }).from(goods).innerJoin(stores, eq(stores.id, goods.storeId)).orderBy(asc(goods.id));
  const other = rows.find((candidate) => candidate.slug !== DEMO_ACCOUNTS.merchant.storeSlug);
  assert.ok(other);
  return other.id;
}
