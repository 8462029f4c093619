import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import type { LeaseContractView, OrderDocumentView } from '@/contract/orderDocuments';
import { server, apiUrl } from '@/test/msw/server';
import { recordNotices } from '@/test/notifier';
import { LeaseContractPanel } from '@/components/orders/LeaseContractPanel';

const ORDER_NO = 'ZL20261122120000123456';
const HASH = 'a'.repeat(64);

const TEXT: LeaseContractView['text'] = {
  title: '租赁合同',
  subtitle: `合同编号：签署后生成　订单编号：${ORDER_NO}`,
  sections: [
    { heading: '一、合同各方', blocks: [{ kind: 'facts', items: [{ term: '承租方', detail: '张伟' }] }] },
    { heading: '四、租金及支付计划', blocks: [{ kind: 'table', columns: ['期数', '应付日期', '金额', '状态'], rows: [['第 1/12 期', '2026-11-22', '¥1,299.00', '已支付']] }] },
    { heading: '七、逾期违约金', blocks: [{ kind: 'paragraph', text: '逾期违约金 = 逾期金额 × 0.05% × 逾期天数' }] },
  ],
};

const LEASE: OrderDocumentView = {
  documentNo: 'HT20261122120500123456',
  kind: 'lease',
  kindName: '租赁合同',
  createdAt: '2026-11-22 12:05:00',
  sha256: 'b'.repeat(64),
  basedOn: null,
  signatures: [{ role: '承租方', name: '张伟', phone: '138****8000', method: 'smsCode', signedAt: '2026-11-22 12:05:00', signedFrom: '203.0.113.10' }],
};

const ANNEX: OrderDocumentView = { ...LEASE, documentNo: 'FJ20261124090000123456', kind: 'annex', kindName: '附件：设备清单', basedOn: LEASE.sha256, signatures: [] };

const unsigned: LeaseContractView = {
  orderNo: ORDER_NO,
  signed: false,
  stateName: '待签署',
  signable: true,
  reason: null,
  signerPhone: '138****8000',
  contentHash: HASH,
  text: TEXT,
  contract: null,
  documents: [],
};
const signed: LeaseContractView = {
  ...unsigned,
  signed: true,
  stateName: '已签署',
  signable: false,
  reason: '该订单的租赁合同已签署，无需重复签署',
  contract: LEASE,
  documents: [LEASE],
};

/** A product server holding the order's contract; records what the page sent. */
function serve(initial: LeaseContractView) {
  let view = initial;
  const sent: string[] = [];
  server.use(
    http.get(apiUrl(`api/wOrder/contract/${ORDER_NO}`), () => HttpResponse.json({ code: 200, msg: '操作成功', data: view })),
    http.post(apiUrl('api/wOrder/contract/code'), async ({ request }) => {
      sent.push(`code ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ code: 200, msg: '验证码已发送', data: { phone: '138****8000', expiresInSeconds: 300, resendInSeconds: 60 } });
    }),
    http.post(apiUrl('api/wOrder/contract/sign'), async ({ request }) => {
      sent.push(`sign ${JSON.stringify(await request.json())}`);
      view = signed;
      return HttpResponse.json({ code: 200, msg: '租赁合同签署成功', data: view });
    }),
  );
  return sent;
}

const renderPanel = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LeaseContractPanel orderNo={ORDER_NO} />
    </SWRConfig>,
  );

test('the customer reads the contract, ticks the agreement, asks for the code and signs with it and the hash of the text read', async () => {
  const notices = recordNotices();
  const sent = serve(unsigned);
  renderPanel();
  expect(await screen.findByTestId('contract-state')).toHaveTextContent('待签署');
  expect(screen.getByText('请在商家发货前阅读并签署租赁合同，签署后商家方可发货。')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '签署合同' }));
  const dialog = await screen.findByRole('dialog', { name: `签署租赁合同 · 订单 ${ORDER_NO}` });
  // The text shown is the contract's own: parties, the rent schedule, the quoted rules.
  expect(within(dialog).getByRole('article', { name: '租赁合同' })).toHaveTextContent('张伟');
  expect(within(dialog).getByRole('cell', { name: '¥1,299.00' })).toBeInTheDocument();
  expect(within(dialog).getByText('逾期违约金 = 逾期金额 × 0.05% × 逾期天数')).toBeInTheDocument();

  const confirm = within(dialog).getByRole('button', { name: '确认签署' });
  expect(confirm).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意本合同' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /秒后重发$/ })).toBeDisabled());
  await userEvent.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), '123456');
  await userEvent.click(confirm);

  await waitFor(() => expect(screen.getByTestId('contract-state')).toHaveTextContent('已签署'));
  expect(sent).toEqual([`code {"orderNo":"${ORDER_NO}"}`, `sign {"orderNo":"${ORDER_NO}","code":"123456","contentHash":"${HASH}","agree":true}`]);
  expect(screen.getByText(`合同编号 ${LEASE.documentNo} · 签署时间 2026-11-22 12:05:00`)).toBeInTheDocument();
  expect(screen.getByText(`SHA-256 ${LEASE.sha256}`)).toBeInTheDocument();
  expect(notices.seen).toContainEqual({ type: 'success', message: '租赁合同签署成功' });
  notices.restore();
});

test('a code that is not six digits is said on the field and nothing is signed', async () => {
  const sent = serve(unsigned);
  renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: '签署合同' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意本合同' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), '12');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认签署' }));
  expect(await within(dialog).findByText('验证码为 6 位数字')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a signed contract is only shown, and the device annex kept after shipping downloads from the list', async () => {
  serve({ ...signed, documents: [LEASE, ANNEX] });
  renderPanel();
  expect(await screen.findByTestId('contract-state')).toHaveTextContent('已签署');
  expect(screen.queryByRole('button', { name: '签署合同' })).not.toBeInTheDocument();
  const list = screen.getByRole('list', { name: '合同附件与协议' });
  expect(within(list).getByText('附件：设备清单')).toBeInTheDocument();
  expect(within(list).getByRole('button', { name: `下载附件：设备清单 ${ANNEX.documentNo}` })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '查看合同' }));
  const dialog = await screen.findByRole('dialog', { name: `租赁合同 · 订单 ${ORDER_NO}` });
  expect(within(dialog).queryByRole('button', { name: '确认签署' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
