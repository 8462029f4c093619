/** 店铺设置: the phone rule before sending, the logo sent only when changed, returns to the platform as null, the upgrade fee typed in yuan and sent in fen. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ShopSettings } from '@/contract/consoleStores';
import { menuOf, renderConsolePage } from '@/test/console-page';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import ShopPage from '../ShopPage';

const SHOP: ShopSettings = {
  id: 1,
  slug: 'yunzu',
  name: '云租优选旗舰店',
  logo: '/stores/yunzu.svg',
  customLogo: false,
  intro: '企业级笔记本租赁',
  city: '深圳',
  status: 'open',
  statusName: '营业中',
  returnAddress: null,
  upgradeFee: 9_900,
  platformReturnAddress: { recipient: '云租售后中心', phone: '400-6050-766', address: '广东省深圳市南山区科技园' },
};

let notices: RecordingNotifier;
let saved: unknown[];
beforeEach(() => {
  notices = recordNotices();
  saved = [];
  server.use(
    http.get(apiUrl('system/dict/data/type/:type'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: [] })),
    http.get(apiUrl('api/sys/shop'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: SHOP })),
    http.post(apiUrl('api/sys/shop'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return HttpResponse.json({ code: 200, msg: '店铺设置已保存', data: { ...SHOP, ...body } });
    }),
  );
});
afterEach(() => notices.restore());

const open = (buttons: readonly string[] = ['shop:edit']) =>
  renderConsolePage(ShopPage, { path: '/console/shop', menu: menuOf([{ url: '/console/shop', name: '店铺设置', buttons }]) });

test('a return address needs a phone by the rule; the logo is left out when unchanged', async () => {
  open();
  expect(await screen.findByRole('heading', { name: '云租优选旗舰店' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: '寄回本店地址' }));
  fireEvent.change(screen.getByLabelText(/^收件人/), { target: { value: '王店长' } });
  fireEvent.change(screen.getByLabelText(/^联系电话/), { target: { value: '12345678901' } });
  fireEvent.change(screen.getByLabelText(/^退货地址/), { target: { value: '广东省深圳市南山区科技园南区 8 栋' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  expect(await screen.findByText('请输入正确的联系电话，如 13800138000 或 0755-88886666')).toBeInTheDocument();
  expect(saved).toEqual([]);

  fireEvent.change(screen.getByLabelText(/^联系电话/), { target: { value: '13912345678' } });
  fireEvent.change(screen.getByLabelText(/^店铺简介/), { target: { value: '10 年企业租赁经验' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  await waitFor(() =>
    expect(saved).toEqual([
      {
        intro: '10 年企业租赁经验',
        city: '深圳',
        returnAddress: { recipient: '王店长', phone: '13912345678', address: '广东省深圳市南山区科技园南区 8 栋' },
        upgradeFee: 9_900,
      },
    ]),
  );
  await waitFor(() => expect(notices.seen).toContainEqual({ type: 'success', message: '店铺设置已保存' }));
  expect(screen.getByText('所有修改已保存')).toBeInTheDocument();
});

test('returns to the platform send no address; without shop:edit the page is read-only', async () => {
  const { unmount } = open();
  fireEvent.change(await screen.findByLabelText(/^所在城市/), { target: { value: '广州' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  await waitFor(() => expect(saved).toEqual([{ intro: '企业级笔记本租赁', city: '广州', returnAddress: null, upgradeFee: 9_900 }]));
  unmount();

  open([]);
  expect(await screen.findByText('您没有修改店铺设置的权限，只能查看。')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '保存设置' })).toBeNull();
  expect(screen.getByLabelText(/^所在城市/)).toBeDisabled();
});

test('the upgrade fee reads back in yuan, is sent in fen, may be 0, and above ¥9,999.00 is refused before sending', async () => {
  open();
  const fee = await screen.findByLabelText(/^升级换机服务费（元\/台）/);
  expect(fee).toHaveValue('99.00');

  fireEvent.change(fee, { target: { value: '10000' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  expect(await screen.findByText('升级换机服务费应为 0 到 9,999.00 元的金额，最多两位小数（0 为不收取）')).toBeInTheDocument();
  fireEvent.change(fee, { target: { value: '12.345' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  expect(await screen.findByText('升级换机服务费应为 0 到 9,999.00 元的金额，最多两位小数（0 为不收取）')).toBeInTheDocument();
  expect(saved).toEqual([]);

  fireEvent.change(fee, { target: { value: '0.29' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  await waitFor(() => expect(saved).toEqual([{ intro: '企业级笔记本租赁', city: '深圳', returnAddress: null, upgradeFee: 29 }]));
  await waitFor(() => expect(screen.getByLabelText(/^升级换机服务费（元\/台）/)).toHaveValue('0.29'));

  fireEvent.change(screen.getByLabelText(/^升级换机服务费（元\/台）/), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  await waitFor(() => expect(saved).toHaveLength(2));
  expect(saved[1]).toMatchObject({ upgradeFee: 0 });
});
