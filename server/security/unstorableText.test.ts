/**
 * Text PostgreSQL cannot store — a NUL character, or half of a UTF-16 surrogate pair — used to
 * pass validation and fail in the database, answering 系统繁忙 after a logged error (found by
 * hostileInput.test.ts). The shared validation layer now refuses it, naming the field.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { merchantApplications, rentalOrders } from '../db/schema';
import { capturingLogger } from '../testing/capturingLogger';
import { startTestServer, type TestServer } from '../testing/harness';
import { rentableSkus } from '../testing/rentals';

let server: TestServer;
const log = capturingLogger();
before(async () => {
  server = await startTestServer({ log });
});
after(() => server.close());

const ADDRESS = { name: '钱多多', phone: '13600003333', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号' };
const errorsLogged = () => log.lines.filter((line) => line.startsWith('[error]'));

test('a goods search for a NUL character is refused as a malformed keyword, not answered 系统繁忙', async () => {
  const answer = await server.get('/api/wGoods/search?keyword=%00');
  assert.deepEqual(answer.body, { code: 500, msg: '字段 keyword 含有无法识别的字符' });
  assert.deepEqual(errorsLogged(), []);
});

test('an order whose address carries a NUL or a lone surrogate is refused, naming the field, and no order is written', async () => {
  const { token, globalId } = await server.registerPersonal();
  const [sku] = await rentableSkus(server.db, 2);
  assert.ok(sku);
  const order = (address: typeof ADDRESS, key: string) =>
    server.post('/api/wOrder/addOrder', { items: [{ skuId: sku.skuId, termMonths: 12, quantity: 1 }], address, idempotencyKey: key }, { token });

  assert.deepEqual((await order({ ...ADDRESS, detail: '文三路\u0000 90 号' }, 'nul-in-address-1')).body, { code: 500, msg: '字段 address.detail 含有无法识别的字符' });
  assert.deepEqual((await order({ ...ADDRESS, name: '\ud800' }, 'surrogate-in-name-1')).body, { code: 500, msg: '字段 address.name 含有无法识别的字符' });
  assert.deepEqual(errorsLogged(), []);
  const [customer] = await server.db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.idempotencyKey, 'surrogate-in-name-1'));
  assert.equal(customer, undefined, `no order for ${globalId}`);
});

test('a merchant application with a NUL in the company name is refused and stores nothing', async () => {
  const before = (await server.db.select().from(merchantApplications)).length;
  const answer = await server.post('/api/apply/joiningTheStore', {
    company: '云启\u0000科技有限公司',
    contactName: '张三',
    phone: '13800138000',
    businessLicenceNo: '91350100M000100Y43',
    category: '综合',
  });
  assert.deepEqual(answer.body, { code: 500, msg: '字段 company 含有无法识别的字符' });
  assert.equal((await server.db.select().from(merchantApplications)).length, before);
  assert.deepEqual(errorsLogged(), []);
});

test('a well-formed emoji, right-to-left text and rare CJK characters are still accepted', async () => {
  const answer = await server.get(`/api/wGoods/search?keyword=${encodeURIComponent('😀 \u202e𠮷')}`);
  assert.equal(answer.body.code, 200, answer.body.msg);
});
