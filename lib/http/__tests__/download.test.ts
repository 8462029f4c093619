/** File download and its failure message (docs/product-rules.md#downloads). */
import { http, HttpResponse } from 'msw';
import { download, saveBlobWithAnchor } from '@/lib/http/download';
import type { RequestOptions } from '@/lib/http/client';
import type { FileAnswer, Target } from '@/contract/endpoint';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';

/** Downloads the test serves itself, as the endpoint table declares a file answer. */
const ORDER_EXPORT: Target<FileAnswer> = { method: 'POST', path: 'api/wOrder/export' };
const BILL_EXPORT: Target<FileAnswer> = { method: 'POST', path: 'api/bill/export' };

const NOTICE = { type: 'info', message: '生成数据时间较长，过程中可切换页面····', durationMs: 5000 };
const FAILED = { type: 'error', message: '下载文件出现错误，请联系管理员！' };

let notices: RecordingNotifier;
let save: jest.Mock<void, [Blob, string]>;
beforeEach(() => {
  notices = recordNotices();
  save = jest.fn<void, [Blob, string]>();
});
afterEach(() => notices.restore());

test('a download posts the parameters form-encoded and saves the file under the given name', async () => {
  let sent: { type: string | null; body: string } | undefined;
  server.use(
    http.post(apiUrl('api/wOrder/export'), async ({ request }) => {
      sent = { type: request.headers.get('content-type'), body: await request.text() };
      return new HttpResponse('订单,金额\nA1,100', { headers: { 'content-type': 'application/vnd.ms-excel' } });
    }),
  );
  const result = await download(ORDER_EXPORT, { status: 2, keyword: '', range: { from: '2026-01-01' } }, '订单.xlsx', { save });
  expect(result.ok).toBe(true);
  expect(sent).toEqual({ type: 'application/x-www-form-urlencoded;charset=utf-8', body: 'status=2&range[from]=2026-01-01' });
  expect(save).toHaveBeenCalledTimes(1);
  const [blob, name] = save.mock.calls[0] ?? [];
  expect(name).toBe('订单.xlsx');
  expect(await blob?.text()).toBe('订单,金额\nA1,100');
  expect(notices.seen).toEqual([NOTICE]);
});

test('a download waits up to one hour for the file', async () => {
  const requestBlob = jest.fn(async (_options: RequestOptions) => new Blob(['x'], { type: 'text/csv' }));
  await download(BILL_EXPORT, { month: '2026-11' }, 'bill.csv', { save, client: { requestBlob } });
  expect(requestBlob).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: 'api/bill/export', form: { month: '2026-11' }, timeoutMs: 3_600_000 }));
});

test('a JSON refusal instead of a file shows the server message and saves nothing', async () => {
  server.use(http.post(apiUrl('api/wOrder/export'), () => HttpResponse.json({ code: 500, msg: '导出数据超过上限' })));
  const result = await download(ORDER_EXPORT, {}, 'orders.xlsx', { save });
  expect(result.ok).toBe(false);
  expect(save).not.toHaveBeenCalled();
  expect(notices.seen).toEqual([NOTICE, { type: 'warning', message: '导出数据超过上限' }]);
});

test('a JSON refusal without a message shows the catalogue default for its code', async () => {
  server.use(http.post(apiUrl('api/wOrder/export'), () => HttpResponse.json({ code: 403, msg: '' })));
  await download(ORDER_EXPORT, {}, 'orders.xlsx', { save });
  expect(notices.seen).toEqual([NOTICE, { type: 'error', message: '当前操作没有权限' }]);
});

test.each([
  ['the server is unreachable', () => HttpResponse.error()],
  ['the server answers HTTP 500', () => new HttpResponse('boom', { status: 500 })],
])('when %s, only 下载文件出现错误，请联系管理员！ is shown', async (_, answer) => {
  server.use(http.post(apiUrl('api/wOrder/export'), answer));
  const result = await download(ORDER_EXPORT, {}, 'orders.xlsx', { save });
  expect(result.ok).toBe(false);
  expect(save).not.toHaveBeenCalled();
  expect(notices.seen).toEqual([NOTICE, FAILED]);
});

test('a file that cannot be saved shows 下载文件出现错误，请联系管理员！', async () => {
  server.use(http.post(apiUrl('api/wOrder/export'), () => new HttpResponse('x', { headers: { 'content-type': 'text/csv' } })));
  save.mockImplementation(() => {
    throw new Error('no object URLs here');
  });
  await download(ORDER_EXPORT, {}, 'orders.csv', { save });
  expect(notices.seen).toEqual([NOTICE, FAILED]);
});

test('clicking download twice at once gets the duplicate warning, not a failure', async () => {
  server.use(http.post(apiUrl('api/wOrder/export'), () => new HttpResponse('x', { headers: { 'content-type': 'text/csv' } })));
  await Promise.all([download(ORDER_EXPORT, { a: 1 }, 'a.csv', { save }), download(ORDER_EXPORT, { a: 1 }, 'a.csv', { save })]);
  expect(save).toHaveBeenCalledTimes(1);
  expect(notices.seen).toEqual([NOTICE, NOTICE, { type: 'warning', message: '数据正在处理，请勿重复提交' }]);
});

describe('saving through a link', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  test('the file is saved through a temporary link with the given name, and the link goes away', () => {
    jest.useFakeTimers();
    try {
      URL.createObjectURL = jest.fn(() => 'blob:http://shop.test/1');
      URL.revokeObjectURL = jest.fn();
      const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
      });
      saveBlobWithAnchor(new Blob(['x']), '账单.csv');
      expect(clicked).toEqual([{ href: 'blob:http://shop.test/1', download: '账单.csv', attached: true }]);
      expect(document.querySelectorAll('a')).toHaveLength(0);
      jest.runAllTimers();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://shop.test/1');
    } finally {
      jest.useRealTimers();
    }
  });
});
