/** 轮播图: the link rule before sending, what a new slide sends, deletion after a confirmation. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SLIDE_LINK_MESSAGE, type ConsoleSlide } from '@/contract/consoleContent';
import { ADMIN, menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import CarouselPage from '../CarouselPage';

const KEY = `${'a'.repeat(32)}.webp`;
const SLIDE: ConsoleSlide = {
  id: 3,
  position: 'home',
  title: '春季办公焕新季',
  subtitle: '8 折起',
  image: '/goods/thinkpad-x1-carbon-2025.svg',
  link: '/limitedOffer',
  theme: '#0b3d91',
  sort: 1,
  active: true,
};

let notices: RecordingNotifier;
let saved: unknown[];
let deleted: unknown[];
let listed: unknown[];
beforeEach(() => {
  notices = recordNotices();
  saved = [];
  deleted = [];
  listed = [];
  server.use(
    http.get(apiUrl('system/dict/data/type/:type'), ({ params }) =>
      HttpResponse.json({
        code: 200,
        msg: '操作成功',
        data:
          params.type === 'carousel_position'
            ? [
                { dictLabel: '首页', dictValue: 'home', dictSort: 1 },
                { dictLabel: '采购专区', dictValue: 'purchase', dictSort: 3 },
              ]
            : [],
      }),
    ),
    http.post(apiUrl('api/sys/carousel/list'), async ({ request }) => {
      listed.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '查询成功', rows: [SLIDE], total: 1 });
    }),
    http.post(apiUrl('api/sys/carousel/save'), async ({ request }) => {
      const body = (await request.json()) as ConsoleSlide;
      saved.push(body);
      return HttpResponse.json({ code: 200, msg: '轮播图已保存', data: { ...body, id: 9, image: `/files/${KEY}` } });
    }),
    http.post(apiUrl('api/sys/carousel/delete'), async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '轮播图已删除', data: { id: 3 } });
    }),
    http.post(apiUrl('api/sys/file/upload'), () =>
      HttpResponse.json({ code: 200, msg: '上传成功', data: { key: KEY, mime: 'image/webp', size: 4, url: `/files/${KEY}`, purpose: 'carousel' } }),
    ),
  );
});
afterEach(() => notices.restore());

const open = (buttons: readonly string[] = ['carousel:edit'], search = '') =>
  renderConsolePage(CarouselPage, { path: '/console/carousel', search, staff: ADMIN, menu: menuOf([{ url: '/console/carousel', name: '轮播图', buttons }]) });

test('a link that leaves the site another way is refused before sending; a site path is sent with the picture key and numbers', async () => {
  open(['carousel:edit'], 'position=purchase&active=true');
  await waitFor(() => expect(listed[0]).toEqual({ page: 1, limit: 10, position: 'purchase', active: true }));
  fireEvent.click(await screen.findByRole('button', { name: '新增轮播图' }));
  const dialog = await screen.findByRole('dialog', { name: '新增轮播图' });
  fireEvent.change(within(dialog).getByLabelText(/^标题/), { target: { value: '企业采购专区' } });
  await userEvent.upload(within(dialog).getByLabelText('上传轮播图片'), new File([new Uint8Array([1, 2, 3])], 'slide.webp', { type: 'image/webp' }));
  await within(dialog).findByAltText('轮播图片 1');
  for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'www.example.com', '/list ?a=1']) {
    fireEvent.change(within(dialog).getByLabelText(/^链接/), { target: { value: bad } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(SLIDE_LINK_MESSAGE)).toBeInTheDocument();
  }
  expect(saved).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText(/^链接/), { target: { value: '/purchase?tab=tiers' } });
  fireEvent.change(within(dialog).getByLabelText(/^排序/), { target: { value: '12' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(saved).toEqual([{ position: 'purchase', title: '企业采购专区', subtitle: '', image: KEY, link: '/purchase?tab=tiers', theme: '#1f6feb', sort: 12, active: true }]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('an edit sends the stored picture back unchanged; 删除 asks first; without carousel:edit nothing can be changed', async () => {
  const { unmount } = open();
  // The row's own text first: a wait repeats its query at every change of the loading grid, and a
  // role query on a console page costs a few hundred milliseconds; then the button, found at once.
  await screen.findAllByText('春季办公焕新季');
  fireEvent.click(await screen.findByRole('button', { name: '编辑 春季办公焕新季' }));
  const dialog = await screen.findByRole('dialog', { name: '编辑轮播图' });
  fireEvent.click(within(dialog).getByRole('switch', { name: '启用' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() =>
    expect(saved).toEqual([
      { id: 3, position: 'home', title: '春季办公焕新季', subtitle: '8 折起', image: SLIDE.image, link: '/limitedOffer', theme: '#0b3d91', sort: 1, active: false },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: '删除 春季办公焕新季' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  notices.answer(false);
  expect(deleted).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: '删除 春季办公焕新季' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(deleted).toEqual([{ id: 3 }]));
  unmount();

  open([]);
  expect(await screen.findByText('春季办公焕新季')).toBeInTheDocument();
  for (const name of ['新增轮播图', '编辑 春季办公焕新季', '删除 春季办公焕新季']) expect(screen.queryByRole('button', { name })).toBeNull();
});
