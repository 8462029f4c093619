/**
 * Lease contracts (docs/product-rules.md#contracts): a customer reads the contract of a paid order,
 * signs it with an SMS code and downloads the PDF, whose text names the order, the customer and
 * the rent; the kept bytes re-hash to the kept SHA-256 and a changed byte is caught; a signed
 * contract is signed once; the back office ships no unsigned order, and a shipment keeps the
 * device annex naming the contract's hash; nobody else reaches any of it; a change of renting
 * entity keeps the transfer agreement both accounts signed, or is refused as offline-only.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { formatFen, maskedPhone } from '@/contract/format';
import type { LeaseContractView } from '@/contract/orderDocuments';
import type { ShippedOrder } from '../domain/orders/shipping';
import { checkKeptDocument } from '../domain/contracts/kept';
import { orderDocuments, rentalOrderItems, rentalOrders } from '../db/schema';
import { businessSnapshot, changedTables } from '../security/snapshot';
import { downloadDocument, pdfText, readAndSign, readContract, signContract, signingCode } from '../testing/contractScenarios';
import { addDevices, approvedOrderOf, newSerial } from '../testing/deviceScenarios';
import { approve, newRenter, placedOrder, type Renter } from '../testing/fulfilmentScenarios';
import { startTestServer, type TestServer } from '../testing/harness';
import { customerRenting } from '../testing/rentalScenarios';
import { rentableSkus, setStock } from '../testing/rentals';
import { logInAsMerchant, logInAsOtherMerchant, type StaffLogin } from '../testing/staff';
import { companyToTakeOver, consentCode, submitTransfer, transferBody } from '../testing/transferScenarios';

let server: TestServer;
let merchant: StaffLogin;
before(async () => {
  server = await startTestServer();
  merchant = await logInAsMerchant(server);
});
after(() => server.close());

const SHIPMENT = { carrier: '顺丰速运', waybillNo: 'SF7000000000001' } as const;

/** A paid order of the demo merchant's shop whose monthly rent reaches ¥1,000.00 (so its money has a thousands separator). */
async function paidOrderOfTheShop(renter: Renter) {
  const [sku] = (await rentableSkus(server.db, 1)).filter((candidate) => candidate.storeId === merchant.storeId).sort((a, b) => b.monthlyRent - a.monthlyRent);
  assert.ok(sku, "a rentable SKU of the demo merchant's shop");
  const quantity = Math.min(5, Math.ceil(100_000 / sku.monthlyRent));
  await setStock(server.db, sku.skuId, sku.stock + quantity);
  const order = await placedOrder(server, renter, { skuId: sku.skuId, quantity });
  assert.ok(order.view.firstMonthRent >= 100_000, `monthly rent ${order.view.firstMonthRent}`);
  return order;
}

function shipAtDesk(orderNo: string, serials: { itemId: number; serialNo: string }[], token = merchant.token) {
  return server.post<ShippedOrder[]>('/api/sys/order/ship', { orders: [{ orderNo, ...SHIPMENT, serials }] }, { token });
}

async function stockFor(orderId: number) {
  const items = await server.db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, orderId));
  const serials: { itemId: number; serialNo: string }[] = [];
  for (const item of items) {
    const made = Array.from({ length: item.quantity }, () => newSerial('HT'));
    await addDevices(server, merchant.token, item.skuId, made);
    serials.push(...made.map((serialNo) => ({ itemId: item.id, serialNo })));
  }
  return serials;
}

