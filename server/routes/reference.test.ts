import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Choice, DictEntry, PhoneLookup } from '@/contract/auth';
import type { CategoryNode, RecommendedGoods } from '@/contract/goods';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.close());

test('the rental order status dictionary lists the eleven states of the contract in order', async () => {
  const answer = await server.get<DictEntry[]>('/system/dict/data/type/rental_order_status');
  assert.equal(answer.body.code, 200);
  const entries = answer.body.data ?? [];
  assert.deepEqual(
    entries.map((entry) => [entry.dictValue, entry.dictLabel]),
    [
      ['0', '待支付'],
      ['1', '待审核'],
      ['2', '待发货'],
      ['3', '待收货'],
      ['4', '租赁中'],
      ['5', '归还中'],
      ['6', '已归还'],
      ['7', '已完成'],
      ['8', '已买断'],
      ['9', '已取消'],
      ['10', '已关闭'],
    ],
  );
  assert.deepEqual(entries[0], { dictLabel: '待支付', dictValue: '0', dictSort: 1, listClass: 'warning' });
});

test('every dictionary the storefront needs has entries', async () => {
  const expected: Record<string, string[]> = {
    bill_status: ['待支付', '已支付', '逾期', '已退款', '已取消', '买断结清'],
    account_type: ['企业账户', '个人账户'],
    goods_condition: ['全新', '二手'],
    invoice_type: ['增值税普通发票', '增值税专用发票'],
    sys_yes_no: ['是', '否'],
    sys_normal_disable: ['启用', '停用'],
  };
  for (const [type, labels] of Object.entries(expected)) {
    const answer = await server.get<DictEntry[]>(`/system/dict/data/type/${type}`);
    assert.deepEqual(
      answer.body.data?.map((entry) => entry.dictLabel),
      labels,
      type,
    );
  }
  const zones = await server.get<DictEntry[]>('/system/dict/data/type/goods_zone');
  assert.equal(zones.body.data?.length, 7);
  const verify = await server.get<DictEntry[]>('/system/dict/data/type/verify_status');
  assert.ok((verify.body.data?.length ?? 0) >= 3);
});

test('an unknown dictionary is an empty list', async () => {
  for (const type of ['no_such_dict', 'DROP%20TABLE']) {
    assert.deepEqual((await server.get(`/system/dict/data/type/${type}`)).body, { code: 200, msg: '操作成功', data: [] });
  }
});

test('the registration choices are label/value lists, and an unknown choice type is 404', async () => {
  for (const type of [1, 2, 3]) {
    const answer = await server.get<Choice[]>(`/api/register/reg/choice/${type}`);
    assert.equal(answer.body.code, 200);
    assert.ok((answer.body.data?.length ?? 0) >= 5, `choice ${type}`);
    assert.deepEqual(Object.keys(answer.body.data?.[0] ?? {}), ['label', 'value']);
  }
  assert.deepEqual((await server.get('/api/register/reg/choice/4')).body, { code: 404, msg: '访问资源不存在' });
  assert.deepEqual((await server.get('/api/register/reg/choice/x')).body, { code: 404, msg: '访问资源不存在' });
});

test('the category tree has laptops with their sub-categories', async () => {
  const answer = await server.get<CategoryNode[]>('/api/wGoodsCategoryQian/goodCate');
  const tree = answer.body.data ?? [];
  const laptops = tree.find((node) => node.name === '笔记本电脑');
  assert.ok(laptops);
  assert.ok(laptops.icon?.startsWith('/icons/category/'));
  assert.ok(laptops.children.some((child) => child.name === '游戏本'));
  assert.ok(tree.length >= 4);
});

test('recommended goods carry a store name, an image path and the lowest monthly rent in fen', async () => {
  const answer = await server.get<RecommendedGoods[]>('/api/wGoods/yptj');
  const goods = answer.body.data ?? [];
  assert.ok(goods.length >= 4 && goods.length <= 8);
  const first = goods[0];
  assert.ok(first);
  assert.deepEqual(Object.keys(first).sort(), ['id', 'image', 'monthlyRent', 'name', 'storeName', 'tags']);
  assert.match(first.image, /^\/goods\/[a-z0-9-]+\.svg$/);
  for (const item of goods) {
    assert.ok(Number.isInteger(item.monthlyRent) && item.monthlyRent > 0, item.name);
    assert.equal(item.monthlyRent % 100, 0, 'whole yuan');
  }
});

test('the phone lookup says whether a phone is registered', async () => {
  const known = await server.get<PhoneLookup>(`/api/wUser/pho?phone=${DEMO_ACCOUNTS.personal.phone}`);
  assert.deepEqual(known.body, { code: 200, msg: '操作成功', data: { registered: true } });
  const unknown = await server.get<PhoneLookup>('/api/wUser/pho?phone=13712345678');
  assert.deepEqual(unknown.body.data, { registered: false });
});

test('the phone lookup without a phone answers 未获取到信息', async () => {
  assert.deepEqual((await server.get('/api/wUser/pho')).body, { code: 500, msg: '未获取到信息' });
  assert.deepEqual((await server.get('/api/wUser/pho?phone=')).body, { code: 500, msg: '未获取到信息' });
});

test('the phone lookup is rate-limited per client address', async () => {
  const peer = '198.51.100.150';
  for (let i = 0; i < 30; i += 1) {
    assert.equal((await server.get('/api/wUser/pho?phone=13712345678', { peer })).body.code, 200);
  }
  assert.deepEqual((await server.get('/api/wUser/pho?phone=13712345678', { peer })).body, { code: 500, msg: '操作过于频繁，请稍后再试' });
  assert.equal((await server.get('/api/wUser/pho?phone=13712345678', { peer: '198.51.100.151' })).body.code, 200);
});

test('the machine itself is limited per address like anyone (a misconfigured proxy exempts nobody)', async () => {
  for (let i = 0; i < 30; i += 1) {
    assert.equal((await server.get('/api/wUser/pho?phone=13712345678', { peer: '127.0.0.1' })).body.code, 200);
  }
  assert.equal((await server.get('/api/wUser/pho?phone=13712345678', { peer: '127.0.0.1' })).body.code, 500);
});
