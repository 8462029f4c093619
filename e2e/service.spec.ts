import { test, expect } from '@playwright/test';
import { asPlatform, DEMO_COMPANY, faultPhoto, logInAs, platformToken, rentAndPay, shipForTest } from './support';

test('a company asks for a repair of a laptop with a photo, after-sales takes it up and replies, and the customer reads the reply', async ({ page, request }) => {
  await logInAs(page, DEMO_COMPANY);
  const orderNo = await rentAndPay(page);
  const [serialNo = ''] = await shipForTest(request, orderNo);

  // The link /myOrderList and /myEquipment give opens the form with the order and the device (typed in lower case, kept upper case).
  await page.goto(`/returnAndReplaceAndRepair?orderNo=${orderNo}&serialNo=${serialNo.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: '退换维修', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: '申请售后' });
  await expect(form.getByRole('combobox', { name: '订单' })).toContainText(orderNo);
  await expect(form.getByRole('textbox', { name: '设备序列号（选填）' })).toHaveValue(serialNo);
  await expect(form.getByRole('radio', { name: '维修' })).toBeChecked();
  await form.getByRole('combobox', { name: '申请原因' }).click();
  await page.getByRole('option', { name: '屏幕故障（花屏、坏点、漏光）' }).click();
  await form.getByRole('textbox', { name: '问题描述' }).fill('屏幕右侧出现一条白色竖线，外接显示器正常，重启后依旧。');
  await form.getByLabel('上传照片').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: faultPhoto() });
  await expect(form.getByAltText('照片 1')).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();

  const dialog = page.getByRole('dialog', { name: '售后申请详情' });
  await expect(dialog.getByText('待受理', { exact: true }).first()).toBeVisible();
  const serviceNo = ((await dialog.getByText(/^申请单号 SR\d{20}$/).textContent()) ?? '').replace('申请单号 ', '');
  expect(serviceNo).toMatch(/^SR\d{20}$/);
  // The photo is served to its owner through the door.
  const photo = dialog.getByAltText('故障照片 1');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('listitem', { name: `维修申请 ${serviceNo}` }).getByText('待受理')).toBeVisible();
  // The prefill is spent: a reload shows the list, not the form again.
  await expect(page).toHaveURL(/\/returnAndReplaceAndRepair$/);

  // After-sales (the platform: the demo goods may be any shop's) takes it up and answers, through the back office's API.
  const staff = await platformToken(request);
  await asPlatform(request, staff, 'POST', '/api/sys/wService/status', { serviceNo, status: 1, remark: '工程师今天 18:00 前联系您' });
  await asPlatform(request, staff, 'POST', '/api/sys/wService/reply', { serviceNo, content: '您好，已安排顺丰明天上午上门取件寄修，3 个工作日内修复寄回。' });

  await page.reload();
  await expect(page.getByRole('form', { name: '申请售后' })).toHaveCount(0);
  const card = page.getByRole('listitem', { name: `维修申请 ${serviceNo}` });
  await expect(card.getByText('处理中')).toBeVisible();
  await expect(card.getByText('售后已回复 1 条')).toBeVisible();

  await card.getByRole('button', { name: `查看申请 ${serviceNo} 的详情` }).click();
  await expect(dialog.getByText('售后已受理')).toBeVisible();
  await expect(dialog.getByText('说明：工程师今天 18:00 前联系您')).toBeVisible();
  const reply = dialog.getByRole('listitem', { name: '平台客服（平台管理员）的留言' });
  await expect(reply).toContainText('您好，已安排顺丰明天上午上门取件寄修，3 个工作日内修复寄回。');
  await dialog.getByRole('textbox', { name: '补充留言' }).fill('好的，明天上午公司前台有人。');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(dialog.getByRole('listitem', { name: '我的留言' })).toContainText('好的，明天上午公司前台有人。');
});
