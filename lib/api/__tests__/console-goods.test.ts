/**
 * @jest-environment node
 */
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw/server';
import { getGoodsPreview } from '@/lib/api/console-goods';
import { productApiUrl } from '@/lib/server-env';
import { GOODS } from '@/test/fixtures/goods';

const PREVIEW_URL = `${productApiUrl()}/api/wGoods/preview/7`;

test('without a back-office session nothing is asked of the product server', async () => {
  expect(await getGoodsPreview(7, undefined)).toEqual({ status: 'signedOut' });
});

test('the preview is read with the back-office token', async () => {
  const tokens: Array<string | null> = [];
  server.use(
    http.get(PREVIEW_URL, ({ request }) => {
      tokens.push(request.headers.get('apiToken'));
      return HttpResponse.json({ code: 200, msg: '操作成功', data: GOODS });
    }),
  );
  expect(await getGoodsPreview(7, 'console-token')).toEqual({ status: 'ok', goods: GOODS });
  expect(tokens).toEqual(['console-token']);
});

test('an expired session and another shop\'s goods are told apart', async () => {
  server.use(http.get(PREVIEW_URL, () => HttpResponse.json({ code: 401, msg: '登录状态已过期，请重新登录' })));
  expect(await getGoodsPreview(7, 'old')).toEqual({ status: 'signedOut' });
  server.use(http.get(PREVIEW_URL, () => HttpResponse.json({ code: 404, msg: '访问资源不存在' })));
  expect(await getGoodsPreview(7, 'editor')).toEqual({ status: 'notFound' });
});

test('any other failure is thrown rather than shown as an empty preview', async () => {
  server.use(http.get(PREVIEW_URL, () => HttpResponse.json({ code: 500, msg: '系统繁忙，请稍后再试' })));
  await expect(getGoodsPreview(7, 'admin')).rejects.toThrow('系统繁忙，请稍后再试');
});
