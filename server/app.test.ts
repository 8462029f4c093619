import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { capturingLogger } from './testing/capturingLogger';
import { startTestServer, type TestServer } from './testing/harness';

let server: TestServer;
const log = capturingLogger();
before(async () => {
  server = await startTestServer({
    log,
    overrides: {
      captcha: {
        make: () => {
          throw new Error('font file missing at /secret/path');
        },
      },
    },
  });
});
after(() => server.close());

const paLogin = (body: string) => server.post('/api/register/reg/paLogin', body);

describe('malformed requests get code 500 with a Chinese message naming the problem', () => {
  test('a body that is not JSON', async () => {
    assert.deepEqual((await paLogin('{"phone": "138')).body, { code: 500, msg: '请求内容不是有效的 JSON' });
  });

  test('a field of the wrong type', async () => {
    assert.deepEqual((await paLogin(JSON.stringify({ phone: 13800138000, passWord: 'x' }))).body, { code: 500, msg: '请输入手机号码' });
    assert.deepEqual((await paLogin(JSON.stringify({ phone: '13800138000', passWord: ['a'] }))).body, { code: 500, msg: '请输入密码' });
  });

  test('a missing field', async () => {
    assert.deepEqual((await paLogin(JSON.stringify({ phone: '13800138000' }))).body, { code: 500, msg: '请输入密码' });
    assert.deepEqual((await paLogin('')).body, { code: 500, msg: '请输入手机号码' });
  });

  test('extra fields are named', async () => {
    const answer = await paLogin(JSON.stringify({ phone: '13800138000', passWord: 'Zulin@2026', isAdmin: true, role: 'x' }));
    assert.deepEqual(answer.body, { code: 500, msg: '不支持的字段：isAdmin, role' });
  });

  test('a body that is an array, a number or null', async () => {
    for (const body of ['[]', '42', 'null', '"text"']) {
      const answer = await paLogin(body);
      assert.equal(answer.body.code, 500, body);
      assert.match(answer.body.msg, /[\u4e00-\u9fff]/, body);
    }
  });

  test('a registration without its account type', async () => {
    const answer = await server.post('/api/register/reg/zcInformation', { phone: '13700000000', code: '123456', passWord: 'Secret123' });
    assert.deepEqual(answer.body, { code: 500, msg: '请选择注册类型（企业或个人）' });
  });

  test('an over-long field under the size limit', async () => {
    const answer = await server.post('/api/register/reg/zcInformation', {
      accountType: 'company',
      phone: '13700000000',
      code: '123456',
      passWord: 'Secret123',
      cname: '公司'.repeat(5_000), // 30 KB: under the body limit
      contactName: '陈静',
    });
    assert.deepEqual(answer.body, { code: 500, msg: '企业名称不能超过 60 个字' });
  });

  test('a 1 MB string and a 100 KB body are refused as too large', async () => {
    const huge = JSON.stringify({ phone: '13800138000', passWord: 'x'.repeat(1024 * 1024) });
    assert.deepEqual((await paLogin(huge)).body, { code: 500, msg: '请求内容过大' });
    const padded = JSON.stringify({ phone: '13800138000', passWord: 'Zulin@2026', pad: ' '.repeat(100 * 1024) });
    assert.deepEqual((await paLogin(padded)).body, { code: 500, msg: '请求内容过大' });
  });

  test('a chunked body without a length is also cut at the limit', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 100; i += 1) controller.enqueue(new Uint8Array(1024).fill(32));
        controller.close();
      },
    });
    const response = await server.app.request('/api/register/reg/paLogin', {
      method: 'POST',
      body: chunks,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM types do not know it.
      duplex: 'half',
    });
    assert.deepEqual(await response.json(), { code: 500, msg: '请求内容过大' });
  });

  test('a bad query string', async () => {
    assert.deepEqual((await server.get('/api/register/reg/vCode?phone=13800138000&type=1&debug=1')).body, {
      code: 500,
      msg: '不支持的字段：debug',
    });
  });
});

describe('unknown addresses and failures', () => {
  test('an unknown route answers the 404 envelope', async () => {
    for (const url of ['/api/nothing', '/', '/api/register/reg/paLogin/extra']) {
      const answer = await server.get(url);
      assert.equal(answer.status, 404, url);
      assert.deepEqual(answer.body, { code: 404, msg: '访问资源不存在' });
    }
  });

  test('a known path with the wrong method answers the 404 envelope', async () => {
    const answer = await server.get('/api/register/reg/paLogin');
    assert.deepEqual(answer.body, { code: 404, msg: '访问资源不存在' });
  });

  test('an unexpected failure is logged and answered calmly, without its details', async () => {
    const answer = await server.get('/auth/api/captcha');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { code: 500, msg: '系统繁忙，请稍后再试' });
    assert.ok(log.lines.some((line) => line.includes('/auth/api/captcha') && line.includes('font file missing')));
  });
});

test('the /dev routes do not exist in production', async () => {
  const production = await startTestServer({ settings: { devRoutes: false } });
  try {
    await production.sendCode('13700000001', 1);
    for (const url of ['/dev/sms/latest?phone=13700000001', '/dev/captcha/latest?uuid=x']) {
      const answer = await production.get(url);
      assert.equal(answer.status, 404, url);
      assert.deepEqual(answer.body, { code: 404, msg: '访问资源不存在' });
    }
    // Nobody ships an order through the development door of a real shop.
    const ship = await production.post('/dev/orders/ZL20260101000000000001/ship', {});
    assert.equal(ship.status, 404);
    // … nor makes a customer's bill overdue.
    assert.equal((await production.post('/dev/orders/ZL20260101000000000001/overdue', {})).status, 404);
  } finally {
    await production.close();
  }
});

test('the health check answers when the database does', async () => {
  const answer = await server.get('/health');
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.data, { status: 'up' });
});
