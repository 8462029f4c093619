/** 资讯管理: what 新增 and 编辑 send, a refusal that keeps the dialog, deletion after a confirmation, buttons the menu hides. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ConsoleNews, ConsoleNewsDetail } from '@/contract/consoleContent';
import '@/test/rich-text-layout';
import { ADMIN, menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import NewsPage from '../NewsPage';

const COVER = `${'d'.repeat(32)}.png`;
const BODY_PICTURE = `${'e'.repeat(32)}.png`;
const ARTICLE: ConsoleNewsDetail = {
  id: 5,
  type: 'procurement',
  typeName: '采购资讯',
  title: '政企采购季开启',
  summary: '10 台起享阶梯价',
  cover: '/files/ffffffffffffffffffffffffffffffff.jpg',
  source: '云租',
  author: '运营部',
  status: 'published',
  statusName: '已发布',
  scheduled: false,
  publishedAt: '2026-11-01 09:30:00',
  createdAt: '2026-10-30 10:00:00',
  content: '<p>采购季</p>',
};
const ROW: ConsoleNews = (({ content: _content, ...row }) => row)(ARTICLE);

let notices: RecordingNotifier;
let saved: Record<string, unknown>[];
let deleted: unknown[];
let uploads: string[];
beforeEach(() => {
  notices = recordNotices();
  saved = [];
  deleted = [];
  uploads = [];
  server.use(
    http.get(apiUrl('system/dict/data/type/:type'), ({ params }) =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data:
          params.type === 'news_type'
            ? [
                { dictLabel: '平台资讯', dictValue: 'news', dictSort: 1 },
                { dictLabel: '采购资讯', dictValue: 'procurement', dictSort: 2 },
              ]
            : [],
      }),
    ),
    http.post(apiUrl('api/sys/news/list'), () => HttpResponse.json({ code: 200, msg: '查询成功', rows: [ROW], total: 1 })),
    http.get(apiUrl('api/sys/news/detail/5'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: ARTICLE })),
    http.post(apiUrl('api/sys/news/delete'), async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '资讯已删除', data: { id: 5 } });
    }),
    http.post(apiUrl('api/sys/file/upload'), async ({ request }) => {
      const purpose = String((await request.formData()).get('purpose'));
      const key = uploads.length === 0 ? COVER : BODY_PICTURE;
      uploads.push(purpose);
      return HttpResponse.json({ code: 200, msg: '上传成功', data: { key, mime: 'image/png', size: 4, url: `/files/${key}`, purpose } });
    }),
  );
});
afterEach(() => notices.restore());

function answerSaves(answer: (body: Record<string, unknown>) => object) {
  server.use(
    http.post(apiUrl('api/sys/news/save'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
}

const ALL = ['news:add', 'news:edit', 'news:delete'];
const open = (buttons: readonly string[] = ALL) =>
  renderConsolePage(NewsPage, { path: '/console/news', staff: ADMIN, menu: menuOf([{ url: '/console/news', name: '资讯管理', buttons }]) });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

test('a new article with a cover and a picture in its body is published: the keys and the HTML are sent', async () => {
  answerSaves((body) => ({ code: 200, msg: '资讯已保存', data: { ...ARTICLE, ...body, id: 6, cover: `/files/${COVER}`, status: 'published' } }));
  open();
  fireEvent.click(await screen.findByRole('button', { name: '新增资讯' }));
  const dialog = await screen.findByRole('dialog', { name: '新增资讯' });
  fireEvent.change(within(dialog).getByLabelText(/^标题/), { target: { value: '新品发布：MacBook Pro M5' } });
  fireEvent.change(within(dialog).getByLabelText('摘要'), { target: { value: '月租 ¥459 起' } });
  await userEvent.upload(within(dialog).getByLabelText('上传封面'), png('cover.png'));
  await within(dialog).findByAltText('封面 1');
  await userEvent.upload(within(dialog).getByLabelText('上传正文图片'), png('屏幕.png'));
  fireEvent.click(within(dialog).getByRole('radio', { name: '发布' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: '保存并发布' })).toBeEnabled());
  fireEvent.click(within(dialog).getByRole('button', { name: '保存并发布' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    type: 'news',
    title: '新品发布：MacBook Pro M5',
    summary: '月租 ¥459 起',
    cover: COVER,
    source: '',
    author: '',
    content: expect.stringContaining(`<img src="/files/${BODY_PICTURE}" alt="屏幕"`),
    status: 'published',
  });
  expect(uploads).toEqual(['news', 'news']);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(notices.seen).toContainEqual({ type: 'success', message: '资讯已发布' });
});

test('an edit sends the id, the stored cover back unchanged and no new date; a refusal keeps the dialog with the input', async () => {
  answerSaves(() => ({ code: 500, msg: '标题不能超过 60 个字' }));
  open();
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText('政企采购季开启');
  fireEvent.click(await screen.findByRole('button', { name: '编辑 政企采购季开启' }));
  const dialog = await screen.findByRole('dialog', { name: '编辑资讯' });
  expect(within(dialog).getByLabelText(/^标题/)).toHaveValue('政企采购季开启');
  fireEvent.change(within(dialog).getByLabelText(/^标题/), { target: { value: '政企采购季开启（第二期）' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存并发布' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    id: 5,
    type: 'procurement',
    title: '政企采购季开启（第二期）',
    summary: '10 台起享阶梯价',
    cover: ARTICLE.cover,
    source: '云租',
    author: '运营部',
    content: '<p>采购季</p>',
    status: 'published',
  });
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'warning', message: '标题不能超过 60 个字' }));
  expect(screen.getByRole('dialog', { name: '编辑资讯' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/^标题/)).toHaveValue('政企采购季开启（第二期）');
});

test('an article without a body is refused before anything is sent', async () => {
  answerSaves(() => ({ code: 500, msg: 'unexpected' }));
  open();
  fireEvent.click(await screen.findByRole('button', { name: '新增资讯' }));
  const dialog = await screen.findByRole('dialog', { name: '新增资讯' });
  fireEvent.change(within(dialog).getByLabelText(/^标题/), { target: { value: '空文章' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '保存草稿' }));
  expect(await within(dialog).findByText('请输入正文')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('删除 asks first and sends the id; without news:delete and news:edit there are no such buttons', async () => {
  const { unmount } = open();
  await screen.findAllByText('政企采购季开启');
  fireEvent.click(await screen.findByRole('button', { name: '删除 政企采购季开启' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('确定删除资讯「政企采购季开启」吗？');
  notices.answer(true);
  await waitFor(() => expect(deleted).toEqual([{ id: 5 }]));
  expect(screen.getByRole('link', { name: '查看 政企采购季开启' })).toHaveAttribute('href', '/purchaseNewsDetail?id=5');
  unmount();

  open(['news:add']);
  expect(await screen.findByText('政企采购季开启')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除 政企采购季开启' })).toBeNull();
  expect(screen.queryByRole('button', { name: '编辑 政企采购季开启' })).toBeNull();
  expect(screen.getByRole('button', { name: '新增资讯' })).toBeInTheDocument();
});
