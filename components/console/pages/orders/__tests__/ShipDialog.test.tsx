/** 发货: serial pickers per unit from the shop's stock, the body sent, and a refusal that keeps every input. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import type { SysShipInput } from '@/contract/storeDevices';
import { apiUrl, server } from '@/test/msw/server';
import { recordNotices, type RecordingNotifier } from '@/test/notifier';
import { ShipDialog } from '../ShipDialog';
import { candidatesOf, ORDER_A, ORDER_B } from '@/test/fixtures/consoleOrders';

let notices: RecordingNotifier;
beforeEach(() => {
  notices = recordNotices();
});
afterEach(() => notices.restore());

function answerCandidates() {
  server.use(
    http.get(apiUrl(`api/sys/order/shipCandidates/${ORDER_A}`), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: candidatesOf(ORDER_A, ['TP0001101', 'TP0001102', 'TP0001103']) }),
    ),
    http.get(apiUrl(`api/sys/order/shipCandidates/${ORDER_B}`), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: candidatesOf(ORDER_B, ['TP0001201', 'TP0001202'], 1) }),
    ),
  );
}

function renderDialog(orderNos: string[]) {
  const onShipped = jest.fn();
  const onClose = jest.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShipDialog orderNos={orderNos} onClose={onClose} onShipped={onShipped} />
    </SWRConfig>,
  );
  return { onShipped, onClose };
}

/**
 * Enters a value as one paste: typing it key by key renders the whole dialog and repositions an
 * open picker's popup once a character, seconds on a busy machine, and these tests are about what is
 * sent, not about keystrokes (the first test still types a serial into a picker).
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function chooseCarrier(scope: HTMLElement, carrier: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: '快递公司' }));
  await userEvent.click(await screen.findByRole('option', { name: carrier }));
}

test("each unit gets a picker offering the SKU's devices in stock; a serial chosen once is not offered again; typing is accepted; the body names every serial", async () => {
  answerCandidates();
  let sent: SysShipInput | null = null;
  server.use(
    http.post(apiUrl('api/sys/order/ship'), async ({ request }) => {
      sent = (await request.json()) as SysShipInput;
      return HttpResponse.json({ code: 200, msg: '发货成功', data: [] });
    }),
  );
  const { onShipped } = renderDialog([ORDER_A]);
  const first = await screen.findByRole('combobox', { name: '第 1 台序列号' });
  const second = screen.getByRole('combobox', { name: '第 2 台序列号' });
  expect(screen.queryByRole('combobox', { name: '第 3 台序列号' })).toBeNull();
  expect(screen.getByText(/在库 3 台/)).toBeInTheDocument();

  await userEvent.click(first);
  const offered = await screen.findAllByRole('option');
  expect(offered.map((option) => option.textContent)).toEqual([
    'TP0001101入库于 2026-03-01 09:00:00 · 外壳轻微划痕',
    'TP0001102入库于 2026-03-01 09:00:00',
    'TP0001103入库于 2026-03-01 09:00:00',
  ]);
  await userEvent.click(screen.getByRole('option', { name: /TP0001102/ }));
  expect(first).toHaveValue('TP0001102');

  await userEvent.click(second);
  const rest = await screen.findAllByRole('option');
  expect(rest.map((option) => option.textContent?.slice(0, 9))).toEqual(['TP0001101', 'TP0001103']);
  await userEvent.keyboard('{Escape}');
  await userEvent.type(second, 'tp-new-0001');

  await chooseCarrier(document.body, '顺丰速运');
  await enter(screen.getByRole('textbox', { name: '运单号' }), 'sf1402231887699');
  await userEvent.click(screen.getByRole('button', { name: '确认发货' }));

  await waitFor(() => expect(onShipped).toHaveBeenCalled());
  expect(sent).toEqual({
    orders: [
      {
        orderNo: ORDER_A,
        carrier: '顺丰速运',
        waybillNo: 'SF1402231887699',
        serials: [
          { itemId: 11, serialNo: 'TP0001102' },
          { itemId: 11, serialNo: 'TP-NEW-0001' },
        ],
      },
    ],
  });
  expect(notices.seen).toContainEqual({ type: 'success', message: '发货成功' });
});

test('nothing is sent while a carrier, the waybill or a serial is missing, or one serial is typed twice', async () => {
  answerCandidates();
  let calls = 0;
  server.use(
    http.post(apiUrl('api/sys/order/ship'), () => {
      calls += 1;
      return HttpResponse.json({ code: 200, msg: '发货成功', data: [] });
    }),
  );
  renderDialog([ORDER_A]);
  await enter(await screen.findByRole('combobox', { name: '第 1 台序列号' }), 'TP0001101');
  await enter(screen.getByRole('combobox', { name: '第 2 台序列号' }), 'tp0001101');
  await enter(screen.getByRole('textbox', { name: '运单号' }), 'SF12');
  await userEvent.click(screen.getByRole('button', { name: '确认发货' }));
  expect(await screen.findByText('请选择快递公司')).toBeInTheDocument();
  expect(screen.getByText('请输入正确的运单号（8–30 位字母或数字）')).toBeInTheDocument();
  expect(screen.getByText('序列号 TP0001101 重复填写')).toBeInTheDocument();
  expect(calls).toBe(0);
});

test('a batch ships every order in one call; the refusal names its order and the dialog keeps every input', async () => {
  answerCandidates();
  const bodies: SysShipInput[] = [];
  server.use(
    http.post(apiUrl('api/sys/order/ship'), async ({ request }) => {
      bodies.push((await request.json()) as SysShipInput);
      return HttpResponse.json({ code: 500, msg: `订单 ${ORDER_B}：序列号 TP0001201 的设备当前状态为「维修中」，只有在库的设备可以发货` });
    }),
  );
  const { onShipped, onClose } = renderDialog([ORDER_A, ORDER_B]);
  expect(await screen.findByRole('heading', { name: '批量发货（2 个订单）' })).toBeInTheDocument();
  const a = await screen.findByRole('group', { name: `订单 ${ORDER_A}` });
  const b = screen.getByRole('group', { name: `订单 ${ORDER_B}` });

  // 按入库顺序选择设备 fills the empty pickers with the devices longest in stock.
  await userEvent.click(within(a).getByRole('button', { name: `订单 ${ORDER_A} 按入库顺序选择设备` }));
  expect(within(a).getByRole('combobox', { name: '第 1 台序列号' })).toHaveValue('TP0001101');
  expect(within(a).getByRole('combobox', { name: '第 2 台序列号' })).toHaveValue('TP0001102');
  await chooseCarrier(a, '顺丰速运');
  await enter(within(a).getByRole('textbox', { name: '运单号' }), 'SF1000000001');
  await enter(within(b).getByRole('combobox', { name: '第 1 台序列号' }), 'TP0001201');
  await chooseCarrier(b, '京东物流');
  await enter(within(b).getByRole('textbox', { name: '运单号' }), 'JD2000000002');
  await userEvent.click(screen.getByRole('button', { name: '确认发货' }));

  await waitFor(() => expect(notices.seen.map((notice) => notice.message)).toContain(`订单 ${ORDER_B}：序列号 TP0001201 的设备当前状态为「维修中」，只有在库的设备可以发货`));
  expect(bodies).toHaveLength(1);
  expect(bodies[0]?.orders.map((order) => [order.orderNo, order.carrier, order.waybillNo, order.serials.map((serial) => serial.serialNo)])).toEqual([
    [ORDER_A, '顺丰速运', 'SF1000000001', ['TP0001101', 'TP0001102']],
    [ORDER_B, '京东物流', 'JD2000000002', ['TP0001201']],
  ]);
  expect(onShipped).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  expect(within(b).getByRole('combobox', { name: '第 1 台序列号' })).toHaveValue('TP0001201');
  expect(within(b).getByRole('textbox', { name: '运单号' })).toHaveValue('JD2000000002');
  expect(within(a).getByRole('combobox', { name: '快递公司' })).toHaveTextContent('顺丰速运');
  expect(screen.getByRole('button', { name: '确认发货' })).toBeEnabled();
});
