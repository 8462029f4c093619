/**
 * After-sales service requests over the API: what a customer may ask for and with what, the
 * status timeline the back office moves, the thread, the customer's 消息, and who may see what.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AuditRow } from '@/contract/audit';
import type { ServiceableOrder, ServiceRequestDetail, ServiceRequestSummary, SysServiceRequestDetail } from '@/contract/serviceRequests';
import { customerNotifications, serviceRequests, uploadedFiles } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { startTestServer, type TestServer } from '../testing/harness';
import { businessSnapshot, changedTables } from '../security/snapshot';
import { editorOfShop, orderInStatus, registeredCustomer, requestService, serialsOfOrder, twoShops, uploadServicePhoto } from '../testing/serviceScenarios';

let server: TestServer;
let shops: { merchantShop: number; otherShop: number };
let merchant: string;
let admin: string;
let otherMerchant: string;
before(async () => {
  server = await startTestServer();
  shops = await twoShops(server);
  merchant = await server.logInToBackOffice(DEMO_ACCOUNTS.merchant);
  admin = await server.logInToBackOffice(DEMO_ACCOUNTS.admin);
  otherMerchant = await editorOfShop(server, shops.otherShop);
});
after(() => server.close());

async function renter(status: 3 | 4 | 5 = 4, shop: 'merchantShop' | 'otherShop' = 'merchantShop', quantity = 1) {
  const customer = await registeredCustomer(server);
  const orderNo = await orderInStatus(server, customer, shops[shop], status, quantity);
  return { ...customer, orderNo, serials: await serialsOfOrder(server, orderNo) };
}

async function notificationsOf(customerId: number) {
  return server.db.select().from(customerNotifications).where(eq(customerNotifications.customerId, customerId)).orderBy(desc(customerNotifications.id));
}

async function rowsOf(customerId: number) {
  return server.db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId));
}

describe('asking for service', () => {
  test('a renting customer asks for a repair with a photo: the request waits 待受理 with its reason, photo and first timeline entry, and is in their list', async () => {
    const customer = await renter();
    const photo = await uploadServicePhoto(server, customer.token);
    const answer = await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo: ` ${customer.serials[0]?.toLowerCase()} `, photoKeys: [photo] });
    assert.equal(answer.body.code, 200, answer.body.msg);
    assert.equal(answer.body.msg, '申请已提交，售后将尽快受理');
    const request = answer.body.data;
    assert.ok(request);
    assert.match(request.serviceNo, /^SR\d{20}$/);
    assert.equal(request.orderNo, customer.orderNo);
    assert.deepEqual([request.kind, request.kindName, request.reasonName, request.serialNo], ['repair', '维修', '键盘或触控板故障', customer.serials[0]]);
    assert.deepEqual([request.status, request.statusName, request.canCancel, request.canFollowUp], [0, '待受理', true, true]);
    assert.deepEqual(request.photos, [{ key: photo, url: `/prod-api/api/file/${photo}` }]);
    assert.equal(request.timeline.length, 1);
    assert.deepEqual(
      [request.timeline[0]?.fromStatus, request.timeline[0]?.toStatus, request.timeline[0]?.actor, request.timeline[0]?.actorName],
      [null, 0, 'customer', '测试用户'],
    );
    assert.deepEqual(request.thread, []);

    const list = await server.post<never>('/api/wService/list', {}, { token: customer.token });
    const rows = list.body.rows as ServiceRequestSummary[];
    assert.deepEqual([list.body.total, rows.map((row) => row.serviceNo), rows[0]?.photoCount], [1, [request.serviceNo], 1]);
    const detail = await server.get<ServiceRequestDetail>(`/api/wService/detail/${request.serviceNo}`, { token: customer.token });
    assert.deepEqual(detail.body.data, request);
    const [file] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, photo));
    assert.ok(file?.attachedAt, 'the photo is claimed by the request');
  });

  test('the reason must come from the fixed list of the kind asked for', async () => {
    const customer = await renter();
    for (const reason of ['screen_broken', 'fault_within_7_days', '', '<b>其他</b>']) {
      const answer = await requestService(server, customer.token, { orderNo: customer.orderNo, kind: 'repair', reason });
      assert.deepEqual(answer.body, { code: 500, msg: '请选择申请原因' }, reason);
    }
    assert.equal((await requestService(server, customer.token, { orderNo: customer.orderNo, kind: 'teleport', reason: 'other' })).body.msg, '请选择服务类型');
    assert.equal((await requestService(server, customer.token, { orderNo: customer.orderNo, kind: 'return', reason: 'fault_within_7_days' })).body.code, 200);
    assert.equal((await rowsOf(customer.customerId)).length, 1);
  });

  test('the description is bounded plain text', async () => {
    const customer = await renter();
    const cases: Array<[string, string]> = [
      ['   ', '请描述遇到的问题'],
      ['坏了', '问题描述至少 5 个字'],
      ['屏'.repeat(501), '问题描述不能超过 500 个字'],
      ['屏幕闪烁\u0007严重', '内容含有无法识别的字符'],
    ];
    for (const [description, msg] of cases) assert.deepEqual((await requestService(server, customer.token, { orderNo: customer.orderNo, description })).body, { code: 500, msg });
    const kept = await requestService(server, customer.token, { orderNo: customer.orderNo, description: '  第一行：<script>alert(1)</script>\r\n第二行  ' });
    assert.equal(kept.body.data?.description, '第一行：<script>alert(1)</script>\n第二行');
  });

  test('up to six photos: a seventh is refused and nothing is claimed', async () => {
    const customer = await renter();
    const keys = [];
    for (let i = 0; i < 7; i += 1) keys.push(await uploadServicePhoto(server, customer.token));
    const refused = await requestService(server, customer.token, { orderNo: customer.orderNo, photoKeys: keys });
    assert.deepEqual(refused.body, { code: 500, msg: '最多上传 6 张照片' });
    assert.equal(
      (
        await server.db
          .select()
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.customerId, customer.customerId), isNotNull(uploadedFiles.attachedAt)))
      ).length,
      0,
    );
    const six = await requestService(server, customer.token, { orderNo: customer.orderNo, photoKeys: keys.slice(0, 6) });
    assert.equal(six.body.code, 200, six.body.msg);
    assert.deepEqual(
      six.body.data?.photos.map((photo) => photo.key),
      keys.slice(0, 6),
    );
  });

  test("another customer's photo, a photo uploaded for something else, one already attached, or a made-up key are refused, and nothing changes", async () => {
    const customer = await renter();
    const stranger = await registeredCustomer(server);
    const foreign = await uploadServicePhoto(server, stranger.token);
    const licence = await uploadServicePhoto(server, customer.token, 'licence');
    const used = await uploadServicePhoto(server, customer.token);
    const first = await requestService(server, customer.token, { orderNo: customer.orderNo, kind: 'replacement', reason: 'hardware_fault', photoKeys: [used] });
    assert.equal(first.body.code, 200, first.body.msg);
    const mine = await uploadServicePhoto(server, customer.token);
    for (const key of [foreign, licence, used, `${'0'.repeat(32)}.png`]) {
      const before = await businessSnapshot(server.db);
      const rowsBefore = await rowsOf(customer.customerId);
      const answer = await requestService(server, customer.token, { orderNo: customer.orderNo, photoKeys: [mine, key] });
      assert.deepEqual(answer.body, { code: 500, msg: '图片不存在或已被使用，请重新上传' }, key);
      assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);
      assert.equal((await rowsOf(customer.customerId)).length, rowsBefore.length);
    }
    const [stillFree] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, mine));
    assert.equal(stillFree?.attachedAt, null, 'the refused request claimed nothing');
    assert.equal((await requestService(server, customer.token, { orderNo: customer.orderNo, photoKeys: [mine, mine] })).body.msg, '图片不存在或已被使用，请重新上传');
  });

  test("only the customer's own order, and only in a state where the kind makes sense", async () => {
    const customer = await renter();
    const stranger = await renter();
    assert.equal((await requestService(server, customer.token, { orderNo: stranger.orderNo })).body.code, 404);
    assert.equal((await requestService(server, customer.token, { orderNo: 'ZL20260101000000000000' })).body.code, 404);
    assert.equal((await rowsOf(customer.customerId)).length, 0);

    const unpaid = await orderInStatus(server, customer, shops.merchantShop, 0);
    assert.deepEqual((await requestService(server, customer.token, { orderNo: unpaid })).body, { code: 500, msg: '订单当前状态为「待支付」，不能申请维修' });
    const approved = await orderInStatus(server, customer, shops.merchantShop, 2);
    assert.deepEqual((await requestService(server, customer.token, { orderNo: approved, kind: 'replacement', reason: 'hardware_fault' })).body, {
      code: 500,
      msg: '订单当前状态为「待发货」，不能申请换机',
    });
    const returning = await orderInStatus(server, customer, shops.merchantShop, 5);
    assert.deepEqual((await requestService(server, customer.token, { orderNo: returning })).body, { code: 500, msg: '订单当前状态为「归还中」，不能申请维修' });
    assert.equal((await requestService(server, customer.token, { orderNo: returning, kind: 'return', reason: 'repeated_fault' })).body.code, 200);
    const shipped = await orderInStatus(server, customer, shops.merchantShop, 3);
    assert.equal((await requestService(server, customer.token, { orderNo: shipped, kind: 'replacement', reason: 'damaged_on_arrival' })).body.code, 200);

    const orders = await server.get<ServiceableOrder[]>('/api/wService/orders', { token: customer.token });
    assert.deepEqual(
      orders.body.data?.map((order) => [order.orderNo, order.statusName, order.kinds]),
      [
        [shipped, '待收货', ['return', 'replacement', 'repair']],
        [returning, '归还中', ['return']],
        [customer.orderNo, '租赁中', ['return', 'replacement', 'repair']],
      ],
    );
  });

  test('a serial number must be well formed and is kept upper-case', async () => {
    const customer = await renter();
    for (const serialNo of ['ab', '-ABCD', 'SN 1234', 'SN_1234', 'X'.repeat(41)]) {
      assert.deepEqual(
        (await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo })).body,
        { code: 500, msg: '设备序列号应为 4–40 位字母、数字或短横线，以字母或数字开头' },
        serialNo,
      );
    }
    const blank = await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo: '  ' });
    assert.equal(blank.body.data?.serialNo, null);
  });

  test('one open request per order, kind and device: a second is refused and names the first; another device or kind may ask', async () => {
    const customer = await renter(4, 'merchantShop', 2);
    const [one = '', two = ''] = customer.serials;
    const first = await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo: one });
    assert.ok(first.body.data);
    assert.deepEqual((await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo: one.toLowerCase() })).body, {
      code: 500,
      msg: `该订单（设备）已有未完成的维修申请 ${first.body.data.serviceNo}，请在原申请中留言补充`,
    });
    assert.equal((await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo: two })).body.code, 200);
    assert.equal((await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo: one, kind: 'replacement', reason: 'hardware_fault' })).body.code, 200);
    // Once the first is withdrawn, the device may be asked about again.
    assert.equal((await server.post('/api/wService/cancel', { serviceNo: first.body.data.serviceNo }, { token: customer.token })).body.code, 200);
    assert.equal((await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo: one })).body.code, 200);
  });

  test('a serial of another order, or of nobody, is refused and nothing is written', async () => {
    const customer = await renter();
    const other = await renter();
    for (const serialNo of [other.serials[0] ?? '', 'NOSUCHSERIAL01']) {
      const before = (await rowsOf(customer.customerId)).length;
      assert.deepEqual(
        (await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo })).body,
        { code: 500, msg: '该序列号不属于所选订单的设备，请核对机身标签或在“我的设备”中查看' },
        serialNo,
      );
      assert.equal((await rowsOf(customer.customerId)).length, before);
    }
  });

  test('the same request key answers the same request, however often it is sent', async () => {
    const customer = await renter();
    const photo = await uploadServicePhoto(server, customer.token);
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestService(server, customer.token, { orderNo: customer.orderNo, photoKeys: [photo], idempotencyKey })));
    assert.ok(
      answers.every((answer) => answer.body.code === 200),
      answers.map((answer) => answer.body.msg).join(),
    );
    assert.equal(new Set(answers.map((answer) => answer.body.data?.serviceNo)).size, 1);
    assert.equal((await rowsOf(customer.customerId)).length, 1);
    const other = await renter();
    const reused = await requestService(server, customer.token, { orderNo: await orderInStatus(server, customer, shops.merchantShop, 4), idempotencyKey });
    assert.deepEqual(reused.body, { code: 500, msg: '该请求已用于其他申请，请刷新页面后重试' });
    assert.equal((await requestService(server, other.token, { orderNo: other.orderNo, idempotencyKey })).body.code, 200, 'keys are per customer');
  });
});

describe("the timeline, the thread and the customer's messages", () => {
  test('the merchant accepts, replies and completes: every step is in the timeline with who and when, and each one sends the customer a 消息', async () => {
    const customer = await renter();
    const request = (await requestService(server, customer.token, { orderNo: customer.orderNo })).body.data;
    assert.ok(request);
    const quiet = await notificationsOf(customer.customerId);

    const accepted = await server.post<SysServiceRequestDetail>(
      '/api/sys/wService/status',
      { serviceNo: request.serviceNo, status: 1, remark: '工程师将在今天 18:00 前联系您' },
      { token: merchant },
    );
    assert.equal(accepted.body.code, 200, accepted.body.msg);
    assert.equal(accepted.body.data?.statusName, '处理中');
    server.clock.advance(60_000);
    const replied = await server.post<SysServiceRequestDetail>(
      '/api/sys/wService/reply',
      { serviceNo: request.serviceNo, content: '请先尝试外接键盘，我们已安排顺丰上门取件。' },
      { token: merchant },
    );
    assert.equal(replied.body.code, 200, replied.body.msg);
    server.clock.advance(60_000);
    const followed = await server.post<ServiceRequestDetail>(
      '/api/wService/followUp',
      { serviceNo: request.serviceNo, content: '好的，明天上午在公司。' },
      { token: customer.token },
    );
    assert.equal(followed.body.code, 200, followed.body.msg);
    server.clock.advance(60_000);
    const done = await server.post<SysServiceRequestDetail>(
      '/api/sys/wService/status',
      { serviceNo: request.serviceNo, status: 2, remark: '已更换键盘并寄回。' },
      { token: merchant },
    );
    assert.equal(done.body.code, 200, done.body.msg);

    const seen = (await server.get<ServiceRequestDetail>(`/api/wService/detail/${request.serviceNo}`, { token: customer.token })).body.data;
    assert.ok(seen);
    assert.deepEqual(
      seen.timeline.map((event) => [event.fromStatus, event.toStatus, event.statusName, event.actor, event.actorName, event.remark]),
      [
        [null, 0, '待受理', 'customer', '测试用户', ''],
        [0, 1, '处理中', 'merchant', DEMO_ACCOUNTS.merchant.nickName, '工程师将在今天 18:00 前联系您'],
        [1, 2, '已完成', 'merchant', DEMO_ACCOUNTS.merchant.nickName, '已更换键盘并寄回。'],
      ],
    );
    assert.deepEqual(
      seen.thread.map((message) => [message.author, message.content]),
      [
        ['merchant', '请先尝试外接键盘，我们已安排顺丰上门取件。'],
        ['customer', '好的，明天上午在公司。'],
      ],
    );
    assert.deepEqual([seen.canCancel, seen.canFollowUp, seen.replyCount], [false, false, 1]);
    assert.ok(seen.timeline.every((event) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(event.at)));

    const messages = (await notificationsOf(customer.customerId)).slice(0, -quiet.length || undefined);
    assert.deepEqual(messages.map((message) => message.title).reverse(), ['售后申请已受理', '售后申请有新回复', '售后申请已完成']);
    assert.ok(messages.every((message) => message.content.includes(request.serviceNo)));
    assert.match(messages[0]?.content ?? '', /已处理完成：已更换键盘并寄回。$/);
    assert.equal((await server.post('/api/wService/followUp', { serviceNo: request.serviceNo, content: '谢谢' }, { token: customer.token })).body.msg, '申请已完成，不能继续留言');
    assert.equal((await server.post('/api/sys/wService/reply', { serviceNo: request.serviceNo, content: '不客气' }, { token: merchant })).body.msg, '申请已完成，不能继续留言');
  });

  test('only legal status changes: no completing what was never accepted, a rejection needs its reason, nothing after an end', async () => {
    const customer = await renter();
    const request = (await requestService(server, customer.token, { orderNo: customer.orderNo })).body.data;
    assert.ok(request);
    const status = (body: Record<string, unknown>, token = merchant) =>
      server.post<SysServiceRequestDetail>('/api/sys/wService/status', { serviceNo: request.serviceNo, ...body }, { token });
    assert.deepEqual((await status({ status: 2 })).body, { code: 500, msg: '申请当前状态为「待受理」，不能执行该操作' });
    assert.deepEqual((await status({ status: 3 })).body, { code: 500, msg: '请填写驳回原因' });
    assert.deepEqual((await status({ status: 3, remark: '   ' })).body, { code: 500, msg: '请填写驳回原因' });
    assert.deepEqual((await status({ status: 4 })).body, { code: 500, msg: '处理状态不正确' });
    assert.deepEqual((await status({ status: 0 })).body, { code: 500, msg: '处理状态不正确' });
    assert.equal((await status({ status: 1 })).body.code, 200);
    assert.deepEqual((await status({ status: 1 })).body, { code: 500, msg: '申请当前状态为「处理中」，不能执行该操作' });
    assert.deepEqual((await server.post('/api/wService/cancel', { serviceNo: request.serviceNo }, { token: customer.token })).body, {
      code: 500,
      msg: '申请当前状态为「处理中」，只有待受理的申请可以撤销',
    });
    const rejected = await status({ status: 3, remark: '经检测为人为进水损坏，不在免费维修范围内' }, admin);
    assert.equal(rejected.body.code, 200, rejected.body.msg);
    assert.deepEqual(rejected.body.data?.timeline.at(-1)?.actor, 'platform');
    assert.equal(rejected.body.data?.statusName, '已驳回');
    assert.deepEqual((await status({ status: 2 })).body, { code: 500, msg: '申请当前状态为「已驳回」，不能执行该操作' });
    const [message] = await notificationsOf(customer.customerId);
    assert.deepEqual(
      [message?.title, message?.content],
      ['售后申请未通过', `您的维修申请 ${request.serviceNo}（订单 ${customer.orderNo}）未通过：经检测为人为进水损坏，不在免费维修范围内。如有疑问，请拨打客服热线或重新提交申请。`],
    );
  });

  test("every status change and reply is in the platform's audit log: who, which request, what was done and the remark", async () => {
    const customer = await renter();
    const request = (await requestService(server, customer.token, { orderNo: customer.orderNo })).body.data;
    assert.ok(request);
    const post = (path: string, body: Record<string, unknown>, token: string) => server.post<SysServiceRequestDetail>(path, { serviceNo: request.serviceNo, ...body }, { token });
    assert.equal((await post('/api/sys/wService/status', { status: 1, remark: '工程师今天联系您' }, merchant)).body.code, 200);
    assert.equal((await post('/api/sys/wService/reply', { content: '已安排顺丰上门取件。' }, merchant)).body.code, 200);
    assert.equal((await post('/api/sys/wService/status', { status: 3, remark: '经检测为人为进水损坏' }, admin)).body.code, 200);
    // A refused change leaves no trace.
    assert.equal((await post('/api/sys/wService/status', { status: 2 }, merchant)).body.code, 500);

    const log = await server.get<never>('/api/sys/audit/list?action=service&limit=50', { token: admin });
    assert.equal(log.body.code, 200, log.body.msg);
    const rows = (log.body.rows as AuditRow[]).filter((row) => row.targetId === request.serviceNo).reverse();
    const named = `维修申请 ${request.serviceNo}（订单 ${customer.orderNo}）`;
    assert.deepEqual(
      rows.map((row) => [row.action, row.targetType, row.username, row.storeId, row.summary]),
      [
        ['service.status', 'service', DEMO_ACCOUNTS.merchant.username, shops.merchantShop, `受理售后：${named}，待受理 → 处理中，备注：工程师今天联系您`],
        ['service.reply', 'service', DEMO_ACCOUNTS.merchant.username, shops.merchantShop, `回复售后：${named}：已安排顺丰上门取件。`],
        ['service.status', 'service', DEMO_ACCOUNTS.admin.username, null, `驳回售后：${named}，处理中 → 已驳回，原因：经检测为人为进水损坏`],
      ],
    );
  });

  test('the customer withdraws a request nobody has taken up: no 消息, and no more messages on it', async () => {
    const customer = await renter();
    const request = (await requestService(server, customer.token, { orderNo: customer.orderNo })).body.data;
    assert.ok(request);
    const before = (await notificationsOf(customer.customerId)).length;
    const cancelled = await server.post<ServiceRequestDetail>('/api/wService/cancel', { serviceNo: request.serviceNo }, { token: customer.token });
    assert.equal(cancelled.body.msg, '申请已撤销');
    assert.deepEqual([cancelled.body.data?.status, cancelled.body.data?.statusName, cancelled.body.data?.timeline.at(-1)?.actor], [4, '已撤销', 'customer']);
    assert.equal((await notificationsOf(customer.customerId)).length, before);
    assert.equal(
      (await server.post('/api/wService/cancel', { serviceNo: request.serviceNo }, { token: customer.token })).body.msg,
      '申请当前状态为「已撤销」，只有待受理的申请可以撤销',
    );
    assert.equal(
      (await server.post('/api/wService/followUp', { serviceNo: request.serviceNo, content: '补充说明' }, { token: customer.token })).body.msg,
      '申请已撤销，不能继续留言',
    );
    assert.equal(
      (await server.post('/api/sys/wService/status', { serviceNo: request.serviceNo, status: 1 }, { token: merchant })).body.msg,
      '申请当前状态为「已撤销」，不能执行该操作',
    );
  });

  test("the customer's list filters by status and pages", async () => {
    const customer = await renter(4, 'merchantShop', 3);
    const { serials } = customer;
    const made: string[] = [];
    for (const serialNo of serials) {
      server.clock.advance(1_000);
      made.push((await requestService(server, customer.token, { orderNo: customer.orderNo, serialNo })).body.data?.serviceNo ?? '');
    }
    await server.post('/api/wService/cancel', { serviceNo: made[0] }, { token: customer.token });
    const page1 = await server.post<never>('/api/wService/list', { page: 1, limit: 2 }, { token: customer.token });
    assert.deepEqual([page1.body.total, (page1.body.rows as ServiceRequestSummary[]).map((row) => row.serviceNo)], [3, [made[2], made[1]]]);
    const pending = await server.post<never>('/api/wService/list', { status: 0 }, { token: customer.token });
    assert.deepEqual(
      (pending.body.rows as ServiceRequestSummary[]).map((row) => row.serviceNo),
      [made[2], made[1]],
    );
    assert.equal((await server.post('/api/wService/list', { status: 7 }, { token: customer.token })).body.msg, '处理状态不正确');
  });
});

describe('who sees what', () => {
  test('a merchant of another shop gets nothing: not in the list, not the details, no reply, no status change, not the photos', async () => {
    const customer = await renter(4, 'merchantShop');
    const photo = await uploadServicePhoto(server, customer.token);
    const request = (await requestService(server, customer.token, { orderNo: customer.orderNo, photoKeys: [photo] })).body.data;
    assert.ok(request);
    const before = await businessSnapshot(server.db);
    const list = await server.post<never>('/api/sys/wService/list', {}, { token: otherMerchant });
    assert.ok(!(list.body.rows as ServiceRequestSummary[]).some((row) => row.serviceNo === request.serviceNo));
    assert.equal((await server.get(`/api/sys/wService/detail/${request.serviceNo}`, { token: otherMerchant })).body.code, 404);
    assert.equal((await server.post('/api/sys/wService/reply', { serviceNo: request.serviceNo, content: '你好' }, { token: otherMerchant })).body.code, 404);
    assert.equal((await server.post('/api/sys/wService/status', { serviceNo: request.serviceNo, status: 1 }, { token: otherMerchant })).body.code, 404);
    assert.equal((await server.get(`/api/sys/file/${photo}`, { token: otherMerchant })).body.code, 404);
    assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);
    assert.equal((await server.get<SysServiceRequestDetail>(`/api/sys/wService/detail/${request.serviceNo}`, { token: otherMerchant })).body.data, undefined);

    // The order's own merchant and the platform see it, the photos through the back office's door, and whom to call back.
    const own = await server.get<SysServiceRequestDetail>(`/api/sys/wService/detail/${request.serviceNo}`, { token: merchant });
    assert.equal(own.body.code, 200, own.body.msg);
    assert.deepEqual(own.body.data?.photos, [{ key: photo, url: `/prod-api/api/sys/file/${photo}` }]);
    assert.deepEqual(own.body.data?.contact, { name: '王工', phone: '13600007777' });
    assert.equal(own.body.data?.customerName, '测试用户');
    const ownPhoto = await server.app.request(`/api/sys/file/${photo}`, { headers: { apiToken: merchant, 'x-test-peer': '203.0.113.10' } });
    assert.deepEqual([ownPhoto.status, ownPhoto.headers.get('content-type')], [200, 'image/png']);
    const mine = await server.post<never>('/api/sys/wService/list', { orderNo: customer.orderNo }, { token: merchant });
    assert.deepEqual(
      (mine.body.rows as ServiceRequestSummary[]).map((row) => row.serviceNo),
      [request.serviceNo],
    );
    assert.equal((await server.get(`/api/sys/wService/detail/${request.serviceNo}`, { token: admin })).body.code, 200);
  });

  test("the merchant's list holds only their shop's requests; the platform's holds every shop's", async () => {
    const ours = await renter(4, 'merchantShop');
    const theirs = await renter(4, 'otherShop');
    const oursNo = (await requestService(server, ours.token, { orderNo: ours.orderNo })).body.data?.serviceNo;
    const theirsNo = (await requestService(server, theirs.token, { orderNo: theirs.orderNo })).body.data?.serviceNo;
    const list = async (token: string) =>
      ((await server.post<never>('/api/sys/wService/list', { limit: 50 }, { token })).body.rows as ServiceRequestSummary[]).map((row) => row.serviceNo);
    const merchantRows = await list(merchant);
    assert.ok(merchantRows.includes(oursNo ?? '-') && !merchantRows.includes(theirsNo ?? '-'));
    const otherRows = await list(otherMerchant);
    assert.ok(otherRows.includes(theirsNo ?? '-') && !otherRows.includes(oursNo ?? '-'));
    const adminRows = await list(admin);
    assert.ok(adminRows.includes(oursNo ?? '-') && adminRows.includes(theirsNo ?? '-'));
  });

  test('another customer cannot read, withdraw or add to a request, and a customer token opens no back-office call', async () => {
    const customer = await renter();
    const stranger = await renter();
    const request = (await requestService(server, customer.token, { orderNo: customer.orderNo })).body.data;
    assert.ok(request);
    const before = await businessSnapshot(server.db);
    assert.equal((await server.get(`/api/wService/detail/${request.serviceNo}`, { token: stranger.token })).body.code, 404);
    assert.equal((await server.post('/api/wService/cancel', { serviceNo: request.serviceNo }, { token: stranger.token })).body.code, 404);
    assert.equal((await server.post('/api/wService/followUp', { serviceNo: request.serviceNo, content: '我来插一句' }, { token: stranger.token })).body.code, 404);
    assert.equal((await server.get('/api/wService/detail/SR123', { token: customer.token })).body.code, 404);
    assert.equal((await server.post('/api/sys/wService/status', { serviceNo: request.serviceNo, status: 1 }, { token: customer.token })).body.code, 401);
    assert.equal((await server.post('/api/wService/list', {}, {})).status, 401);
    assert.deepEqual(changedTables(before, await businessSnapshot(server.db)), []);
    assert.equal(((await server.post<never>('/api/wService/list', {}, { token: stranger.token })).body.rows as unknown[]).length, 0);
  });
});
