import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AddressDeleted, SavedAddress } from '@/contract/addresses';
import { HOUR_MS } from '../domain/shared/clock';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

const HOME = { name: '王小明', phone: '13600001111', province: '广东', city: '深圳', district: '南山区', detail: '科技园南区 8 栋 1201', tag: '家' };
const OFFICE = { name: '王小明', phone: '13600001111', province: '上海', city: '上海', district: '徐汇区', detail: '宜山路 700 号 6 层', tag: '公司' };

const list = async (token: string) => {
  const answer = await server.get<SavedAddress[]>('/api/wAddress/list', { token });
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
};
const add = (token: string, body: unknown) => server.post<SavedAddress>('/api/wAddress/add', body, { token });
const defaults = async (token: string) => (await list(token)).filter((address) => address.isDefault).map((address) => address.id);

/** Adds an address an hour after the last, so "newest" is unambiguous. */
async function added(token: string, body: unknown): Promise<SavedAddress> {
  server.clock.advance(HOUR_MS);
  const answer = await add(token, body);
  assert.ok(answer.body.data, answer.body.msg);
  return answer.body.data;
}

test('the first address is the default; a later one marked default takes the mark; there is always exactly one', async () => {
  const customer = await server.registerPersonal();
  assert.deepEqual(await list(customer.token), []);
  const home = await added(customer.token, { ...HOME, isDefault: false });
  assert.equal(home.isDefault, true);
  assert.deepEqual(
    { ...home, id: 0, createdAt: '', updatedAt: '' },
    {
      id: 0,
      name: '王小明',
      phone: '13600001111',
      province: '广东',
      city: '深圳',
      district: '南山区',
      detail: '科技园南区 8 栋 1201',
      tag: '家',
      isDefault: true,
      createdAt: '',
      updatedAt: '',
    },
  );
  const office = await added(customer.token, OFFICE);
  assert.equal(office.isDefault, false);
  assert.deepEqual(await defaults(customer.token), [home.id]);

  const third = await added(customer.token, { ...HOME, detail: '宝安区新安街道 1 号', isDefault: true });
  assert.deepEqual(await defaults(customer.token), [third.id]);
  // The default is listed first, then the newest.
  assert.deepEqual(
    (await list(customer.token)).map((address) => address.id),
    [third.id, office.id, home.id],
  );

  const chosen = await server.post<SavedAddress[]>('/api/wAddress/default', { id: office.id }, { token: customer.token });
  assert.equal(chosen.body.msg, '已设为默认地址');
  assert.deepEqual(
    chosen.body.data?.map((address) => [address.id, address.isDefault]),
    [
      [office.id, true],
      [third.id, false],
      [home.id, false],
    ],
  );
});

test('deleting the default makes the newest address left the default; deleting the last leaves none', async () => {
  const customer = await server.registerPersonal();
  const first = await added(customer.token, HOME);
  const second = await added(customer.token, OFFICE);
  const third = await added(customer.token, { ...OFFICE, detail: '漕河泾 88 号' });
  await server.post('/api/wAddress/default', { id: first.id }, { token: customer.token });

  const deleted = await server.request<AddressDeleted>('DELETE', `/api/wAddress/${first.id}`, undefined, { token: customer.token });
  assert.deepEqual(deleted.body, { code: 200, msg: '地址已删除', data: { id: first.id, defaultId: third.id } });
  assert.deepEqual(await defaults(customer.token), [third.id]);

  // Deleting one that is not the default leaves the mark where it is.
  await server.request('DELETE', `/api/wAddress/${second.id}`, undefined, { token: customer.token });
  assert.deepEqual(await defaults(customer.token), [third.id]);
  const last = await server.request<AddressDeleted>('DELETE', `/api/wAddress/${third.id}`, undefined, { token: customer.token });
  assert.deepEqual(last.body.data, { id: third.id, defaultId: null });
  assert.deepEqual(await list(customer.token), []);
});

