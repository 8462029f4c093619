/**
 * An upgrade end to end (升级换机, docs/product-rules.md#upgrades): a customer renting a laptop of the
 * demo merchant's shop chooses a better configuration on the order's page, sees the amount, confirms
 * and pays from the balance; the merchant approves it at the order desk and ships a new unit picked
 * from the shop's stock; the customer confirms it and sends the old unit back; the merchant inspects
 * it. /myBill then shows the unpaid bills at the new monthly rent.
 */
import { expect, test } from '@playwright/test';
import { consoleToast } from './console-steps';
import { CONSOLE_MERCHANT, DEMO_PERSONAL, confirmReceipt, logInAs, logInToConsole, rentAndPay, shipForTest } from './support';

test.setTimeout(240_000);

test('an upgrade end to end: applied and paid, approved and shipped, received, the old unit back and inspected; the bills at the new rent', async ({ page, browser, request }) => {
  // A running rental of 云租优选旗舰店 (/details?id=2): paid, shipped by the development door, received.
  await logInAs(page, DEMO_PERSONAL);
  const orderNo = await rentAndPay(page);
  await shipForTest(request, orderNo);
  await confirmReceipt(page, orderNo);

  // 升级换机 on the order's page: the first offer chosen, its amount shown, confirmed, paid from the balance.
  const section = page.getByRole('region', { name: '升级换机' });
  await section.getByRole('button', { name: '选择升级配置' }).click();
  const chooser = page.getByRole('dialog', { name: `升级换机 · 订单 ${orderNo}` });
  await expect(chooser.getByRole('radio').first()).toBeChecked();
  const offerText = (await chooser.getByRole('radio').first().locator('xpath=ancestor::label').innerText()).replace(/\s+/g, ' ');
  const newRent = /月租 ¥[\d,]+\.\d{2} → (¥[\d,]+\.\d{2})/.exec(offerText)?.[1] ?? '';
  expect(newRent).toMatch(/^¥[\d,]+\.\d{2}$/);
  const amount = chooser.getByTestId('upgrade-amount');
  await expect(amount).toHaveText(/^¥[\d,]+\.\d{2}$/);
  const due = (await amount.textContent()) ?? '';
  await chooser.getByRole('button', { name: '提交升级申请' }).click();
  const confirm = page.getByRole('dialog', { name: '确认升级换机' });
  await expect(confirm).toContainText(`需支付 ${due}`);
  await confirm.getByRole('button', { name: '确认申请' }).click();
  const pay = page.getByRole('dialog', { name: `支付升级款项 · 订单 ${orderNo}` });
  await expect(pay.getByTestId('pay-dialog-amount')).toHaveText(due);
  await pay.getByRole('button', { name: '余额支付' }).click();
  await expect(section.getByText('待商家审核', { exact: true })).toBeVisible();

  // The merchant, in a browser of their own: 同意升级, then 发出新机 with a unit of the new configuration from stock.
  const desk = await (await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } })).newPage();
  await logInToConsole(desk, CONSOLE_MERCHANT, `/console/orders/detail?orderNo=${orderNo}`);
  const upgrade = desk.getByRole('region', { name: '升级换机' });
  await expect(upgrade.getByText('待商家审核', { exact: true })).toBeVisible();
  await upgrade.getByRole('button', { name: '同意升级' }).click();
  await expect(consoleToast(desk, '已同意升级，请发出新机')).toBeVisible();
  await upgrade.getByRole('button', { name: '发出新机' }).click();
  const ship = desk.getByRole('dialog', { name: '发出新机' });
  const picker = ship.getByRole('combobox', { name: '新设备序列号（第 1 台）' });
  await picker.click();
  await desk.getByRole('option').first().click();
  const serial = await picker.inputValue();
  expect(serial).toMatch(/^[A-Z0-9][A-Z0-9-]{3,39}$/);
  await ship.getByRole('textbox', { name: '运单号' }).fill('SF1402231889001');
  await ship.getByRole('button', { name: '确认发出' }).click();
  await expect(consoleToast(desk, '新机已发出')).toBeVisible();
  await expect(upgrade.getByText(`顺丰速运 SF1402231889001：${serial}`)).toBeVisible();

  // The customer confirms the new unit (the new rent runs from today), then sends the old one back.
  await page.reload();
  await section.getByRole('button', { name: '确认签收新机' }).click();
  await page.getByRole('dialog', { name: '确认签收新机' }).getByRole('button', { name: '确认签收' }).click();
  await expect(section.getByText('待寄回原设备', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: '寄回原设备' }).click();
  const sendBack = page.getByRole('dialog', { name: '寄回原设备' });
  await sendBack.getByRole('combobox', { name: '快递公司' }).selectOption('京东物流');
  await sendBack.getByRole('textbox', { name: '退回运单号' }).fill('JDVA30218889002');
  await sendBack.getByRole('button', { name: '提交寄回信息' }).click();
  await expect(section.getByText('原设备寄回中', { exact: true })).toBeVisible();

  // The merchant receives the old unit and inspects it: it passes; the upgrade is complete.
  await desk.reload();
  await upgrade.getByRole('button', { name: '签收验机（原设备）' }).click();
  const inspect = desk.getByRole('dialog', { name: `签收验机（升级换下的原设备） · 订单 ${orderNo}` });
  await expect(inspect).toContainText('京东物流');
  await inspect.getByRole('button', { name: '确认验机' }).click();
  await expect(upgrade.getByText('已完成', { exact: true })).toBeVisible();
  await expect(desk.getByRole('list', { name: '订单历史' }).getByText(/升级换机 SJ\d{20}：原设备签收验机，检测通过/)).toBeVisible();
  await desk.context().close();

  // /myBill: the order's unpaid bills are at the new monthly rent.
  await page.goto(`/myBill?status=0&orderNo=${orderNo}`);
  const rows = page.getByRole('table', { name: '账单列表' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('第 2/');
  await expect(rows.nth(1)).toContainText(newRent);
});