test('a customer reads the contract of a paid order, signs it with the SMS code, and downloads the PDF whose text names the order, the customer and the monthly rent', async () => {
  const renter = await newRenter(server);
  const order = await paidOrderOfTheShop(renter);

  const read = await readContract(server, renter.token, order.orderNo);
  assert.equal(read.body.code, 200, read.body.msg);
  const draft = read.body.data as LeaseContractView;
  assert.deepEqual([draft.signed, draft.signable, draft.stateName, draft.reason, draft.contract, draft.documents], [false, true, '待签署', null, null, []]);
  assert.equal(draft.signerPhone, maskedPhone(renter.phone));
  assert.match(draft.contentHash, /^[0-9a-f]{64}$/);
  const rules = JSON.stringify(draft.text);
  for (const quoted of ['逾期违约金 = 逾期金额', '提前归还费', '买断款 = 剩余未付租金']) assert.ok(rules.includes(quoted), quoted);

  // The unsigned draft downloads too, marked as such.
  const draftFile = await downloadDocument(server, '/api/wOrder/contract/download', renter.token, { orderNo: order.orderNo });
  assert.equal(draftFile.type, 'application/pdf');
  assert.ok(draftFile.disposition.includes(encodeURIComponent(`租赁合同（草稿）-${order.orderNo}.pdf`)), draftFile.disposition);
  assert.ok((await pdfText(draftFile.bytes)).includes('草稿（未签署）'));

  const code = await signingCode(server, renter.token, renter.phone, order.orderNo, '198.51.100.23');
  const signed = await signContract(server, renter.token, { orderNo: order.orderNo, code, contentHash: draft.contentHash }, '198.51.100.23');
  assert.equal(signed.body.code, 200, signed.body.msg);
  assert.equal(signed.body.msg, '租赁合同签署成功');
  const contract = signed.body.data?.contract;
  assert.ok(contract && signed.body.data?.signed);
  assert.match(contract.documentNo, /^HT\d{20}$/);
  assert.deepEqual(contract.signatures, [
    { role: '承租方', name: '测试用户', phone: maskedPhone(renter.phone), method: 'smsCode', signedAt: contract.createdAt, signedFrom: '198.51.100.23' },
  ]);

  const file = await downloadDocument(server, '/api/wOrder/contract/download', renter.token, { orderNo: order.orderNo });
  assert.equal(file.status, 200);
  assert.equal(file.type, 'application/pdf');
  assert.ok(file.disposition.includes(encodeURIComponent(`租赁合同-${order.orderNo}.pdf`)), file.disposition);
  const [kept] = await server.db.select().from(orderDocuments).where(eq(orderDocuments.documentNo, contract.documentNo));
  assert.ok(kept);
  assert.deepEqual(Buffer.from(file.bytes), Buffer.from(kept.pdf), 'the download is the kept bytes');
  const text = await pdfText(file.bytes);
  const rent = formatFen(order.view.firstMonthRent);
  assert.match(rent, /^¥\d{1,3}(,\d{3})+\.\d{2}$/);
  for (const expected of [order.orderNo, contract.documentNo, '测试用户', rent, '198.51.100.23', signed.body.data?.contract?.createdAt ?? '']) {
    assert.ok(text.includes(expected), `the PDF's text names ${expected}`);
  }
  // Measured once for docs/product-rules.md#contracts.
  assert.ok(file.bytes.length < 400_000, `${file.bytes.length} bytes`);
});

test('the kept PDF re-hashes to its SHA-256, and a byte changed in storage is caught', async () => {
  const renter = await newRenter(server);
  const order = await paidOrderOfTheShop(renter);
  const signed = await readAndSign(server, renter, order.orderNo);
  const documentNo = signed.contract?.documentNo ?? '';

  const intact = await checkKeptDocument(server.db, documentNo);
  assert.deepEqual(intact, { documentNo, stored: signed.contract?.sha256, computed: signed.contract?.sha256, intact: true });

  const [kept] = await server.db.select().from(orderDocuments).where(eq(orderDocuments.documentNo, documentNo));
  assert.ok(kept);
  const tampered = new Uint8Array(kept.pdf);
  const at = Math.floor(tampered.length / 2);
  tampered[at] = (tampered[at] ?? 0) ^ 0x01;
  await server.db.update(orderDocuments).set({ pdf: tampered }).where(eq(orderDocuments.id, kept.id));
  const caught = await checkKeptDocument(server.db, documentNo);
  assert.equal(caught?.intact, false);
  assert.equal(caught?.stored, signed.contract?.sha256);
  assert.notEqual(caught?.computed, caught?.stored);
  await server.db.update(orderDocuments).set({ pdf: kept.pdf }).where(eq(orderDocuments.id, kept.id));
  assert.equal((await checkKeptDocument(server.db, documentNo))?.intact, true);
});

test('a signed contract is signed once: signing again and asking for another code are refused and change nothing', async () => {
  const renter = await newRenter(server);
  const order = await paidOrderOfTheShop(renter);
  const signed = await readAndSign(server, renter, order.orderNo);

  const before = await businessSnapshot(server.db);
  const again = await signContract(server, renter.token, { orderNo: order.orderNo, code: '123456', contentHash: signed.contentHash });
  assert.deepEqual(again.body, { code: 500, msg: '该订单的租赁合同已签署，无需重复签署' });
  const code = await server.post('/api/wOrder/contract/code', { orderNo: order.orderNo }, { token: renter.token });
  assert.deepEqual(code.body, { code: 500, msg: '该订单的租赁合同已签署，无需重复签署' });
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);
  assert.equal((await server.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, order.orderId))).length, 1);
});

