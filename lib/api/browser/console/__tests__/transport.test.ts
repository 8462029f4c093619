/** The back office's transport: its own answer to a lost session (docs/product-rules.md#envelope), 403, downloads. */
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { CONSOLE_AUDIT_API } from '@/contract/endpoints/consoleAudit';
import { CONSOLE_AUTH_API } from '@/contract/endpoints/consoleAuth';
import { CONSOLE_BILL_API } from '@/contract/endpoints/consoleBill';
import { CONSOLE_DICT_API } from '@/contract/endpoints/consoleDict';
import { consoleDownload, consoleHttp, consolePage } from '@/lib/api/browser/console/transport';
import { setSessionExpiredHandler } from '@/lib/http/notifier';
import { reloadAt } from '@/lib/navigation';
import { apiUrl, server } from '@/test/msw/server';
import { envelope } from '@/test/msw/envelope';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { rejection } from '@/test/rejection';

jest.mock('@/lib/navigation', () => ({ reloadAt: jest.fn() }));

const EXPIRED_PROMPT = { title: '系统提示', message: '登录状态已过期，您可以继续留在该页面，或者重新登录', confirmText: '重新登录', cancelText: '取消' };

let notices: RecordingNotifier;
let customerLogout: jest.Mock;
let restoreCustomerHandler: () => void;
let consoleLogouts = 0;

beforeEach(() => {
  notices = recordNotices();
  customerLogout = jest.fn();
  restoreCustomerHandler = setSessionExpiredHandler(customerLogout);
  consoleLogouts = 0;
  jest.mocked(reloadAt).mockClear();
  window.history.replaceState(null, '', '/console/dicts?dictType=bill_status');
  server.use(
    http.get(apiUrl('api/sys/audit/list'), () => envelope(401, '登录状态已过期，请重新登录')),
    http.get(apiUrl('auth/api/info/sys'), () => HttpResponse.json({ code: 401, msg: '认证失败，无法访问系统资源' }, { status: 401 })),
    http.post(apiUrl('api/sys/dict/data/add'), () => envelope(403, '当前操作没有权限')),
    http.post(apiUrl('logout'), () => {
      consoleLogouts += 1;
      return envelope(200, '退出成功');
    }),
  );
});
afterEach(() => {
  restoreCustomerHandler();
  notices.restore();
});

test('a code 401 asks the session-expired question once for parallel calls; 重新登录 ends the console session only and comes back to the page after login', async () => {
  await Promise.allSettled([consolePage(CONSOLE_AUDIT_API.list, { page: 1, limit: 10 }), consolePage(CONSOLE_AUDIT_API.list, { page: 2, limit: 10 })]);
  expect(notices.confirms).toEqual([EXPIRED_PROMPT]);
  notices.answer(true);
  await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/console/login?redirect=%2Fconsole%2Fdicts%3FdictType%3Dbill_status'));
  expect(consoleLogouts).toBe(1);
  expect(customerLogout).not.toHaveBeenCalled();
});

test('an HTTP 401 (the console cookie gone) ends the console session at once, without the question, and opens its login', async () => {
  window.history.replaceState(null, '', '/console/audit?username=admin');
  const error = await rejection(consoleHttp.send(CONSOLE_AUTH_API.info));
  expect(error).toMatchObject({ kind: 'session', message: '无效的会话，或者会话已过期，请重新登录。' });
  await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/console/login?redirect=%2Fconsole%2Faudit%3Fusername%3Dadmin'));
  expect(notices.confirms).toEqual([]);
  expect(notices.seen).toEqual([{ type: 'error', message: '无效的会话，或者会话已过期，请重新登录。' }]);
  expect(consoleLogouts).toBe(1);
  expect(customerLogout).not.toHaveBeenCalled();
});

test('a tab refresh that meets an expired session comes back to the page itself, not to /redirect', async () => {
  window.history.replaceState(null, '', '/redirect/console/audit?username=admin');
  await rejection(consolePage(CONSOLE_AUDIT_API.list, { page: 1, limit: 10 }));
  notices.answer(true);
  await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/console/login?redirect=%2Fconsole%2Faudit%3Fusername%3Dadmin'));
});

test('code 403 says 当前操作没有权限 and rejects', async () => {
  const error = await rejection(consoleHttp.send(CONSOLE_DICT_API.add, { dictType: 'bill_status', dictLabel: '测试', dictValue: 'test', dictSort: 1 }));
  expect(error).toMatchObject({ kind: 'forbidden', code: 403 });
  expect(notices.seen).toEqual([{ type: 'error', message: '当前操作没有权限' }]);
  expect(notices.confirms).toEqual([]);
});

test('an export is a form-encoded POST of the filters, saved under its name, with the download notice', async () => {
  let sent = '';
  server.use(
    http.post(apiUrl('api/sys/bill/export'), async ({ request }) => {
      sent = await request.text();
      return new HttpResponse(new Blob(['xlsx']), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    }),
  );
  const saved: string[] = [];
  const result = await consoleDownload(CONSOLE_BILL_API.export, { status: '1', orderNo: 'ZL2026', sort: 'dueDate', order: 'desc' }, '账单.xlsx', {
    save: (_blob, name) => saved.push(name),
  });
  expect(result.ok).toBe(true);
  expect(sent).toBe('status=1&orderNo=ZL2026&sort=dueDate&order=desc');
  expect(saved).toEqual(['账单.xlsx']);
  expect(notices.seen).toEqual([{ type: 'info', message: '生成数据时间较长，过程中可切换页面····', durationMs: 5000 }]);
});

test('an export refused with HTTP 401 ends the console session, not the download error', async () => {
  server.use(http.post(apiUrl('api/sys/bill/export'), () => HttpResponse.json({ code: 401, msg: '认证失败' }, { status: 401 })));
  const result = await consoleDownload(CONSOLE_BILL_API.export, {}, 'x.xlsx', { save: () => undefined });
  expect(result.ok).toBe(false);
  await waitFor(() => expect(reloadAt).toHaveBeenCalledWith(expect.stringMatching(/^\/console\/login/)));
  expect(notices.confirms).toEqual([]);
  expect(notices.seen.filter((seen) => seen.message === '下载文件出现错误，请联系管理员！')).toEqual([]);
});
