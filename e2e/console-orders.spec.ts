/**
 * The order desk in the console, end to end with no development door: a customer rents
 * a laptop of the demo merchant's shop (云租优选旗舰店), pays and signs the lease contract with an SMS
 * code on the order's page; the merchant finds it in 待发货 and
 * ships it with a serial picked from the shop's stock; the customer confirms receipt and returns it;
 * the merchant inspects it with a damage fee, a remark and a photo, and completes it; the customer's
 * balance shows the deposit back less the fee. The editor never sees 关闭, and the product server
 * refuses it by hand with code 403.
 */
import { expect, test } from '@playwright/test';
import { completeAtDesk, consoleToast, stockForOrder, expectDepositBack, fenOf, inspectWithDamage, receiveAndReturn } from './console-steps';
import { CONSOLE_MERCHANT, DEMO_PERSONAL, downloadedPdfText, logInAs, logInToConsole, openFromConsoleMenu, rentAndPay, signContractOnOrderPage } from './support';

test.setTimeout(240_000);

test('a rental of the demo shop shipped, received back with a damage fee and completed at the desk; the customer gets the deposit less the fee', async ({
  page,
  browser,
  request,
}) => {
  // The customer rents a laptop of 云租优选旗舰店 (/details?id=2) and pays from the balance: the risk check passes it (待发货).
  await logInAs(page, DEMO_PERSONAL);
  const orderNo = await rentAndPay(page);
  // Before it ships, the customer signs the lease contract on the order's page with an SMS code.
  await signContractOnOrderPage(page, request, orderNo, DEMO_PERSONAL.phone);
  // 下载合同: the PDF names the order, the customer and the first month's rent the page shows.
  const firstMonthRent = (
    await page
      .locator('dt', { hasText: /^首月租金/ })
      .locator('+ dd')
      .innerText()
  ).trim();
  const signedText = await downloadedPdfText(page, () => page.getByRole('button', { name: '下载合同' }).click());
  for (const expected of [orderNo, DEMO_PERSONAL.name, firstMonthRent, '承租方签署']) expect(signedText).toContain(expected);

  // The merchant, in a browser of their own, finds it under 待发货.
  const desk = await (await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } })).newPage();
  await logInToConsole(desk, CONSOLE_MERCHANT);
  await stockForOrder(desk, orderNo);
  await expect(desk.getByRole('link', { name: /^待发货订单 [1-9]\d*$/ })).toBeVisible();
  await openFromConsoleMenu(desk, '租赁订单', '订单管理');
  await desk.getByRole('tab', { name: /^待发货 \d+$/ }).click();
  await expect(desk).toHaveURL(/\/console\/orders\?status=2$/);
  const grid = desk.getByRole('grid', { name: '租赁订单' });
  const row = grid.getByRole('row').filter({ hasText: orderNo });
  await expect(row.getByText('待发货')).toBeVisible();
  await expect(row.getByText('138****8000 · 个人账户')).toBeVisible();

  // An editor has no 关闭 (the platform's button) — and the product server refuses it by hand.
  await expect(row.getByRole('button', { name: `发货 ${orderNo}` })).toBeVisible();
  await expect(desk.getByRole('button', { name: `关闭 ${orderNo}` })).toHaveCount(0);
  const byHand = (await (await desk.request.post('/prod-api/api/sys/order/close', { data: { orderNo, reason: '手工调用关闭' } })).json()) as { code: number; msg: string };
  expect(byHand).toEqual({ code: 403, msg: '当前操作没有权限' });

  // 发货: the serial picked from the shop's devices in stock of the SKU, a carrier and a waybill.
  await row.getByRole('button', { name: `发货 ${orderNo}` }).click();
  const ship = desk.getByRole('dialog', { name: `发货 · 订单 ${orderNo}` });
  const picker = ship.getByRole('combobox', { name: '第 1 台序列号' });
  await picker.click();
  await expect(desk.getByRole('option').first()).toBeVisible();
  await desk.getByRole('option').first().click();
  const serial = await picker.inputValue();
  expect(serial).toMatch(/^[A-Z0-9][A-Z0-9-]{3,39}$/);
  await ship.getByRole('combobox', { name: '快递公司' }).click();
  await desk.getByRole('option', { name: '顺丰速运' }).click();
  await ship.getByRole('textbox', { name: '运单号' }).fill('SF1402231880001');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(consoleToast(desk, '发货成功')).toBeVisible();
  await expect(ship).toHaveCount(0);
  await expect(grid.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);

  // The customer confirms receipt, then returns the laptop.
  await receiveAndReturn(page, orderNo, { shippedWaybill: 'SF1402231880001', returnWaybill: 'SF1402231880002' });

  // The merchant opens the order from 归还中: its detail shows the serial shipped and the return.
  await desk.getByRole('tab', { name: /^归还中 \d+$/ }).click();
  await grid.getByRole('link', { name: `详情 ${orderNo}` }).click();
  await expect(desk).toHaveURL(new RegExp(`/console/orders/detail\\?orderNo=${orderNo}$`));
  await expect(desk.getByRole('heading', { name: `订单 ${orderNo}` })).toBeVisible();
  const devices = desk.getByRole('region', { name: '物流与设备' });
  await expect(devices.getByRole('link', { name: `设备 ${serial} 的记录` })).toHaveAttribute('href', `/console/devices?serialNo=${serial}`);
  await expect(devices.getByText('云租优选店长（商家）')).toBeVisible();
  await expect(desk.getByRole('region', { name: '归还与验机' }).getByText('SF1402231880002')).toBeVisible();
  await expect(desk.getByRole('toolbar', { name: '订单操作' }).getByRole('button')).toHaveText(['签收验机']);
  // The console downloads the same signed contract, and the device annex written at shipping names the serial.
  const contract = desk.getByRole('region', { name: '租赁合同' });
  expect(await downloadedPdfText(desk, () => contract.getByRole('button', { name: '下载合同' }).click())).toBe(signedText);
  expect(await downloadedPdfText(desk, () => contract.getByRole('button', { name: /^下载 FJ\d{20}$/ }).click())).toContain(serial);

  // 签收验机 with a damage fee of ¥200.00, a remark and a photo; 完结: the deposit goes back less the fee.
  const refundShown = await inspectWithDamage(desk, orderNo, { fee: '200', remark: '屏幕右下角碎裂' });
  const refund = await completeAtDesk(desk, orderNo, '200');
  expect(fenOf(refund)).toBe(refundShown);
  await expect(desk.getByRole('list', { name: '订单历史' }).getByText(/订单完结：押金 ¥[\d,]+\.\d{2}，扣除损坏赔偿 ¥200\.00/)).toBeVisible();

  // The customer's balance: the deposit back, less the fee.
  await expectDepositBack(page, orderNo, refund);

  // The bills page of the console lists the order's bills.
  await openFromConsoleMenu(desk, '账单管理', '订单管理');
  await desk.getByRole('textbox', { name: '订单编号' }).fill(orderNo);
  await desk.getByRole('combobox', { name: '账单状态' }).click();
  await desk.getByRole('option', { name: '已支付' }).click();
  await desk.getByRole('button', { name: '搜索' }).click();
  const paid = desk.getByRole('grid', { name: '账单列表' }).getByRole('row').filter({ hasText: orderNo });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText(/第 1\/\d+ 期租金/);
  await expect(paid).toContainText('已支付');
  await desk.context().close();
});
