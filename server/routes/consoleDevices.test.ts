/**
 * A shop's device inventory in the back office: devices added one by one or from an Excel file
 * (all rows or none, every bad row named), their states set by hand within the rules, the list,
 * counts, history and export; shipping only from the order's shop's stock of the ordered SKU
 * (租出), the devices back in stock on return and sold on buyout; after-sales' replacement unit.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { BuyoutQuoteView } from '@/contract/money';
import type { RentalOrderDetail } from '@/contract/orders';
import type { SysServiceRequestDetail } from '@/contract/serviceRequests';
import type { DeviceHistory, DeviceImportProblems, ShipCandidates, StoreDeviceCounts, StoreDeviceRow } from '@/contract/storeDevices';
import { auditLog, customerNotifications, orderHistory, rentalDevices, storeDevices } from '../db/schema';
import type { ShippedOrder } from '../domain/orders/shipping';
import { transition } from '../domain/orders/lifecycle';
import { addDevices, approvedOrderOf, deviceBySerial, eventsOf, newSerial, shopSku } from '../testing/deviceScenarios';
import { confirmReceipt, orderRow } from '../testing/fulfilmentScenarios';
import { DEFAULT_PEER, startTestServer, type TestServer } from '../testing/harness';
import { setBalance } from '../testing/rentalScenarios';
import { logInAsAdmin, logInAsMerchant, logInAsOtherMerchant, type StaffLogin } from '../testing/staff';
import { businessSnapshot, changedTables } from '../security/snapshot';
import { deflatedEntry, paddedEntry, sheetXml, workbookEntries, workbookParts, zipArchive, type ZipEntry } from '../testing/zipArchives';

let server: TestServer;
let merchant: StaffLogin;
let other: StaffLogin;
let admin: StaffLogin;
before(async () => {
  server = await startTestServer();
  merchant = await logInAsMerchant(server);
  other = await logInAsOtherMerchant(server);
  admin = await logInAsAdmin(server);
});
after(() => server.close());

const SHIPMENT = { carrier: '顺丰速运', waybillNo: 'SF3000000000001' } as const;

function ship(token: string, orders: { orderNo: string; serials: { itemId: number; serialNo: string }[] }[]) {
  return server.post<ShippedOrder[]>('/api/sys/order/ship', { orders: orders.map((order) => ({ ...SHIPMENT, ...order })) }, { token });
}

async function workbook(rows: (string | number | null | undefined)[][]): Promise<Uint8Array> {
  return new Uint8Array(await writeXlsxFile(rows, { sheet: '设备导入' }).toBuffer());
}

async function importFile(token: string, bytes: Uint8Array, filename = 'devices.xlsx') {
  const form = new FormData();
  form.set('file', new Blob([Buffer.from(bytes)]), filename);
  const response = await server.app.request('/api/sys/device/import', { method: 'POST', headers: { 'x-test-peer': DEFAULT_PEER, apiToken: token }, body: form });
  return (await response.json()) as { code: number; msg: string; data?: DeviceImportProblems & { imported?: number } };
}

async function download(path: string, token: string, form: Record<string, string> = {}) {
  const response = await server.app.request(path, {
    method: 'POST',
    headers: { 'x-test-peer': DEFAULT_PEER, apiToken: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return response;
}

test('a merchant adds a device of their shop: 在库, in the list, the counts and its history, audited; the serial is unique on the platform', async () => {
  const sku = await shopSku(server, merchant.storeId);
  const serialNo = newSerial('ADD');
  const added = await server.post<StoreDeviceRow>(
    '/api/sys/device/add',
    { skuId: sku.skuId, serialNo: ` ${serialNo.toLowerCase()} `, note: '外观完好' },
    { token: merchant.token },
  );
  assert.equal(added.body.msg, '设备已入库');
  assert.deepEqual(
    [added.body.data?.serialNo, added.body.data?.state, added.body.data?.stateName, added.body.data?.note, added.body.data?.orderNo],
    [serialNo, 'inStock', '在库', '外观完好', null],
  );

  const list = await server.post<StoreDeviceRow>('/api/sys/device/list', { keyword: serialNo.slice(0, 7), state: 'inStock' }, { token: merchant.token });
  assert.equal(list.body.code, 200);
  assert.ok((list.body.rows as StoreDeviceRow[]).some((row) => row.serialNo === serialNo && row.skuId === sku.skuId && row.goodsId === sku.goodsId));
  const byState = await server.post<StoreDeviceRow>('/api/sys/device/list', { sort: 'state', order: 'asc', limit: 100 }, { token: merchant.token });
  const ranks = (byState.body.rows as StoreDeviceRow[]).map((row) => ['inStock', 'rented', 'repair', 'sold', 'scrapped'].indexOf(row.state));
  assert.deepEqual(
    ranks,
    [...ranks].sort((x, y) => x - y),
    "states in the dictionary's order",
  );
  assert.ok(
    (byState.body.rows as StoreDeviceRow[]).every((row) => row.storeId === merchant.storeId),
    "an editor sees their shop's devices only",
  );
  const counts = await server.get<StoreDeviceCounts>(`/api/sys/device/stateCount?skuId=${sku.skuId}`, { token: merchant.token });
  assert.ok((counts.body.data?.inStock ?? 0) >= 1);

  const history = await server.get<DeviceHistory>(`/api/sys/device/history/${added.body.data?.deviceId}`, { token: merchant.token });
  assert.deepEqual(
    history.body.data?.events.map((event) => [event.fromState, event.toState, event.reasonName, event.actor.kind]),
    [[null, 'inStock', '新增入库', 'sys']],
  );
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'device.add'), eq(auditLog.targetId, String(added.body.data?.deviceId))));
  assert.match(audit?.summary ?? '', new RegExp(`新增设备：序列号 ${serialNo}`));

  // The same serial again, by anyone, for any shop: refused, nothing written.
  const otherSku = await shopSku(server, other.storeId);
  const before = await businessSnapshot(server.db);
  assert.deepEqual((await server.post('/api/sys/device/add', { skuId: sku.skuId, serialNo }, { token: merchant.token })).body, { code: 500, msg: `序列号 ${serialNo} 已存在` });
  assert.deepEqual((await server.post('/api/sys/device/add', { skuId: otherSku.skuId, serialNo }, { token: admin.token })).body, { code: 500, msg: `序列号 ${serialNo} 已存在` });
  // Another shop's SKU is no SKU for an editor.
  assert.equal((await server.post('/api/sys/device/add', { skuId: otherSku.skuId, serialNo: newSerial() }, { token: merchant.token })).body.code, 404);
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  // An admin stocks any shop.
  const byAdmin = await server.post<StoreDeviceRow>('/api/sys/device/add', { skuId: otherSku.skuId, serialNo: newSerial('ADM') }, { token: admin.token });
  assert.equal(byAdmin.body.data?.storeId, other.storeId);
  const malformed = await server.post('/api/sys/device/add', { skuId: sku.skuId, serialNo: 'AB' }, { token: merchant.token });
  assert.equal(malformed.body.msg, '设备序列号应为 4–40 位字母、数字或短横线，以字母或数字开头');
});

test('states by hand: 在库 ⇄ 维修中, either → 报废 (final); a rented device cannot be changed by hand', async () => {
  const sku = await shopSku(server, merchant.storeId);
  const [device] = await addDevices(server, merchant.token, sku.skuId, [newSerial('ST')]);
  assert.ok(device);
  const set = (state: string, note?: string) => server.post<StoreDeviceRow>('/api/sys/device/state', { deviceId: device.deviceId, state, note }, { token: merchant.token });
  assert.equal((await set('repair', '屏幕闪烁')).body.data?.state, 'repair');
  assert.equal((await set('repair')).body.msg, '设备已是「维修中」状态');
  assert.equal((await set('inStock', '已修好')).body.data?.stateName, '在库');
  assert.equal((await set('scrapped', '主板损坏')).body.data?.state, 'scrapped');
  assert.equal((await set('inStock')).body.msg, '设备已报废，不能修改状态');
  assert.equal((await set('rented')).body.msg, '设备状态不正确');
  const events = await eventsOf(server, device.deviceId);
  assert.deepEqual(
    events.map((event) => [event.fromState, event.toState, event.reason, event.note]),
    [
      [null, 'inStock', 'added', ''],
      ['inStock', 'repair', 'manual', '屏幕闪烁'],
      ['repair', 'inStock', 'manual', '已修好'],
      ['inStock', 'scrapped', 'manual', '主板损坏'],
    ],
  );

  const order = await approvedOrderOf(server, sku.skuId);
  const [out] = await addDevices(server, merchant.token, sku.skuId, [newSerial('RT')]);
  assert.ok(out);
  assert.equal((await ship(merchant.token, [{ orderNo: order.orderNo, serials: [{ itemId: order.itemId, serialNo: out.serialNo }] }])).body.code, 200);
  const rented = await server.post('/api/sys/device/state', { deviceId: out.deviceId, state: 'repair' }, { token: merchant.token });
  assert.deepEqual(rented.body, { code: 500, msg: '设备租出中，须随订单归还或买断，不能手动修改状态' });
  // Another shop's device is not there for an editor.
  assert.equal((await server.post('/api/sys/device/state', { deviceId: out.deviceId, state: 'repair' }, { token: other.token })).body.code, 404);
});

test("shipping takes only 在库 devices of the order's shop and SKU; the history names the staff member, the device becomes 租出 with the order", async () => {
  const sku = await shopSku(server, merchant.storeId, 0, 10);
  const otherSkuOfShop = await shopSku(server, merchant.storeId, 1);
  const foreignSku = await shopSku(server, other.storeId);
  const order = await approvedOrderOf(server, sku.skuId, 2);
  const [a, b, repairing] = await addDevices(server, merchant.token, sku.skuId, [newSerial('SA'), newSerial('SB'), newSerial('SR')]);
  const [wrongSku] = await addDevices(server, merchant.token, otherSkuOfShop.skuId, [newSerial('SW')]);
  const [foreign] = await addDevices(server, admin.token, foreignSku.skuId, [newSerial('SF')]);
  assert.ok(a && b && repairing && wrongSku && foreign);
  await server.post('/api/sys/device/state', { deviceId: repairing.deviceId, state: 'repair' }, { token: merchant.token });

  const candidates = await server.get<ShipCandidates>(`/api/sys/order/shipCandidates/${order.orderNo}`, { token: merchant.token });
  const [item] = candidates.body.data?.items ?? [];
  assert.equal(item?.quantity, 2);
  const offered = new Set(item?.devices.map((device) => device.serialNo));
  assert.ok(offered.has(a.serialNo) && offered.has(b.serialNo) && !offered.has(repairing.serialNo) && !offered.has(wrongSku.serialNo), 'only 在库 devices of the SKU');

  const units = (first: string, second: string) => [
    {
      orderNo: order.orderNo,
      serials: [
        { itemId: order.itemId, serialNo: first },
        { itemId: order.itemId, serialNo: second },
      ],
    },
  ];
  const before = await businessSnapshot(server.db);
  const refusals: Array<[string, string]> = [
    [foreign.serialNo, `订单 ${order.orderNo}：序列号 ${foreign.serialNo} 不在本店的设备库中，请先在设备管理中添加`],
    ['NOSUCHDEVICE01', `订单 ${order.orderNo}：序列号 NOSUCHDEVICE01 不在本店的设备库中，请先在设备管理中添加`],
    [wrongSku.serialNo, `订单 ${order.orderNo}：序列号 ${wrongSku.serialNo} 的设备不是「${item?.goodsName} ${item?.skuName}」，请选择该配置的设备`],
    [repairing.serialNo, `订单 ${order.orderNo}：序列号 ${repairing.serialNo} 的设备当前状态为「维修中」，只有在库的设备可以发货`],
  ];
  for (const [serial, msg] of refusals) assert.deepEqual((await ship(merchant.token, units(a.serialNo, serial))).body, { code: 500, msg }, serial);
  // The existing rules keep their messages, named by the order.
  assert.equal((await ship(merchant.token, units(a.serialNo, a.serialNo))).body.msg, `订单 ${order.orderNo}：序列号 ${a.serialNo} 重复填写`);
  // Another shop's merchant cannot ship it, nor see what it needs.
  assert.equal((await ship(other.token, units(a.serialNo, b.serialNo))).body.code, 404);
  assert.equal((await server.get(`/api/sys/order/shipCandidates/${order.orderNo}`, { token: other.token })).body.code, 404);
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);

  const shipped = await ship(merchant.token, units(a.serialNo, b.serialNo));
  assert.equal(shipped.body.msg, '发货成功');
  assert.deepEqual(
    shipped.body.data?.map((result) => [result.orderNo, result.status]),
    [[order.orderNo, 3]],
  );
  for (const device of [a, b]) {
    const row = await deviceBySerial(server, device.serialNo);
    assert.equal(row.state, 'rented');
    const last = (await eventsOf(server, row.id)).at(-1);
    assert.deepEqual([last?.reason, last?.actorKind, last?.actorId, last?.orderId], ['shipped', 'sys', merchant.userId, order.orderId]);
  }
  const [history] = (await server.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.orderId))).filter((row) => row.toStatus === 3);
  assert.deepEqual([history?.actorKind, history?.actorId, history?.note], ['sys', merchant.userId, '商家已发货：顺丰速运 SF3000000000001']);
  const notes = await server.db.select().from(customerNotifications).where(eq(customerNotifications.orderId, order.orderId));
  assert.ok(notes.some((note) => note.title === '订单已发货'));
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.ship'), eq(auditLog.targetId, order.orderNo)));
  assert.match(audit?.summary ?? '', /^发货：订单 ZL\d+ 顺丰速运 SF3000000000001（序列号 /);
  const links = await server.db.select().from(rentalDevices).where(eq(rentalDevices.orderId, order.orderId));
  assert.deepEqual(new Set(links.map((link) => link.storeDeviceId)), new Set([a.deviceId, b.deviceId]));
  const listed = await server.post<StoreDeviceRow>('/api/sys/device/list', { keyword: a.serialNo }, { token: merchant.token });
  assert.equal((listed.body.rows as StoreDeviceRow[])[0]?.orderNo, order.orderNo);

  // A device out with that order is refused to the next one, as before the inventory.
  const next = await approvedOrderOf(server, sku.skuId);
  assert.equal(
    (await ship(merchant.token, [{ orderNo: next.orderNo, serials: [{ itemId: next.itemId, serialNo: a.serialNo }] }])).body.msg,
    `订单 ${next.orderNo}：序列号 ${a.serialNo} 的设备正在租赁中，不能重复发货`,
  );
});

test('several orders ship at once or not at all; a refusal names its order', async () => {
  const sku = await shopSku(server, merchant.storeId, 0, 10);
  const first = await approvedOrderOf(server, sku.skuId);
  const second = await approvedOrderOf(server, sku.skuId);
  const [x, y] = await addDevices(server, merchant.token, sku.skuId, [newSerial('BX'), newSerial('BY')]);
  assert.ok(x && y);
  const batch = (secondSerial: string) => [
    { orderNo: first.orderNo, serials: [{ itemId: first.itemId, serialNo: x.serialNo }] },
    { orderNo: second.orderNo, serials: [{ itemId: second.itemId, serialNo: secondSerial }] },
  ];
  const before = await businessSnapshot(server.db);
  assert.equal((await ship(merchant.token, batch(x.serialNo))).body.msg, `订单 ${second.orderNo}：序列号 ${x.serialNo} 的设备正在租赁中，不能重复发货`);
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), [], 'the first order of a refused batch is not shipped');
  assert.equal((await ship(merchant.token, [...batch(y.serialNo).slice(0, 1), ...batch(y.serialNo).slice(0, 1)])).body.msg, `订单 ${first.orderNo} 重复提交`);
  const shipped = await ship(merchant.token, batch(y.serialNo));
  assert.equal(shipped.body.data?.length, 2);
  assert.equal((await orderRow(server, second.orderId)).status, 3);
});

test("the return's inspection puts the device back in stock; a buyout sells it; the history shows the rentals with the customer masked", async () => {
  const sku = await shopSku(server, merchant.storeId, 0, 10);
  const returning = await approvedOrderOf(server, sku.skuId);
  const buying = await approvedOrderOf(server, sku.skuId);
  const [r, s] = await addDevices(server, merchant.token, sku.skuId, [newSerial('RR'), newSerial('RS')]);
  assert.ok(r && s);
  assert.equal(
    (
      await ship(merchant.token, [
        { orderNo: returning.orderNo, serials: [{ itemId: returning.itemId, serialNo: r.serialNo }] },
        { orderNo: buying.orderNo, serials: [{ itemId: buying.itemId, serialNo: s.serialNo }] },
      ])
    ).body.code,
    200,
  );
  for (const order of [returning, buying]) assert.equal((await confirmReceipt(server, order.renter.token, order.orderNo)).body.code, 200);

  assert.equal(
    (await server.post('/api/wOrder/returnOrder', { orderNo: returning.orderNo, carrier: '顺丰速运', waybillNo: 'SF4000000000001' }, { token: returning.renter.token })).body.code,
    200,
  );
  assert.equal((await deviceBySerial(server, r.serialNo)).state, 'rented', 'on its way back it is still out');
  await server.db.transaction((tx) => transition(tx, returning.orderId, 6, { kind: 'sys', id: merchant.userId }, '验收入库', server.clock.now()));
  const back = await deviceBySerial(server, r.serialNo);
  assert.equal(back.state, 'inStock');
  assert.deepEqual(
    (await eventsOf(server, back.id)).map((event) => [event.toState, event.reason, event.actorKind, event.actorId]),
    [
      ['inStock', 'added', 'sys', merchant.userId],
      ['rented', 'shipped', 'sys', merchant.userId],
      ['inStock', 'returned', 'sys', merchant.userId],
    ],
  );

  const quote = await server.post<BuyoutQuoteView>('/api/wOrder/buyout/quote', { orderNo: buying.orderNo }, { token: buying.renter.token });
  assert.ok(quote.body.data, quote.body.msg);
  await setBalance(server, buying.renter.customerId, quote.body.data.amountDue + 100);
  const paid = await server.post('/api/wOrder/buyout/yezf', { quoteNo: quote.body.data.quoteNo, idempotencyKey: randomUUID() }, { token: buying.renter.token });
  assert.equal(paid.body.code, 200, paid.body.msg);
  const sold = await deviceBySerial(server, s.serialNo);
  assert.equal(sold.state, 'sold');
  assert.deepEqual((await eventsOf(server, sold.id)).at(-1)?.actorKind, 'customer');
  assert.equal((await server.post('/api/sys/device/state', { deviceId: sold.id, state: 'inStock' }, { token: merchant.token })).body.msg, '设备已售出，不能修改状态');

  const history = await server.get<DeviceHistory>(`/api/sys/device/history/${back.id}`, { token: merchant.token });
  const [rental] = history.body.data?.rentals ?? [];
  assert.deepEqual([rental?.orderNo, rental?.customerName, rental?.endReasonName, rental?.orderStatus], [returning.orderNo, '测**户', '归还入库', 6]);
  assert.ok(rental?.from && rental.until);
  assert.equal(history.body.data?.events[0]?.reasonName, '归还入库', 'newest first');
  assert.equal(history.body.data?.events[0]?.actor.name, '云租优选店长');
  assert.equal((await server.get(`/api/sys/device/history/${back.id}`, { token: other.token })).body.code, 404);

  // Back in stock, it ships again.
  const again = await approvedOrderOf(server, sku.skuId);
  assert.equal((await ship(merchant.token, [{ orderNo: again.orderNo, serials: [{ itemId: again.itemId, serialNo: r.serialNo }] }])).body.code, 200);
});

test('an import is all or nothing: every bad row named by its row number; a good file enters every device', async () => {
  const sku = await shopSku(server, merchant.storeId);
  const foreign = await shopSku(server, other.storeId);
  const [existing] = await addDevices(server, merchant.token, sku.skuId, [newSerial('IE')]);
  assert.ok(existing);
  const good = [newSerial('IA'), newSerial('IB')];
  const header = ['商品SKU编号', '序列号', '备注'];
  const before = await businessSnapshot(server.db);
  const bad = await importFile(
    merchant.token,
    await workbook([
      header,
      [sku.skuId, good[0], '新机'],
      [sku.skuId, existing.serialNo, null],
      [foreign.skuId, newSerial('IF'), null],
      [sku.skuId, 'X Y', null],
      [sku.skuId, good[0]?.toLowerCase() ?? '', null],
      [null, null, null],
      ['abc', null, null],
    ]),
  );
  assert.equal(bad.code, 500);
  assert.deepEqual(bad.data?.problems, [
    `第 3 行：序列号 ${existing.serialNo} 已存在`,
    `第 4 行：商品SKU编号 ${foreign.skuId} 不存在或不属于本店`,
    '第 5 行：序列号 X Y 格式不正确（4–40 位字母、数字或短横线，以字母或数字开头）',
    `第 6 行：序列号 ${good[0]} 与第 2 行重复`,
    '第 8 行：商品SKU编号 abc 不正确；请填写序列号',
  ]);
  assert.equal(bad.data?.problemCount, 5);
  assert.match(bad.msg, /^导入失败，共 5 处问题，请修改后重新导入（本次未导入任何设备）：第 3 行：/);
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), [], 'nothing of a refused file is written');

  assert.equal((await importFile(merchant.token, new TextEncoder().encode('序列号,备注\nA1,'), 'devices.csv')).msg, '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）');
  assert.equal((await importFile(merchant.token, await workbook([['SKU', '序列号']]))).msg, '表头应为：商品SKU编号、序列号、备注（请使用导入模板）');
  assert.equal((await importFile(merchant.token, await workbook([header]))).msg, '文件中没有设备数据');

  const imported = await importFile(merchant.token, await workbook([header, [sku.skuId, good[0], '新机'], [String(sku.skuId), good[1], null]]));
  assert.deepEqual([imported.code, imported.msg, imported.data?.imported], [200, '设备导入成功', 2]);
  for (const serialNo of good) {
    const device = await deviceBySerial(server, serialNo ?? '');
    assert.deepEqual([device.state, device.skuId, device.storeId], ['inStock', sku.skuId, merchant.storeId]);
    assert.equal((await eventsOf(server, device.id))[0]?.reason, 'imported');
  }
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'device.import'), eq(auditLog.sysUserId, merchant.userId)));
  assert.match(audit?.summary ?? '', /^导入设备 2 台/);
});

const IMPORT_HEADER = ['商品SKU编号', '序列号', '备注'];

async function isStocked(serialNo: string): Promise<boolean> {
  return (await server.db.select({ id: storeDevices.id }).from(storeDevices).where(eq(storeDevices.serialNo, serialNo))).length > 0;
}

test('an .xlsx whose entries lie about their size is refused once 8 MB are unpacked, and nothing is imported', async () => {
  const sku = await shopSku(server, merchant.storeId);
  const serial = newSerial('LZ');
  const rows = [IMPORT_HEADER, [String(sku.skuId), serial, '']];
  const { head, tail } = sheetXml(rows);
  const before = await businessSnapshot(server.db);
  const lies: Array<[string, ZipEntry[]]> = [
    // As a streaming zipper writes it: the local header says nothing, the descriptor and the directory say 1 KiB.
    [
      'a part the sheet never names',
      [...workbookEntries(rows), { ...paddedEntry('xl/padding.xml', '<p>', 64, '</p>'), streamed: true, claimedSize: 1024, localClaimedSize: 1024 }],
    ],
    ['the sheet itself', [...workbookParts(), { ...paddedEntry('xl/worksheets/sheet1.xml', head, 64, tail), claimedSize: 1024, localClaimedSize: 1024 }]],
  ];
  for (const [where, entries] of lies) {
    const file = zipArchive(entries);
    assert.ok(file.byteLength < 100 * 1024, `${where}: a small upload`);
    assert.equal((await importFile(merchant.token, file)).msg, 'Excel 文件内容过多（解压后不能超过 8 MB），请使用导入模板重新填写', where);
  }
  assert.equal(await isStocked(serial), false);
  assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), [], 'nothing of a refused file is written');
});

test('an .xlsx whose central directory overstates its sizes still imports when what it holds is small', async () => {
  const sku = await shopSku(server, merchant.storeId);
  const serial = newSerial('OV');
  const entries = workbookEntries([IMPORT_HEADER, [String(sku.skuId), serial, '大小虚报']]).map((entry) => ({ ...entry, claimedSize: 0xfffffffe }));
  const imported = await importFile(merchant.token, zipArchive(entries));
  assert.deepEqual([imported.code, imported.msg, imported.data?.imported], [200, '设备导入成功', 1]);
  assert.equal((await deviceBySerial(server, serial)).note, '大小虚报');
});

test('a sheet the central directory does not list is never read', async () => {
  const sku = await shopSku(server, merchant.storeId);
  const listed = newSerial('LS');
  const hidden = newSerial('HD');
  const { head, tail } = sheetXml([IMPORT_HEADER, [String(sku.skuId), hidden, '']]);
  // A streaming reader meets the hidden sheet last, under the listed sheet's name.
  const entries = [...workbookEntries([IMPORT_HEADER, [String(sku.skuId), listed, '']]), { ...deflatedEntry('xl/worksheets/sheet1.xml', head + tail), listed: false }];
  const imported = await importFile(merchant.token, zipArchive(entries));
  assert.deepEqual([imported.code, imported.msg, imported.data?.imported], [200, '设备导入成功', 1]);
  assert.deepEqual([await isStocked(listed), await isStocked(hidden)], [true, false]);
});

test('a sheet that would make the reader build or rescan far more than it holds is refused before the reader runs; a formatted tail of empty rows still imports', async () => {
  const sku = await shopSku(server, merchant.storeId);
  const serial = newSerial('SP');
  const { head, tail } = sheetXml([IMPORT_HEADER, [String(sku.skuId), serial, '']]);
  const withRows = (rowsXml: string) => zipArchive([...workbookParts(), deflatedEntry('xl/worksheets/sheet1.xml', head.replace('</sheetData>', `${rowsXml}</sheetData>`) + tail)]);
  const tooLarge = 'Excel 工作表过大（每个工作表最多 10000 行、100 列），请使用导入模板重新填写';
  const unreadable = '无法读取该 Excel 文件，请使用导入模板重新填写';
  const attempts: Array<[string, string, string]> = [
    // The cheap ones first: without these bounds the reader answers them quickly, and wrongly.
    ['a value in row 10001', '<row r="10001"><c r="A10001"><v>1</v></c></row>', tooLarge],
    ['a value in column 101 (CW)', '<row r="3"><c r="CW3"><v>1</v></c></row>', tooLarge],
    ['a value at XFD1048576', '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>', tooLarge],
    ['a value at A5 in a row numbered 1048576', '<row r="1048576"><c r="A5"><v>1</v></c></row>', tooLarge],
    ['a value after an empty cell that moved its row to 1048576', '<row><c r="A1048576"/><c r="B1048576"><v>1</v></c></row>', tooLarge],
    ['a value whose row a comment pretends is row 3', '<row r="1048576"><!-- <row r="3"> --><c r="A5"><v>1</v></c></row>', tooLarge],
    ['an address behind a quoted >', '<row><c x=">" r="A10001"><v>1</v></c></row>', tooLarge],
    ['an address under a namespace prefix', '<row><x:c xmlns:x="urn:x" x:r="A10001"><x:v>1</x:v></x:c></row>', tooLarge],
    ['a run of 70,000 spaces, which the reader would scan again with every chunk', `<row r="3"/>${' '.repeat(70_000)}`, tooLarge],
    ['a row inside a row, which carries its number inward', '<row r="1048576"><row><c r="A5"><v>1</v></c></row></row>', unreadable],
    ['an address written with an entity', '<row><c r="A1000&#49;"><v>1</v></c></row>', unreadable],
    ['a row number written as an exponent', '<row r="1e4"/>', unreadable],
    ["a row past Excel's last", '<row r="1048577"/>', unreadable],
  ];
  for (const [attack, rowsXml, message] of attempts) assert.equal((await importFile(merchant.token, withRows(rowsXml))).msg, message, attack);
  assert.equal(await isStocked(serial), false);
  // Within the limits: a value at CV10000, and the formatted tail of empty rows WPS saves down to row 1048576.
  const tailRows = Array.from({ length: 200 }, (_, index) => `<row r="${1_048_377 + index}" s="3" customFormat="1"><c r="A${1_048_377 + index}" s="3"/></row>`).join('');
  const fine = await importFile(merchant.token, withRows(`<row r="10000"><c r="CV10000" t="inlineStr"><is><t>备用</t></is></c></row>${'<row/>'.repeat(500)}${tailRows}`));
  assert.deepEqual([fine.code, fine.msg], [200, '设备导入成功']);
  assert.equal(await isStocked(serial), true);
});

test("the template lists the shop's own SKUs; the export writes the filtered devices", async () => {
  const template = await download('/api/sys/device/template', merchant.token);
  assert.equal(template.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const sheets = await readXlsxFile(Buffer.from(await template.arrayBuffer()));
  assert.deepEqual(
    sheets.map((sheet) => sheet.sheet),
    ['设备导入', '商品SKU列表', '填写说明'],
  );
  assert.deepEqual(sheets[0]?.data, [['商品SKU编号', '序列号', '备注']]);
  const own = await shopSku(server, merchant.storeId);
  const foreign = await shopSku(server, other.storeId);
  const listed = new Set(sheets[1]?.data.slice(1).map((row) => row[0]));
  assert.ok(listed.has(own.skuId) && !listed.has(foreign.skuId));

  const [device] = await addDevices(server, merchant.token, own.skuId, [newSerial('EX')]);
  assert.ok(device);
  const exported = await download('/api/sys/device/export', merchant.token, { keyword: device.serialNo, state: 'inStock' });
  const rows = await readSheet(Buffer.from(await exported.arrayBuffer()));
  assert.deepEqual(rows[0]?.slice(0, 5), ['序列号', '商品', '配置', '商品SKU编号', '状态']);
  assert.deepEqual(
    rows.slice(1).map((row) => [row[0], row[4]]),
    [[device.serialNo, '在库']],
  );
  // Another shop's merchant exports none of it.
  const foreignExport = await readSheet(Buffer.from(await (await download('/api/sys/device/export', other.token, { keyword: device.serialNo })).arrayBuffer()));
  assert.equal(foreignExport.length, 1);
});

test("a replacement: the old device 维修中, the new one 租出, the order's unit moves to the new serial, the timeline, 消息 and audit say so", async () => {
  const sku = await shopSku(server, merchant.storeId, 0, 10);
  const order = await approvedOrderOf(server, sku.skuId);
  const [old, fresh, wrong] = await addDevices(server, merchant.token, sku.skuId, [newSerial('OLD'), newSerial('NEW'), newSerial('RPR')]);
  assert.ok(old && fresh && wrong);
  await server.post('/api/sys/device/state', { deviceId: wrong.deviceId, state: 'repair' }, { token: merchant.token });
  assert.equal((await ship(merchant.token, [{ orderNo: order.orderNo, serials: [{ itemId: order.itemId, serialNo: old.serialNo }] }])).body.code, 200);
  assert.equal((await confirmReceipt(server, order.renter.token, order.orderNo)).body.code, 200);
  const asked = await server.post<{ serviceNo: string }>(
    '/api/wService/add',
    { orderNo: order.orderNo, kind: 'replacement', serialNo: old.serialNo, reason: 'hardware_fault', description: '开机后风扇狂转随后关机。', idempotencyKey: randomUUID() },
    { token: order.renter.token },
  );
  const serviceNo = asked.body.data?.serviceNo ?? '';
  assert.ok(serviceNo, asked.body.msg);
  const replace = (body: Partial<Record<string, string>> = {}, token = merchant.token) =>
    server.post<SysServiceRequestDetail>(
      '/api/sys/wService/replace',
      { serviceNo, oldSerialNo: old.serialNo, newSerialNo: fresh.serialNo, carrier: '顺丰速运', waybillNo: 'SF5000000000001', ...body },
      { token },
    );

  const before = await businessSnapshot(server.db);
  assert.equal((await replace()).body.msg, '申请当前状态为「待受理」，请先受理申请再安排换机');
  assert.equal((await server.post('/api/sys/wService/status', { serviceNo, status: 1 }, { token: merchant.token })).body.code, 200);
  const accepted = await businessSnapshot(server.db);
  assert.equal((await replace({ newSerialNo: wrong.serialNo })).body.msg, `序列号 ${wrong.serialNo} 的设备当前状态为「维修中」，只有在库的设备可以发货`);
  assert.equal((await replace({ oldSerialNo: wrong.serialNo })).body.msg, `序列号 ${wrong.serialNo} 不是该订单在租的设备`);
  assert.equal((await replace({ newSerialNo: old.serialNo })).body.msg, '新设备的序列号不能与换下的设备相同');
  assert.equal((await replace({}, other.token)).body.code, 404);
  assert.deepEqual(changedTables(accepted, await businessSnapshot(server.db)), []);
  assert.ok(changedTables(before, accepted).includes('service_request_events'));

  const done = await replace();
  assert.equal(done.body.msg, '换机已发出');
  assert.equal((await deviceBySerial(server, old.serialNo)).state, 'repair');
  assert.equal((await deviceBySerial(server, fresh.serialNo)).state, 'rented');
  const [unit] = await server.db.select().from(rentalDevices).where(eq(rentalDevices.orderId, order.orderId));
  assert.deepEqual([unit?.serialNo, unit?.storeDeviceId, unit?.releasedAt], [fresh.serialNo, fresh.deviceId, null]);
  const detail = await server.get<RentalOrderDetail>(`/api/wOrder/detail/${order.orderNo}`, { token: order.renter.token });
  assert.deepEqual(
    detail.body.data?.devices.map((device) => device.serialNo),
    [fresh.serialNo],
  );
  assert.match(done.body.data?.timeline.at(-1)?.remark ?? '', new RegExp(`换新设备已发出：序列号 ${fresh.serialNo}（顺丰速运 SF5000000000001）`));
  assert.equal(done.body.data?.status, 1, 'the request stays in hand until the old device is back');
  const [note] = await server.db
    .select()
    .from(customerNotifications)
    .where(and(eq(customerNotifications.orderId, order.orderId), eq(customerNotifications.title, '换新设备已发出')));
  assert.match(note?.content ?? '', new RegExp(`新设备序列号 ${fresh.serialNo}`));
  const [audit] = await server.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'service.replace'), eq(auditLog.targetId, serviceNo)));
  assert.ok(audit);

  // The old device's history keeps the rental it ended; the new one's starts with the same order.
  const oldHistory = await server.get<DeviceHistory>(`/api/sys/device/history/${old.deviceId}`, { token: merchant.token });
  assert.deepEqual(
    oldHistory.body.data?.rentals.map((rental) => [rental.orderNo, rental.endReasonName]),
    [[order.orderNo, '换机换下']],
  );
  const freshHistory = await server.get<DeviceHistory>(`/api/sys/device/history/${fresh.deviceId}`, { token: merchant.token });
  assert.deepEqual(
    freshHistory.body.data?.rentals.map((rental) => [rental.orderNo, rental.until]),
    [[order.orderNo, null]],
  );
  // Back from the customer and repaired, the old device is stock again.
  assert.equal((await server.post('/api/sys/device/state', { deviceId: old.deviceId, state: 'inStock', note: '检测完毕' }, { token: merchant.token })).body.code, 200);
  const [storeDevice] = await server.db.select().from(storeDevices).where(eq(storeDevices.id, old.deviceId));
  assert.equal(storeDevice?.state, 'inStock');
});

test('the development door ships from stock: it picks 在库 devices of the SKU first and stocks new ones when short', async () => {
  const sku = await shopSku(server, merchant.storeId, 2, 10);
  const [stocked] = await addDevices(server, merchant.token, sku.skuId, [newSerial('DR')]);
  assert.ok(stocked);
  const order = await approvedOrderOf(server, sku.skuId, 2);
  const shipped = await server.post<ShippedOrder>(`/dev/orders/${order.orderNo}/ship`, {});
  assert.equal(shipped.body.code, 200, shipped.body.msg);
  const serials = shipped.body.data?.devices.map((device) => device.serialNo) ?? [];
  assert.equal(serials[0], stocked.serialNo);
  assert.match(serials[1] ?? '', /^SN\d{8}[0-9A-F]{8}$/);
  for (const serialNo of serials) {
    const device = await deviceBySerial(server, serialNo);
    assert.deepEqual([device.state, device.skuId, device.storeId], ['rented', sku.skuId, merchant.storeId]);
  }
});
