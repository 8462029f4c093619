/** The error messages of docs/product-rules.md#error-messages through the shared client, with msw answering as the product server. */
import { http, HttpResponse } from 'msw';
import { call, requestEnvelope, httpClient } from '@/lib/http/client';
import { server, apiUrl } from '@/test/msw/server';
import { envelope, ok } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { rejection } from '@/test/rejection';

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
});
afterEach(() => notices.restore());

function answerPost(path: string, answer: () => Response) {
  server.use(http.post(apiUrl(path), answer));
}

test('a code 200 answer resolves to its data and shows nothing', async () => {
  server.use(http.get(apiUrl('api/wCar/carNumber'), () => ok({ carShuLian: 3 })));
  await expect(call('GET', 'api/wCar/carNumber', { quanJuId: 'g1' })).resolves.toEqual({ carShuLian: 3 });
  expect(notices.seen).toEqual([]);
});

test('a page of rows resolves to the whole envelope with rows and total', async () => {
  server.use(http.get(apiUrl('news/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [{ id: 1 }], total: 41 })));
  const page = await requestEnvelope<{ code: number; msg: string; rows: { id: number }[]; total: number }>('GET', 'news/list');
  expect(page.rows).toEqual([{ id: 1 }]);
  expect(page.total).toBe(41);
});

test('an answer without data resolves to undefined', async () => {
  answerPost('api/wCar/shuLiang', () => ok());
  await expect(call('POST', 'api/wCar/shuLiang', { id: 1, num: 2 })).resolves.toBeUndefined();
});

test('an empty body counts as success', async () => {
  server.use(http.delete(apiUrl('api/wCar/7'), () => new HttpResponse(null, { status: 204 })));
  await expect(call('DELETE', 'api/wCar/7')).resolves.toBeUndefined();
});

test('a code 500 refusal shows the server text as a warning and rejects with it', async () => {
  answerPost('api/wOrder/addOrder', () => envelope(500, '库存不足，请减少租赁数量'));
  const error = await rejection(call('POST', 'api/wOrder/addOrder', { skuId: 1 }));
  expect(error).toMatchObject({ kind: 'business', code: 500, message: '库存不足，请减少租赁数量', retryable: false });
  expect(notices.seen).toEqual([{ type: 'warning', message: '库存不足，请减少租赁数量' }]);
});

test('the refusal 请填写紧急联系人 is explained as the withholding agreement a 个人转对公账户 signs on 个人中心', async () => {
  answerPost('api/wOrder/liJi', () => envelope(500, '请填写紧急联系人'));
  const error = await rejection(call('POST', 'api/wOrder/liJi', { goodsId: 1 }));
  expect(notices.seen).toHaveLength(1);
  const [shown] = notices.seen;
  expect(shown?.type).toBe('warning');
  expect(shown?.message).not.toBe('请填写紧急联系人');
  expect(shown?.message).toMatch(/个人转对公/);
  expect(shown?.message).toBe('您的账户为个人转对公账户，需先签署代扣协议：请在“个人中心”开通自动扣款（账户余额或在线支付签约），签约生效后即可继续下单。');
  expect(shown?.message).not.toMatch(/支付宝小程序/);
  expect(error.message).toBe(shown?.message);
});

test('the offline-signing refusal is shown word for word as an ordinary warning', async () => {
  const text = '该订单无法线上签约转移协议，请您联系您的专属客户经理进行线下签约。';
  answerPost('api/wOrder/fhqs', () => envelope(500, text));
  const error = await rejection(call('POST', 'api/wOrder/fhqs', { orderNo: 'A1' }));
  expect(error.message).toBe(text);
  expect(notices.seen).toEqual([{ type: 'warning', message: text }]);
});

test('a code 601 answer shows its message as a warning', async () => {
  answerPost('api/wCar/addCarGoods', () => envelope(601, '该商品已在购物车中'));
  const error = await rejection(call('POST', 'api/wCar/addCarGoods', { skuId: 9 }));
  expect(error).toMatchObject({ kind: 'warning', code: 601 });
  expect(notices.seen).toEqual([{ type: 'warning', message: '该商品已在购物车中' }]);
});

test('a code 4547 answer rejects with its data and shows nothing', async () => {
  answerPost('api/wOrder/liJiZhiFu', () => envelope(4547, '需线下签约', { data: { orderNo: 'A7', manager: '王经理' } }));
  const error = await rejection(call('POST', 'api/wOrder/liJiZhiFu', { orderNo: 'A7' }));
  expect(error).toMatchObject({ kind: 'silent', code: 4547, data: { orderNo: 'A7', manager: '王经理' } });
  expect(notices.seen).toEqual([]);
  expect(notices.confirms).toEqual([]);
});

test.each([
  [403, '当前操作没有权限', 'forbidden'],
  [404, '访问资源不存在', 'business'],
  [418, '系统未知错误，请反馈给管理员', 'business'],
])('a code %i answer without a message shows the error notification %s', async (code, text, kind) => {
  answerPost('api/wOrder/dingD', () => envelope(code, ''));
  const error = await rejection(call('POST', 'api/wOrder/dingD', { code }));
  expect(error).toMatchObject({ kind, code, message: text });
  expect(notices.seen).toEqual([{ type: 'error', message: text }]);
});

test('a code 418 answer with a message shows that message as an error notification', async () => {
  answerPost('api/wOrder/yezf', () => envelope(418, '余额不足'));
  const error = await rejection(call('POST', 'api/wOrder/yezf', { orderNo: 'A2' }));
  expect(error.message).toBe('余额不足');
  expect(notices.seen).toEqual([{ type: 'error', message: '余额不足' }]);
});

test('a silent call shows nothing but still rejects with the catalogue text', async () => {
  answerPost('api/wOrder/addOrder', () => envelope(500, '库存不足'));
  server.use(http.get(apiUrl('api/wCar/carNumber'), () => HttpResponse.error()));
  const refused = await rejection(call('POST', 'api/wOrder/addOrder', { skuId: 2 }, { silent: true }));
  const offline = await rejection(call('GET', 'api/wCar/carNumber', undefined, { silent: true }));
  expect(refused.message).toBe('库存不足');
  expect(offline.message).toBe('后端接口连接异常');
  expect(notices.seen).toEqual([]);
});

test('an answer that is not an envelope shows the unknown-error text', async () => {
  server.use(http.get(apiUrl('api/wGoods/yptj'), () => HttpResponse.text('<html>gateway</html>')));
  const error = await rejection(call('GET', 'api/wGoods/yptj'));
  expect(error.message).toBe('系统未知错误，请反馈给管理员');
  expect(notices.seen).toEqual([{ type: 'error', message: '系统未知错误，请反馈给管理员' }]);
});

test('a binary answer passes through untouched, even when it looks like an envelope', async () => {
  const bytes = new TextEncoder().encode('{"code":500,"msg":"不是信封"}');
  server.use(http.get(apiUrl('api/contract/file'), () => new HttpResponse(bytes, { headers: { 'content-type': 'application/pdf' } })));
  const blob = await httpClient().requestBlob({ method: 'GET', path: 'api/contract/file' });
  const buffer = await httpClient().requestArrayBuffer({ method: 'GET', path: 'api/contract/file' });
  expect(await blob.text()).toBe('{"code":500,"msg":"不是信封"}');
  expect(blob.type).toBe('application/pdf');
  expect(new Uint8Array(buffer)).toEqual(bytes);
  expect(notices.seen).toEqual([]);
});