test('a contract whose text changed since it was read is not signed, and an unpaid order cannot be signed yet', async () => {
  const renter = await newRenter(server);
  const order = await paidOrderOfTheShop(renter);
  const read = await readContract(server, renter.token, order.orderNo);
  const code = await signingCode(server, renter.token, renter.phone, order.orderNo);
  const stale = await signContract(server, renter.token, { orderNo: order.orderNo, code, contentHash: 'f'.repeat(64) });
  assert.deepEqual(stale.body, { code: 500, msg: '合同内容已更新，请重新阅读后再签署' });
  // The code was not spent on the refusal: the text read signs with it.
  const signed = await signContract(server, renter.token, { orderNo: order.orderNo, code, contentHash: read.body.data?.contentHash ?? '' });
  assert.equal(signed.body.code, 200, signed.body.msg);

  const unpaid = await placedOrder(server, renter, { paid: false });
  const view = await readContract(server, renter.token, unpaid.orderNo);
  assert.deepEqual([view.body.data?.signable, view.body.data?.reason], [false, '订单当前状态为「待支付」，不能签署租赁合同']);
  const refused = await server.post('/api/wOrder/contract/code', { orderNo: unpaid.orderNo }, { token: renter.token });
  assert.deepEqual(refused.body, { code: 500, msg: '订单当前状态为「待支付」，不能签署租赁合同' });
});

test('the back office ships no order whose contract is unsigned; once signed it ships, and the device annex names the serials and the contract’s hash', async () => {
  const sku = (await rentableSkus(server.db, 1)).find((candidate) => candidate.storeId === merchant.storeId);
  assert.ok(sku);
  await setStock(server.db, sku.skuId, sku.stock + 1);
  const order = await approvedOrderOf(server, sku.skuId, 1, { signed: false });
  const serials = await stockFor(order.orderId);

  const before = await businessSnapshot(server.db);
  const refused = await shipAtDesk(order.orderNo, serials);
  assert.deepEqual(refused.body, { code: 500, msg: `订单 ${order.orderNo}：客户尚未签署租赁合同，暂不能发货` });
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const signed = await readAndSign(server, order.renter, order.orderNo);
  const shipped = await shipAtDesk(order.orderNo, serials);
  assert.equal(shipped.body.code, 200, shipped.body.msg);

  const after = await readContract(server, order.renter.token, order.orderNo);
  const view = after.body.data as LeaseContractView;
  assert.deepEqual(
    view.documents.map((document) => [document.kind, document.basedOn]),
    [
      ['lease', null],
      ['annex', signed.contract?.sha256],
    ],
  );
  assert.deepEqual(view.contract, signed.contract, 'the signed contract did not change');
  const annex = view.documents[1];
  assert.ok(annex);
  const file = await downloadDocument(server, '/api/wOrder/contract/download', order.renter.token, { orderNo: order.orderNo, documentNo: annex.documentNo });
  assert.equal(file.type, 'application/pdf');
  const text = await pdfText(file.bytes);
  for (const expected of [serials[0]?.serialNo ?? '', signed.contract?.sha256 ?? '', signed.contract?.documentNo ?? '', SHIPMENT.waybillNo])
    assert.ok(text.includes(expected), expected);
});

test('nobody else reaches an order’s contract: another customer and another shop’s merchant get 404, the shop’s merchant reads and downloads it', async () => {
  const renter = await newRenter(server);
  const order = await paidOrderOfTheShop(renter);
  const signed = await readAndSign(server, renter, order.orderNo);
  const documentNo = signed.contract?.documentNo ?? '';
  const stranger = await newRenter(server);
  const other = await logInAsOtherMerchant(server);

  const before = await businessSnapshot(server.db);
  assert.equal((await readContract(server, stranger.token, order.orderNo)).body.code, 404);
  assert.equal((await server.post('/api/wOrder/contract/code', { orderNo: order.orderNo }, { token: stranger.token })).body.code, 404);
  assert.equal((await signContract(server, stranger.token, { orderNo: order.orderNo, code: '123456', contentHash: signed.contentHash })).body.code, 404);
  for (const form of [{ orderNo: order.orderNo }, { orderNo: order.orderNo, documentNo }] as Record<string, string>[]) {
    const file = await downloadDocument(server, '/api/wOrder/contract/download', stranger.token, form);
    assert.equal(file.json?.code, 404, JSON.stringify(file.json));
  }
  assert.equal((await server.get(`/api/sys/order/contract/${order.orderNo}`, { token: other.token })).body.code, 404);
  assert.equal((await downloadDocument(server, '/api/sys/order/contract/download', other.token, { orderNo: order.orderNo })).json?.code, 404);
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const desk = await server.get<LeaseContractView>(`/api/sys/order/contract/${order.orderNo}`, { token: merchant.token });
  assert.equal(desk.body.code, 200, desk.body.msg);
  assert.deepEqual(desk.body.data?.contract, signed.contract);
  const file = await downloadDocument(server, '/api/sys/order/contract/download', merchant.token, { orderNo: order.orderNo, documentNo });
  assert.equal(file.type, 'application/pdf');
  assert.equal(file.bytes.length, (await server.db.select().from(orderDocuments).where(eq(orderDocuments.documentNo, documentNo)))[0]?.pdf.length);
});

