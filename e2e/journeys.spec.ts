/**
 * The personal center as its users live in it, each journey one customer from start to end:
 * a company's IT manager renting laptops for the office, and a person with three rentals.
 * The other specs test each page's details; these test that the pages work together.
 */
import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { readXlsx } from '../test/xlsx';
import {
  asPlatform,
  confirmReceipt,
  DEMO_PERSONAL,
  faultPhoto,
  freshCreditCode,
  freshPhone,
  logInAs,
  platformApprovesVerification,
  platformToken,
  registerCompany,
  rentAndPay,
  sendCompanyVerification,
  shipForTest,
} from './support';

const COMPANY = '苏州云帆测试科技有限公司';
const PASSWORD = 'Rent2026ok';
/** The second device the IT manager signs out: another browser on another system. */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The sandbox cashier (PAYMENT_PROVIDER=sandbox): the customer confirms the payment there. */
async function payAtSandbox(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/paySandbox\?tradeNo=[0-9a-f]{32}$/);
  await page.getByRole('button', { name: '确认支付' }).click();
}

test("a company's IT manager verifies the company, rents two laptops, receives them, has one repaired, pays the next bill, gets a special VAT invoice, exports the bills, reads the 消息 and signs out another device", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const phone = freshPhone();

  // Registers the company.
  await registerCompany(page, request, { company: COMPANY, contact: '周强', phone, password: PASSWORD });

  // Verifies it with the business licence; the platform approves: verified, with the credit line.
  const creditCode = freshCreditCode();
  await sendCompanyVerification(page, { creditCode, legalPerson: '周强' });
  await platformApprovesVerification(request, phone);
  await page.reload();
  await expect(page.getByTestId('verification-status')).toHaveText('已认证');

  // The office's address through the region picker.
  await page.goto('/shipToAddress');
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const addressDialog = page.getByRole('dialog', { name: '新增收货地址' });
  await addressDialog.getByLabel(/收货人/).fill('周强');
  await addressDialog.getByLabel(/手机号码/).fill(phone);
  await addressDialog.getByLabel('所在地区').click();
  await page.getByRole('option', { name: '江苏' }).click();
  await page.getByRole('option', { name: '苏州' }).click();
  await page.getByRole('option', { name: '工业园区' }).click();
  await addressDialog.getByLabel(/详细地址/).fill('星湖街 328 号创意产业园 12 幢 5 层');
  await addressDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('address-count')).toHaveText('已保存 1 / 20 个地址');

  // Two laptops in one order (the cart, one term), to the saved address, paid at the cashier.
  for (const id of [1, 2]) {
    await page.goto(`/details?id=${id}`);
    await page.getByRole('group', { name: '租期' }).getByText('12个月').click();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车').first()).toBeVisible();
  }
  await page.goto('/shopCar');
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page.getByRole('radiogroup', { name: '选择收货地址' }).getByRole('radio', { name: /周强.*江苏 苏州 苏州工业园区/ })).toBeChecked();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/immediatelyPay\?orderNo=ZL\d{20}$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await page.getByRole('button', { name: '在线支付' }).click();
  await payAtSandbox(page);
  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));
  await expect(page.getByText(`支付成功！订单 ${orderNo} 已通过审核，商家将在 48 小时内发货。`)).toBeVisible();

  // Shipped (the development door), received in the order's page.
  const serials = await shipForTest(request, orderNo);
  expect(serials).toHaveLength(2);
  await confirmReceipt(page, orderNo);

  // Both devices in use, each with its serial.
  await page.goto('/myEquipment');
  for (const serial of serials) await expect(page.getByRole('row', { name: `设备 ${serial}` }).getByText('使用中')).toBeVisible();

  // One has a faulty screen: a repair request with a photo, from the device's row.
  const [faulty = ''] = serials;
  await page
    .getByRole('row', { name: `设备 ${faulty}` })
    .getByRole('link', { name: `设备 ${faulty} 换机或维修` })
    .click();
  const form = page.getByRole('form', { name: '申请售后' });
  await expect(form.getByRole('textbox', { name: '设备序列号（选填）' })).toHaveValue(faulty);
  await form.getByRole('radio', { name: '维修' }).check();
  await form.getByRole('combobox', { name: '申请原因' }).click();
  await page.getByRole('option', { name: '屏幕故障（花屏、坏点、漏光）' }).click();
  await form.getByRole('textbox', { name: '问题描述' }).fill('屏幕右侧有一条白色竖线，外接显示器正常。');
  await form.getByLabel('上传照片').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: faultPhoto() });
  await expect(form.getByAltText('照片 1')).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();
  const serviceDialog = page.getByRole('dialog', { name: '售后申请详情' });
  await expect(serviceDialog.getByText('待受理', { exact: true }).first()).toBeVisible();
  await expect(serviceDialog.getByAltText('故障照片 1')).toBeVisible();
  await serviceDialog.getByRole('button', { name: '关闭' }).click();

  // The next bill, paid online from 我的账单.
  await page.goto('/myBill');
  const bills = page.getByRole('table', { name: '账单列表' });
  await bills.getByRole('button', { name: `支付订单 ${orderNo} 第 2 期账单` }).click();
  await page.getByRole('dialog', { name: '支付账单' }).getByRole('button', { name: '在线支付' }).click();
  await payAtSandbox(page);
  await expect(page).toHaveURL(/\/myBill$/);
  await expect(
    bills
      .getByRole('row')
      .filter({ hasText: /第 2\/\d+ 期/ })
      .getByText('已支付'),
  ).toBeVisible();

  // The accounts department's Excel of every bill.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const sheet = readXlsx(await readFile((await (await downloading).path()) ?? ''));
  expect(sheet[0]?.[0]).toBe('订单编号');
  expect(sheet.filter((row) => row[0] === orderNo && row[8] === '已支付')).toHaveLength(2);

  // A special VAT invoice: the title and qualification, approved by the platform, then the request for both paid periods.
  await page.goto('/invoiceInfo');
  const titles = page.getByRole('region', { name: '发票抬头' });
  await titles.getByRole('button', { name: '新增抬头' }).first().click();
  const titleDialog = page.getByRole('dialog', { name: '新增发票抬头（企业）' });
  await expect(titleDialog.getByRole('textbox', { name: '发票抬头（企业名称）' })).toHaveValue(COMPANY);
  await titleDialog.getByRole('textbox', { name: '纳税人识别号' }).fill(creditCode);
  await titleDialog.getByRole('textbox', { name: '注册地址' }).fill('苏州工业园区星湖街 328 号');
  await titleDialog.getByRole('textbox', { name: '注册电话' }).fill('0512-62880000');
  await titleDialog.getByRole('button', { name: '保存' }).click();
  await expect(titles.getByRole('listitem', { name: `抬头 ${COMPANY}` })).toContainText(creditCode);
  const qualification = page.getByRole('region', { name: '增值税专用发票资质' });
  const qualificationForm = qualification.getByRole('form', { name: '专用发票资质' });
  await qualificationForm.getByRole('textbox', { name: '纳税人识别号' }).fill(creditCode);
  await qualificationForm.getByRole('textbox', { name: '开户银行' }).fill('中国银行苏州工业园区支行');
  await qualificationForm.getByRole('textbox', { name: '银行账号' }).fill('5123 4567 8901');
  await qualificationForm.getByRole('button', { name: '提交审核' }).click();
  await expect(qualification.getByText('审核中', { exact: true })).toBeVisible();
  const token = await platformToken(request);
  const pending = await asPlatform<{ rows: Array<{ id: number; companyName: string }> }>(request, token, 'GET', '/api/wInvoiceTitle/sys/qualifications?status=0&limit=50');
  await asPlatform(request, token, 'POST', '/api/wInvoiceTitle/sys/review', { id: pending.rows.find((row) => row.companyName === COMPANY)?.id, approved: true });
  await page.goto(`/myInvoice?orderNo=${orderNo}`);
  await page.getByRole('checkbox', { name: `选择 ${orderNo} 第 2/` }).check();
  await expect(page.getByTestId('invoice-selection')).toContainText('已选 2 期');
  await page.getByRole('radio', { name: '增值税专用发票' }).check();
  await page.getByRole('textbox', { name: '接收邮箱' }).fill('caiwu@yunfan-test.example.cn');
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.getByRole('dialog', { name: '确认申请开票' }).getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(/发票申请已提交（FP\d{20}）/)).toBeVisible();
  await expect(page.getByRole('table', { name: '发票申请' }).getByRole('row').filter({ hasText: '增值税专用发票' })).toContainText('申请中');

  // A second device signs in; the 消息 are read, and the top bar's mark clears.
  const laptopContext = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  try {
    const laptop = await laptopContext.newPage();
    await logInAs(laptop, { phone, password: PASSWORD, name: '周强' });
    await page.goto('/news');
    await expect(
      page
        .getByRole('list', { name: '消息列表' })
        .getByRole('listitem', { name: /^未读：/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.getByRole('tab', { name: '未读（0）' })).toBeVisible();
    await expect(page.getByTestId('news-mark')).toHaveCount(0);

    // …and is signed out from 账户安全.
    await page.goto('/accountSafe');
    const other = page.getByRole('list', { name: '登录设备列表' }).getByRole('listitem', { name: 'Firefox 133 · Linux' });
    await other.getByRole('button', { name: '退出 Firefox 133 · Linux' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出该设备' }).click();
    await expect(other).toHaveCount(0);
    await laptop.goto('/myOrderList');
    await expect(laptop).toHaveURL(/\/login\?redirect=/);
  } finally {
    await laptopContext.close();
  }
});

test('a person renews one rental, returns another with its waybill number and buys out a third online', async ({ page, request }) => {
  test.setTimeout(180_000);
  await logInAs(page, DEMO_PERSONAL);
  const [renewed, returned, boughtOut] = [await rentAndPay(page), await rentAndPay(page), await rentAndPay(page)];
  await page.goto('/myOrderList');
  for (const orderNo of [renewed, returned, boughtOut]) {
    await shipForTest(request, orderNo);
    await page.reload();
    const card = page.getByRole('listitem', { name: `订单 ${orderNo}` });
    await card.getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
    await expect(card.getByText('租赁中', { exact: true })).toBeVisible();
  }

  // Renewed by six months: bills appended.
  const renewCard = page.getByRole('listitem', { name: `订单 ${renewed}` });
  await renewCard.getByRole('button', { name: '续租' }).click();
  const renew = page.getByRole('dialog', { name: `续租 · 订单 ${renewed}` });
  await renew.getByRole('radio', { name: /^续租 6 个月：/ }).check();
  await renew.getByRole('button', { name: '确认续租' }).click();
  await expect(toast(page, /^续租成功：新增第 \d+–\d+ 期账单，租期延长至 \d{4}-\d{2}-\d{2}$/)).toBeVisible();

  // Returned with the waybill number.
  const returnCard = page.getByRole('listitem', { name: `订单 ${returned}` });
  await returnCard.getByRole('button', { name: `申请归还订单 ${returned}` }).click();
  const giveBack = page.getByRole('dialog', { name: `申请归还 · 订单 ${returned}` });
  await giveBack.getByRole('combobox', { name: '快递公司' }).selectOption('京东物流');
  await giveBack.getByRole('textbox', { name: '退回运单号' }).fill('JDVA30218845799');
  await giveBack.getByRole('button', { name: '确认申请归还' }).click();
  await expect(returnCard.getByText('归还中', { exact: true })).toBeVisible();

  // Bought out at the quote, paid at the cashier: the order is the person's for good.
  await page.goto(`/submitOrder?orderNo=${boughtOut}`);
  await page.getByRole('button', { name: '买断' }).click();
  const buyout = page.getByRole('dialog', { name: `买断 · 订单 ${boughtOut}` });
  await expect(buyout.getByRole('table', { name: '买断报价' })).toBeVisible();
  await buyout.getByRole('button', { name: '在线支付' }).click();
  await payAtSandbox(page);
  await expect(page).toHaveURL(new RegExp(`/submitOrder\\?orderNo=${boughtOut}$`));
  await expect(page.getByText('已买断').first()).toBeVisible();

  // The order list says where each one stands.
  await page.goto('/myOrderList');
  await expect(page.getByRole('listitem', { name: `订单 ${renewed}` }).getByText('租赁中', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `订单 ${returned}` }).getByText('归还中', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `订单 ${boughtOut}` }).getByText('已买断', { exact: true })).toBeVisible();
});
