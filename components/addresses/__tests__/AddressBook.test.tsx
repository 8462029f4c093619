import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { AddressBook } from '@/components/addresses/AddressBook';
import type { SavedAddress } from '@/contract/addresses';

jest.setTimeout(20_000);

const address = (id: number, overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  name: '张伟',
  phone: '13800138000',
  province: '广东',
  city: '深圳',
  district: '南山区',
  detail: `科技园 ${id} 号`,
  tag: null,
  isDefault: false,
  createdAt: '2026-03-01 10:00:00',
  updatedAt: '2026-03-01 10:00:00',
  ...overrides,
});

/** An address book the server keeps by the rules (first is default, deleting the default hands it to the newest). */
function serveBook(initial: SavedAddress[]) {
  let book = [...initial];
  const calls: string[] = [];
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl('api/wAddress/list'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: book })),
    http.post(apiUrl('api/wAddress/add'), async ({ request }) => {
      const body = (await request.json()) as Omit<SavedAddress, 'id' | 'createdAt' | 'updatedAt'>;
      bodies.push(body);
      calls.push('add');
      const added = address(100 + book.length, { ...body, isDefault: book.length === 0 || body.isDefault });
      book = [...(added.isDefault ? book.map((entry) => ({ ...entry, isDefault: false })) : book), added];
      return HttpResponse.json({ code: 200, msg: '地址已保存', data: added });
    }),
    http.post(apiUrl('api/wAddress/default'), async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      calls.push(`default ${id}`);
      book = book.map((entry) => ({ ...entry, isDefault: entry.id === id }));
      return HttpResponse.json({ code: 200, msg: '已设为默认地址', data: book });
    }),
    http.delete(apiUrl('api/wAddress/:id'), ({ params }) => {
      calls.push(`delete ${String(params.id)}`);
      book = book.filter((entry) => entry.id !== Number(params.id));
      return HttpResponse.json({ code: 200, msg: '地址已删除', data: { id: Number(params.id), defaultId: null } });
    }),
  );
  return { calls, bodies };
}

const renderBook = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AddressBook />
    </SWRConfig>,
  );

test('an empty book says what to do, and the first address is added through the region picker', async () => {
  const { bodies } = serveBook([]);
  renderBook();
  expect(await screen.findByText('还没有收货地址')).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: '新增收货地址' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
  expect(within(dialog).getByRole('checkbox')).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('请输入收货人姓名')).toBeInTheDocument();
  expect(within(dialog).getByText('请选择所在地区')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText(/收货人/), '李娜');
  await userEvent.type(within(dialog).getByLabelText(/手机号码/), '13900139000');
  await userEvent.click(within(dialog).getByLabelText('所在地区'));
  await userEvent.click(await screen.findByRole('option', { name: '上海' }));
  await userEvent.click(await screen.findByRole('option', { name: '上海' }));
  await userEvent.click(await screen.findByRole('option', { name: '徐汇区' }));
  await userEvent.type(within(dialog).getByLabelText(/详细地址/), '宜山路 700 号');
  await userEvent.click(within(dialog).getByRole('button', { name: '公司' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

  await waitFor(() =>
    expect(bodies).toEqual([{ name: '李娜', phone: '13900139000', province: '上海', city: '上海', district: '徐汇区', detail: '宜山路 700 号', tag: '公司', isDefault: true }]),
  );
  const saved = await screen.findByRole('listitem', { name: /收货地址 李娜/ });
  expect(within(saved).getByText('默认')).toBeInTheDocument();
  expect(within(saved).getByText('上海 徐汇区 宜山路 700 号')).toBeInTheDocument();
  expect(screen.getByTestId('address-count')).toHaveTextContent('已保存 1 / 20 个地址');
});

test('deleting asks first; another address can be made the default', async () => {
  const notices = recordNotices();
  const { calls } = serveBook([address(1, { isDefault: true, tag: '家' }), address(2)]);
  renderBook();
  const second = await screen.findByRole('listitem', { name: /科技园 2 号/ });
  await userEvent.click(within(second).getByRole('button', { name: '设为默认' }));
  await waitFor(() => expect(calls).toEqual(['default 2']));
  await waitFor(() => expect(within(screen.getByRole('listitem', { name: /科技园 2 号/ })).getByText('默认')).toBeInTheDocument());

  await userEvent.click(within(screen.getByRole('listitem', { name: /科技园 1 号/ })).getByRole('button', { name: '删除' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toContain('科技园 1 号');
  notices.answer(false);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toEqual(['default 2']);

  await userEvent.click(within(screen.getByRole('listitem', { name: /科技园 1 号/ })).getByRole('button', { name: '删除' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(calls).toEqual(['default 2', 'delete 1']));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: /科技园 1 号/ })).not.toBeInTheDocument());
  notices.restore();
});

test('a full book offers no new address', async () => {
  serveBook(Array.from({ length: 20 }, (_, index) => address(index + 1, { isDefault: index === 0 })));
  renderBook();
  expect(await screen.findByTestId('address-count')).toHaveTextContent('已保存 20 / 20 个地址，已达上限，请先删除不用的地址');
  expect(screen.getByRole('button', { name: '新增收货地址' })).toBeDisabled();
});
