/**
 * Who must hold an automatic-payment agreement (docs/product-rules.md#withholding): a company that
 * took a rental over from a person (个人转对公账户) orders only with an agreement in force, and is
 * refused with the specification's 请填写紧急联系人 otherwise; other companies and people are not
 * asked for one.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { ORDER_API, WITHHOLDING_API } from '@/contract/endpoints';
import type { RentingSwitch } from '@/contract/orders';
import { startTestServer, type TestServer } from '../testing/harness';
import { companyAccount } from '../testing/creditScenarios';
import { rentableSkus } from '../testing/rentals';
import { customerRenting, setBalance } from '../testing/rentalScenarios';
import { companyToTakeOver, consentCode, submitTransfer, transferBody } from '../testing/transferScenarios';

let server: TestServer;
let skuId: number;
before(async () => {
  server = await startTestServer();
  const [sku] = await rentableSkus(server.db, 1);
  assert.ok(sku);
  skuId = sku.skuId;
});
after(() => server.close());

const ADDRESS = { name: '李娜', phone: '13600004444', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园 1 号' };
const rentNow = (token: string) => server.post(ORDER_API.checkout.path, { skuId, termMonths: 12, quantity: 1 }, { token });
const place = (token: string) => server.post(ORDER_API.place.path, { items: [{ skuId, termMonths: 12, quantity: 1 }], address: ADDRESS, idempotencyKey: randomUUID() }, { token });
const judge = async (account: { globalId: string; token: string }) =>
  (await server.get<RentingSwitch>(`/api/wOrder/judgeSwitch/${account.globalId}/normal`, { token: account.token })).body.data;
const signFromBalance = (token: string) => server.post(WITHHOLDING_API.sign.path, { method: 'balance', agree: true }, { token });

/** A verified company that took a person's running rental over. */
async function companyThatTookOver() {
  const person = await customerRenting(server);
  const company = await companyToTakeOver(server, { creditLine: 0, balance: 5_000_000 });
  const code = await consentCode(server, person.token, company.phone);
  const moved = await submitTransfer(server, person.token, transferBody(person.order.orderNo, company.phone, code));
  assert.equal(moved.body.code, 200, moved.body.msg);
  return { company, person };
}

test('a company that took over a rental from a person is refused new orders with 请填写紧急联系人 until it signs automatic payment', async () => {
  const { company } = await companyThatTookOver();
  for (const answer of [await rentNow(company.token), await place(company.token)]) {
    assert.deepEqual(answer.body, { code: 500, msg: '请填写紧急联系人' });
  }
  assert.equal((await signFromBalance(company.token)).body.code, 200);
  assert.equal((await rentNow(company.token)).body.code, 200);
  const placed = await place(company.token);
  assert.equal(placed.body.code, 200, placed.body.msg);

  // Ending the agreement brings the refusal back.
  assert.equal((await server.post(WITHHOLDING_API.end.path, {}, { token: company.token })).body.code, 200);
  assert.deepEqual((await rentNow(company.token)).body, { code: 500, msg: '请填写紧急联系人' });
});

test('a company that never took a rental over, and a person who handed one over, order without an agreement', async () => {
  const company = await companyAccount(server, { verified: true, creditLine: 0 });
  await setBalance(server, company.customerId, 5_000_000);
  assert.equal((await rentNow(company.token)).body.code, 200);
  const { person } = await companyThatTookOver();
  assert.equal((await rentNow(person.token)).body.code, 200);
  const placed = await place(person.token);
  assert.equal(placed.body.code, 200, placed.body.msg);
});

test('judgeSwitch says the same before anything is chosen: a company that took a rental over is refused until it signs, other companies are not', async () => {
  const { company } = await companyThatTookOver();
  const refused = await judge(company);
  assert.equal(refused?.allowed, false);
  assert.equal(refused?.reason, '请填写紧急联系人');
  assert.equal(refused?.overdue, null);

  assert.equal((await signFromBalance(company.token)).body.code, 200);
  assert.deepEqual([(await judge(company))?.allowed, (await judge(company))?.reason], [true, null]);

  const plain = await companyAccount(server, { verified: true, creditLine: 0 });
  assert.deepEqual([(await judge(plain))?.allowed, (await judge(plain))?.reason], [true, null]);
});
