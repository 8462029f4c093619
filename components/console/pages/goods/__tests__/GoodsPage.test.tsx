/** 商品列表: the status tabs' counts, 上架 with the server's refusals listed, buttons the menu hides. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ConsoleGoodsRow } from '@/contract/goodsConsole';
import { menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import GoodsPage from '../GoodsPage';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/console/goods', useSearchParams: () => new URLSearchParams() }));

const row = (id: number, name: string, status: ConsoleGoodsRow['status']): ConsoleGoodsRow => ({
  id,
  name,
  cover: status === 'draft' ? '' : '/goods/thinkpad-x1.svg',
  storeId: 1,
  storeName: '云租优选旗舰店',
  categoryId: 11,
  categoryName: '商务办公本',
  status,
  statusName: status,
  condition: 'new',
  zones: [],
  skuCount: 2,
  totalStock: 12,
  lowestRent: status === 'draft' ? null : 29900,
  rentedCount: 3,
  createdAt: '2026-11-01 09:00:00',
  updatedAt: '2026-11-20 10:00:00',
});

let notices: RecordingNotifier;
let published: unknown[];
let listed: unknown[];
beforeEach(() => {
  notices = recordNotices();
  published = [];
  listed = [];
  server.use(
    http.get(apiUrl('api/wGoodsCategoryQian/goodCate'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: [] })),
    http.get(apiUrl('system/dict/data/type/:type'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: [] })),
    http.get(apiUrl('api/sys/goods/statusCount'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: { all: 2, draft: 1, on_sale: 1, off_sale: 0 } })),
    http.post(apiUrl('api/sys/goods/list'), async ({ request }) => {
      listed.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [row(3, '草稿笔记本', 'draft'), row(4, '在售笔记本', 'on_sale')], total: 2 });
    }),
    http.post(apiUrl('api/sys/goods/publish'), async ({ request }) => {
      published.push(await request.json());
      return HttpResponse.json({
        code: 200,
        msg: '所选商品状态未变化',
        data: { changed: [], unchanged: [], refused: [{ id: 3, name: '草稿笔记本', reason: '请至少上传 1 张商品图片' }] },
      });
    }),
  );
});
afterEach(() => notices.restore());

const menu = (buttons: readonly string[]) => menuOf([{ url: '/console/goods', name: '商品列表', buttons }]);

test('the tabs count each status; 上架 asks, sends the goods, and lists why it could not go on sale', async () => {
  renderConsolePage(GoodsPage, { path: '/console/goods', menu: menu(['goods:add', 'goods:edit', 'goods:publish', 'goods:export']) });
  expect(await screen.findByRole('tab', { name: '全部（2）' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '在售（1）' })).toBeInTheDocument();
  expect(await screen.findByText('草稿笔记本')).toBeInTheDocument();
  expect(listed[0]).toEqual({ page: 1, limit: 10, sort: 'updatedAt', order: 'desc' });
  expect(screen.getByRole('button', { name: '新增商品' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '预览 草稿笔记本' })).toHaveAttribute('href', '/detailsPreview?id=3');
  expect(screen.getByRole('button', { name: '下架 在售笔记本' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: '上架 草稿笔记本' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('确认上架商品「草稿笔记本」吗？');
  notices.answer(true);
  const dialog = await screen.findByRole('dialog', { name: '以下商品未能上架' });
  expect(within(dialog).getByText('请至少上传 1 张商品图片')).toBeInTheDocument();
  expect(published).toEqual([{ ids: [3], onSale: true }]);
  fireEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('tab', { name: '草稿（1）' }));
  await waitFor(() => expect(listed.at(-1)).toEqual({ page: 1, limit: 10, sort: 'updatedAt', order: 'desc', status: 'draft' }));
});

test('an editor without the buttons sees no 新增商品, 上架, 下架, 编辑 or 导出, and no row selection', async () => {
  renderConsolePage(GoodsPage, { path: '/console/goods', menu: menu([]) });
  expect(await screen.findByText('草稿笔记本')).toBeInTheDocument();
  for (const name of ['新增商品', '导出', '批量上架', '上架 草稿笔记本', '下架 在售笔记本', '编辑 草稿笔记本']) expect(screen.queryByRole('button', { name })).toBeNull();
  expect(screen.queryByRole('checkbox')).toBeNull();
  expect(screen.getByRole('link', { name: '预览 在售笔记本' })).toBeInTheDocument();
});
