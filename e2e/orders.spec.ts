import { test, expect, type Page } from '@playwright/test';
import { DEMO_PERSONAL, logInAs, rentAndPay, shipForTest } from './support';

test.setTimeout(150_000);

/** Confirms receipt from the order's card in /myOrderList. */
async function receiveFromList(page: Page, orderNo: string): Promise<void> {
  const card = page.getByRole('listitem', { name: `订单 ${orderNo}` });
  await expect(card.getByText(/^设备已由顺丰速运发出（运单号 SF\d{13}），收到后请确认收货；/)).toBeVisible();
  await card.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(card.getByText('租赁中', { exact: true })).toBeVisible();
  await expect(card.getByText(/^租期至 \d{4}-\d{2}-\d{2}，还剩 \d+ 天；/)).toBeVisible();
}

test('a person returns a running rental with the return waybill number, and sees the devices in /myEquipment', async ({ page, request }) => {
  await logInAs(page, DEMO_PERSONAL);
  const returnedNo = await rentAndPay(page);
  const [returnedSerial] = await shipForTest(request, returnedNo);
  const keptNo = await rentAndPay(page);
  const [keptSerial] = await shipForTest(request, keptNo);
  // A device from the shop's stock when it has one, else one made up: which depends on what the
  // specs run before this one in the same shop rented, so only that each order got its own is fixed.
  expect(returnedSerial).toMatch(/^[A-Z]{2}[0-9A-F]{7,16}$/);
  expect(keptSerial).toMatch(/^[A-Z]{2}[0-9A-F]{7,16}$/);
  expect(keptSerial).not.toBe(returnedSerial);

  await page.goto('/myOrderList');
  await receiveFromList(page, returnedNo);
  await receiveFromList(page, keptNo);

  // The search finds one order by part of its number; the tabs count what it finds.
  const search = page.getByRole('search', { name: '搜索订单' });
  await search.getByRole('textbox', { name: '订单号或商品名称' }).fill(returnedNo.slice(-10));
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('tab', { name: '全部订单 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^订单 ZL\d{20}$/ })).toHaveCount(1);
  const card = page.getByRole('listitem', { name: `订单 ${returnedNo}` });

  // The return: where to send the devices, what it does to the bills and what it costs, then the waybill.
  await card.getByRole('button', { name: `申请归还订单 ${returnedNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `申请归还 · 订单 ${returnedNo}` });
  await expect(dialog.getByText(/云租电脑售后检测中心 400-6050-766/)).toBeVisible();
  await expect(dialog.getByText(/深圳市宝安区福永街道/)).toBeVisible();
  const fees = dialog.getByLabel('归还费用');
  await expect(fees.getByText(/^\d+ 期，共 ¥[\d,]+\.\d{2}，申请后取消$/)).toBeVisible();
  await expect(fees.getByText('（签收后无理由退租期内，不收取）')).toBeVisible();
  await dialog.getByRole('button', { name: '确认申请归还' }).click();
  await expect(dialog.getByText('请输入正确的运单号（8–30 位字母或数字）')).toBeVisible();
  await dialog.getByRole('combobox', { name: '快递公司' }).selectOption('顺丰速运');
  await dialog.getByRole('textbox', { name: '退回运单号' }).fill('SF1402231887699');
  await dialog.getByRole('button', { name: '确认申请归还' }).click();
  await expect(page.getByText('归还申请已提交，请按退回地址寄回设备')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('归还中', { exact: true })).toBeVisible();
  await expect(card.getByText('设备已通过顺丰速运寄回（运单号 SF1402231887699），商家收到并检测后将为您办理验收。')).toBeVisible();

  // The order's details: the shipment, the serial, the return and its cancelled bills.
  await card.getByRole('link', { name: `订单 ${returnedNo} 的详情` }).click();
  const shipping = page.getByRole('region', { name: '物流与设备' });
  await expect(shipping.getByText(returnedSerial ?? '')).toBeVisible();
  await expect(shipping.getByText(/^顺丰速运 · 运单号 SF1402231887699/)).toBeVisible();
  await expect(shipping.getByText(/^无理由退租，不收取；\d+ 期未到期账单/)).toBeVisible();
  await expect(page.getByRole('table', { name: '账单' }).getByText('已取消').first()).toBeVisible();

  await page.goto('/myOrderList');
  await expect(page.getByRole('tab', { name: /^归还中 [1-9]\d*$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: '订单列表' })).toBeVisible();

  // /myEquipment: the kept rental's device in use, the returned one among the returns.
  await page.goto('/myEquipment');
  const kept = page.getByRole('row', { name: `设备 ${keptSerial}` });
  await expect(kept).toBeVisible();
  await expect(kept.getByRole('link', { name: keptNo })).toBeVisible();
  await expect(kept.getByText('使用中')).toBeVisible();
  await expect(kept.getByText(/^\d+ 天$/)).toBeVisible();
  await expect(kept.getByRole('link', { name: `设备 ${keptSerial} 换机或维修` })).toHaveAttribute('href', `/returnAndReplaceAndRepair?orderNo=${keptNo}&serialNo=${keptSerial}`);
  await expect(page.getByRole('row', { name: `设备 ${returnedSerial}` })).toHaveCount(0);
  await page.getByRole('tab', { name: /^归还中 / }).click();
  await expect(page.getByRole('row', { name: `设备 ${returnedSerial}` }).getByText('归还中')).toBeVisible();
});