test('the book holds at most 20 addresses: the 21st is refused until one is deleted', async () => {
  const customer = await server.registerPersonal();
  const ids: number[] = [];
  for (let i = 0; i < 20; i += 1) ids.push((await added(customer.token, { ...HOME, detail: `科技园 ${i + 1} 号` })).id);
  const refused = await add(customer.token, HOME);
  assert.deepEqual(refused.body, { code: 500, msg: '收货地址最多保存 20 个，请先删除不用的地址' });
  assert.equal((await list(customer.token)).length, 20);
  await server.request('DELETE', `/api/wAddress/${ids[5]}`, undefined, { token: customer.token });
  assert.equal((await add(customer.token, HOME)).body.code, 200);
});

test('twenty-five additions at once stop at 20 with one default', async () => {
  const customer = await server.registerPersonal();
  const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => add(customer.token, { ...HOME, detail: `并发 ${i} 号`, isDefault: i % 3 === 0 })));
  assert.equal(answers.filter((answer) => answer.body.code === 200).length, 20);
  assert.equal((await list(customer.token)).length, 20);
  assert.equal((await defaults(customer.token)).length, 1);
});

test('editing changes the fields; unticking default on the default keeps the mark (the book always has one)', async () => {
  const customer = await server.registerPersonal();
  const home = await added(customer.token, HOME);
  const office = await added(customer.token, OFFICE);
  const edited = await server.post<SavedAddress>('/api/wAddress/update', { id: home.id, ...HOME, detail: '科技园北区 2 栋', tag: '', isDefault: false }, { token: customer.token });
  assert.equal(edited.body.msg, '地址已更新');
  assert.deepEqual([edited.body.data?.detail, edited.body.data?.tag, edited.body.data?.isDefault], ['科技园北区 2 栋', null, true]);
  const promoted = await server.post<SavedAddress>('/api/wAddress/update', { id: office.id, ...OFFICE, isDefault: true }, { token: customer.token });
  assert.equal(promoted.body.data?.isDefault, true);
  assert.deepEqual(await defaults(customer.token), [office.id]);
});

test("another customer's address, an unknown one and a malformed id all answer 404 and change nothing", async () => {
  const owner = await server.registerPersonal();
  const stranger = await server.registerPersonal();
  const home = await added(owner.token, HOME);
  await added(stranger.token, OFFICE);
  for (const answer of [
    await server.post('/api/wAddress/update', { id: home.id, ...OFFICE }, { token: stranger.token }),
    await server.post('/api/wAddress/default', { id: home.id }, { token: stranger.token }),
    await server.request('DELETE', `/api/wAddress/${home.id}`, undefined, { token: stranger.token }),
    await server.request('DELETE', '/api/wAddress/999999', undefined, { token: stranger.token }),
    await server.request('DELETE', '/api/wAddress/abc', undefined, { token: stranger.token }),
  ]) {
    assert.equal(answer.body.code, 404);
  }
  assert.deepEqual(await list(owner.token), [home]);
  assert.ok(!(await list(stranger.token)).some((address) => address.id === home.id));
  assert.equal((await server.get('/api/wAddress/list')).status, 401);
});

test("fields are checked as an order's address is, and the tag is short", async () => {
  const customer = await server.registerPersonal();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ ...HOME, name: '' }, '请输入收货人姓名'],
    [{ ...HOME, phone: '12345' }, '请输入正确的收货人手机号码'],
    [{ ...HOME, district: '' }, '请选择所在地区'],
    [{ ...HOME, detail: 'x' }, '请输入详细地址'],
    [{ ...HOME, tag: '一二三四五六七八九' }, '地址标签不能超过 8 个字'],
    [{ ...HOME, extra: 1 }, '不支持的字段：extra'],
  ];
  for (const [body, msg] of cases) assert.deepEqual((await add(customer.token, body)).body, { code: 500, msg });
  assert.deepEqual(await list(customer.token), []);
});
