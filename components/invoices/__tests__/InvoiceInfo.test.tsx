import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { InvoiceInfo } from '@/components/invoices/InvoiceInfo';
import type { InvoiceSettings, InvoiceTitle } from '@/contract/invoices';

// Many typed keystrokes and dialogs: on two busy cores a test takes seconds.
jest.setTimeout(20_000);

const title = (id: number, name: string, isDefault: boolean): InvoiceTitle => ({
  id,
  kind: 'person',
  name,
  taxNo: null,
  address: null,
  telephone: null,
  bankName: null,
  bankAccount: null,
  isDefault,
  updatedAt: '2026-11-22 12:00:00',
});

const PERSON: InvoiceSettings = {
  accountType: 'personal',
  companyName: null,
  verified: false,
  email: null,
  titles: [title(1, '张伟', true), title(2, '张伟（家庭）', false)],
  qualification: null,
};
const COMPANY: InvoiceSettings = {
  accountType: 'company',
  companyName: '深圳市云启科技有限公司',
  verified: true,
  email: 'caiwu@yunqi.example.cn',
  titles: [],
  qualification: null,
};

function serve(settings: InvoiceSettings) {
  const deleted: string[] = [];
  const added: unknown[] = [];
  server.use(
    http.get(apiUrl('api/wInvoiceTitle/info'), () => HttpResponse.json({ code: 200, msg: '操作成功', data: settings })),
    http.delete(apiUrl('api/wInvoiceTitle/:id'), ({ params }) => {
      deleted.push(String(params.id));
      return HttpResponse.json({ code: 200, msg: '抬头已删除', data: { id: Number(params.id) } });
    }),
    http.post(apiUrl('api/wInvoiceTitle/add'), async ({ request }) => {
      added.push(await request.json());
      return HttpResponse.json({ code: 200, msg: '抬头已保存', data: title(3, '深圳市云启科技有限公司', true) });
    }),
  );
  return { deleted, added };
}

const renderInfo = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <InvoiceInfo />
    </SWRConfig>,
  );

test('deleting a title asks first and deletes nothing when the customer changes their mind', async () => {
  const { deleted } = serve(PERSON);
  const notices = recordNotices();
  renderInfo();
  const second = await screen.findByRole('listitem', { name: '抬头 张伟（家庭）' });
  expect(within(screen.getByRole('listitem', { name: '抬头 张伟' })).getByText('默认')).toBeInTheDocument();

  await userEvent.click(within(second).getByRole('button', { name: '删除抬头 张伟（家庭）' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(1));
  expect(notices.confirms[0]?.message).toBe('确定删除抬头「张伟（家庭）」吗？已提交的发票申请不受影响。');
  notices.answer(false);
  await userEvent.click(within(second).getByRole('button', { name: '删除抬头 张伟（家庭）' }));
  await waitFor(() => expect(notices.confirms).toHaveLength(2));
  notices.answer(true);
  await waitFor(() => expect(deleted).toEqual(['2']));
  notices.restore();
});

test('a personal account is told special VAT invoices are for companies, and has no qualification form', async () => {
  serve(PERSON);
  renderInfo();
  expect(await screen.findByText(/增值税专用发票仅向企业账户开具/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: '纳税人识别号' })).not.toBeInTheDocument();
  expect(screen.getByText('尚未填写：申请开票前请填写接收发票的邮箱')).toBeInTheDocument();
});

test('a company title carries the verified company name, and a bad taxpayer number is said before anything is sent', async () => {
  const { added } = serve(COMPANY);
  renderInfo();
  await userEvent.click((await screen.findAllByRole('button', { name: '新增抬头' }))[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: '新增发票抬头（企业）' });
  expect(within(dialog).getByRole('textbox', { name: '发票抬头（企业名称）' })).toHaveValue('深圳市云启科技有限公司');
  const taxNo = within(dialog).getByRole('textbox', { name: '纳税人识别号' });
  await userEvent.type(taxNo, '12345');
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  expect(await within(dialog).findByText('纳税人识别号应为 15、17、18 或 20 位')).toBeInTheDocument();
  expect(taxNo).toHaveFocus();
  expect(added).toEqual([]);

  await userEvent.clear(taxNo);
  await userEvent.type(taxNo, '91350211M0000XUF46');
  expect(within(dialog).getByText(/校验位与国家标准不符/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(added).toHaveLength(1));
  expect(added[0]).toEqual({
    kind: 'company',
    name: '深圳市云启科技有限公司',
    taxNo: '91350211M0000XUF46',
    address: '',
    telephone: '',
    bankName: '',
    bankAccount: '',
    isDefault: true,
  });
});
