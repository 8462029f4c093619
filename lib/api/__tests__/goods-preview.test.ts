/**
 * @jest-environment node
 */
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw/server';
import { readGoodsPreview } from '@/lib/api/server/goods-preview';
import { productApiUrl } from '@/lib/server-env';
import { GOODS } from '@/test/fixtures/goods';

const PREVIEW_URL = `${productApiUrl()}/api/wGoods/preview/7`;

/** The request's back-office cookie, as next/headers hands it to the read. */
let consoleCookie: string | undefined;
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'zl-console-Token' && consoleCookie ? { name, value: consoleCookie } : undefined) }),
}));

const previewAs = (token: string | undefined, id: number | null = 7) => {
  consoleCookie = token;
  return readGoodsPreview(id);
};

test('without a back-office session nothing is asked of the product server, whatever the id', async () => {
  expect(await previewAs(undefined)).toEqual({ status: 'signedOut' });
  expect(await previewAs(undefined, null)).toEqual({ status: 'signedOut' });
});

test('a signed-in merchant asking for no valid id is told there is no such goods, without a call', async () => {
  expect(await previewAs('console-token', null)).toEqual({ status: 'notFound' });
});

test('the preview is read with the back-office token', async () => {
  const tokens: Array<string | null> = [];
  server.use(
    http.get(PREVIEW_URL, ({ request }) => {
      tokens.push(request.headers.get('apiToken'));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: GOODS });
    }),
  );
  expect(await previewAs('console-token')).toEqual({ status: 'ok', goods: GOODS });
  expect(tokens).toEqual(['console-token']);
});

test("an expired session and another shop's goods are told apart", async () => {
  server.use(http.get(PREVIEW_URL, () => HttpResponse.json({ code: 401, msg: '登录状态已过期，请重新登录' })));
  expect(await previewAs('old')).toEqual({ status: 'signedOut' });
  server.use(http.get(PREVIEW_URL, () => HttpResponse.json({ code: 404, msg: '访问资源不存在' })));
  expect(await previewAs('editor')).toEqual({ status: 'notFound' });
});

test('any other failure is thrown rather than shown as an empty preview', async () => {
  server.use(http.get(PREVIEW_URL, () => HttpResponse.json({ code: 500, msg: '系统繁忙，请稍后再试' })));
  await expect(previewAs('admin')).rejects.toThrow('系统繁忙，请稍后再试');
});