test('a change of renting entity keeps the transfer agreement both accounts signed; an order the rules send offline is refused with the offline message', async () => {
  const renter = await customerRenting(server);
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 10_000_000 });
  const code = await consentCode(server, renter.token, company.phone);
  const moved = await submitTransfer(server, renter.token, transferBody(renter.order.orderNo, company.phone, code));
  assert.equal(moved.body.code, 200, moved.body.msg);

  const view = await readContract(server, company.token, renter.order.orderNo);
  const agreement = view.body.data?.documents.find((document) => document.kind === 'transfer');
  assert.ok(agreement, JSON.stringify(view.body));
  assert.match(agreement.documentNo, /^XY\d{20}$/);
  // This order was moved to 租赁中 without the online contract (a test arrangement): the agreement says so and follows no hash.
  assert.equal(agreement.basedOn, null);
  assert.deepEqual(
    agreement.signatures.map((signature) => [signature.role, signature.name, signature.method]),
    [
      ['原承租方', '测试用户', 'session'],
      ['新承租方', '测试科技有限公司', 'smsCode'],
    ],
  );
  const forCompany = await downloadDocument(server, '/api/wOrder/contract/download', company.token, { orderNo: renter.order.orderNo, documentNo: agreement.documentNo });
  const text = await pdfText(forCompany.bytes);
  for (const expected of [moved.body.data?.transferNo ?? '', renter.order.orderNo, '测试科技有限公司', '测试用户']) assert.ok(text.includes(expected), expected);
  // The person who handed it over keeps their copy of what they signed, and only that.
  const forPerson = await downloadDocument(server, '/api/wOrder/contract/download', renter.token, { orderNo: renter.order.orderNo, documentNo: agreement.documentNo });
  assert.deepEqual(Buffer.from(forPerson.bytes), Buffer.from(forCompany.bytes));
  assert.equal((await downloadDocument(server, '/api/wOrder/contract/download', renter.token, { orderNo: renter.order.orderNo })).json?.code, 404);
  assert.equal((await checkKeptDocument(server.db, agreement.documentNo))?.intact, true);

  // An item at a procurement rate: the agreement must be signed offline, so the change is refused and nothing is kept.
  const offline = await customerRenting(server);
  await server.db.update(rentalOrderItems).set({ rentRate: 90 }).where(eq(rentalOrderItems.orderId, offline.order.id));
  const offlineCode = await consentCode(server, offline.token, company.phone);
  const refused = await submitTransfer(server, offline.token, transferBody(offline.order.orderNo, company.phone, offlineCode));
  assert.deepEqual(refused.body, { code: 500, msg: '该订单无法线上签约转移协议，请您联系您的专属客户经理进行线下签约。' });
  const [still] = await server.db.select({ customerId: rentalOrders.customerId }).from(rentalOrders).where(eq(rentalOrders.id, offline.order.id));
  assert.equal(still?.customerId, offline.customerId);
  assert.deepEqual(await server.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, offline.order.id)), []);
});

test('the development door signs on the customer’s behalf when it ships, and says so in the contract', async () => {
  const renter = await newRenter(server);
  const order = await placedOrder(server, renter);
  await approve(server, order.orderId);
  const shipped = await server.post(`/dev/orders/${order.orderNo}/ship`, {});
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  const view = await readContract(server, renter.token, order.orderNo);
  assert.deepEqual(
    view.body.data?.documents.map((document) => [document.kind, document.signatures.map((signature) => signature.method)]),
    [
      ['lease', ['onBehalf']],
      ['annex', []],
    ],
  );
  assert.ok(JSON.stringify(view.body.data?.text).includes('系统代客户签署（仅开发环境与演示数据）'));
});
