/**
 * Both sides of the marketplace in one journey, through the browser and with no development door
 * (the SMS and captcha answers come from the development outboxes, as a phone and eyes would give
 * them): a company applies on /joiningTheStore; the platform approves it in 入驻申请; the new
 * merchant sets a password with the texted code, logs in, lists a laptop with two configurations
 * and puts it on sale, stocks six units of one configuration (one by hand, five from Excel); a
 * customer rents six of them, which the risk check holds for review (more than five units on a
 * personal account); the merchant approves and ships all six from stock; the customer confirms
 * receipt and sends them back; the merchant inspects them with a damage fee and completes the
 * order; the customer's balance gets the deposit back less the fee.
 */
import { expect, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import {
  approveShopApplication,
  completeAtDesk,
  consoleToast,
  expectDepositBack,
  fenOf,
  fillConfiguration,
  inspectWithDamage,
  receiveAndReturn,
  setPasswordAndLogIn,
} from './console-steps';
import {
  CONSOLE_ADMIN,
  DEMO_PERSONAL,
  faultPhoto,
  fillCheckoutAddress,
  freshCreditCode,
  freshPhone,
  logInAs,
  logInToConsole,
  openFromConsoleMenu,
  signContractForTest,
} from './support';

test.setTimeout(300_000);

test('a shop opened from its application lists a laptop, stocks it, and rents six units out and back to a customer', async ({ page, browser, request }, testInfo) => {
  const suffix = String(Date.now()).slice(-6);
  const applicant = { company: `苏州市联拓信息技术有限公司${suffix}`, contactName: '陈思远', phone: freshPhone(), creditCode: freshCreditCode() };
  const opened = { storeName: `联拓租机${suffix}`, slug: `liantuo-${suffix}`, username: `liantuo_${suffix}`, password: 'Liantuo2026ok' };
  const goodsName = `联拓 ThinkPad T16 ${suffix}`;
  const stamp = `LT${suffix}`;
  const newContext = () => browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });

  // The company applies on the public page.
  const applicantPage = await (await newContext()).newPage();
  await applicantPage.goto('/joiningTheStore');
  await applicantPage.getByLabel('企业名称').fill(applicant.company);
  await applicantPage.getByLabel('联系人').fill(applicant.contactName);
  await applicantPage.getByLabel('手机号码').fill(applicant.phone);
  await applicantPage.getByLabel('统一社会信用代码').fill(applicant.creditCode);
  await applicantPage.getByLabel('主营类目').selectOption('笔记本电脑');
  await applicantPage.getByRole('button', { name: '提交申请' }).click();
  await expect(applicantPage.getByRole('status')).toContainText('提交成功');
  await applicantPage.context().close();

  // The platform approves it: the shop, its store page and its merchant login are opened.
  await logInToConsole(page, CONSOLE_ADMIN, '/console/applications');
  const storeId = await approveShopApplication(page, applicant, opened);

  // The merchant sets the password with the texted code and logs in to their own shop.
  const desk = await (await newContext()).newPage();
  await setPasswordAndLogIn(desk, request, applicant, opened);

  // 新增商品: a laptop with two configurations, saved and put on sale.
  await openFromConsoleMenu(desk, '商品列表');
  await desk.getByRole('button', { name: '新增商品' }).click();
  const editor = desk.getByRole('tabpanel', { name: '编辑商品' });
  await expect(editor.getByRole('heading', { name: '新增商品' })).toBeVisible();
  await editor.getByLabel('商品名称').fill(goodsName);
  await editor.getByLabel('品牌').fill('联想');
  await editor.getByRole('combobox', { name: '商品分类' }).click();
  await desk.getByRole('option', { name: '商务办公本' }).click();
  await editor.getByLabel('上传商品图片').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: faultPhoto() });
  await expect(editor.getByAltText('商品图片 1')).toBeVisible();
  await fillConfiguration(editor, 1, { cpu: 'Intel Core Ultra 5 225H', memory: '16GB', storage: '512GB SSD', stock: '10', deposit: '600', plans: [['12', '199', '2999']] });
  await editor.getByRole('button', { name: '添加配置' }).click();
  await fillConfiguration(editor, 2, {
    cpu: 'Intel Core Ultra 7 255H',
    memory: '32GB',
    storage: '1TB SSD',
    stock: '10',
    deposit: '800',
    plans: [
      ['12', '259', '3999'],
      ['6', '299', '4599'],
    ],
  });
  await desk.getByRole('button', { name: '保存草稿' }).click();
  await expect(consoleToast(desk, '保存成功，商品已存为草稿')).toBeVisible();
  await expect(desk).toHaveURL(/\/console\/goods\/edit\?id=\d+$/);
  const goodsId = new URL(desk.url()).searchParams.get('id') ?? '';
  await desk.getByRole('button', { name: '上架', exact: true }).click();
  await desk.getByRole('dialog', { name: '系统提示' }).getByRole('button', { name: '确定', exact: true }).click();
  await expect(consoleToast(desk, '已上架 1 件商品')).toBeVisible();

  // 设备管理: one unit of the second configuration by hand, then five more from an Excel file.
  await openFromConsoleMenu(desk, '设备管理');
  await desk.getByRole('button', { name: '新增设备' }).click();
  const add = desk.getByRole('dialog', { name: '新增设备' });
  await add.getByRole('combobox', { name: '商品' }).fill(goodsName.slice(0, 10));
  await desk.getByRole('option', { name: goodsName }).click();
  await add.getByRole('combobox', { name: '配置（SKU）' }).click();
  const skuOption = desk.getByRole('option').filter({ hasText: 'Ultra 7 255H' });
  const skuId = Number(/SKU 编号 (\d+)/.exec((await skuOption.textContent()) ?? '')?.[1]);
  expect(skuId).toBeGreaterThan(0);
  await skuOption.click();
  const serials = [1, 2, 3, 4, 5, 6].map((n) => `${stamp}-${n}`);
  await add.getByRole('textbox', { name: '序列号' }).fill(serials[0] ?? '');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(desk.getByText(`设备 ${serials[0]} 已入库`)).toBeVisible();
  const workbook = Buffer.from(
    await writeXlsxFile([['商品SKU编号', '序列号', '备注'], ...serials.slice(1).map((serial) => [skuId, serial, '首批入库'])], { sheet: '设备导入' }).toBuffer(),
  );
  await desk.getByRole('button', { name: '导入' }).click();
  const importing = desk.getByRole('dialog', { name: '导入设备' });
  await importing
    .getByLabel('选择 Excel 文件')
    .setInputFiles({ name: '设备导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
  await importing.getByRole('button', { name: '开始导入' }).click();
  await expect(desk.getByText('设备导入成功，共导入 5 台')).toBeVisible();
  await expect(desk.getByRole('tab', { name: '在库 6' })).toBeVisible();

  // The customer rents six of the second configuration for 12 months and pays from the balance.
  await logInAs(page, DEMO_PERSONAL);
  await page.goto(`/details?id=${goodsId}`);
  const picker = page.getByRole('form', { name: '选择租赁方案' });
  // The choices are labels around hidden radios, clicked as a shopper clicks them.
  const choice = (name: string | RegExp) => picker.locator('label').filter({ has: page.getByRole('radio', { name }) });
  await choice('Intel Core Ultra 7 255H').click();
  await expect(picker.getByRole('radio', { name: '32GB' })).toBeChecked();
  await choice(/^12个月/).click();
  await expect(picker.getByRole('radio', { name: /^12个月 ¥259\.00/ })).toBeChecked();
  await picker.getByRole('spinbutton', { name: '数量' }).fill('6');
  await page.getByRole('button', { name: '立即租赁' }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?skuId=${skuId}&termMonths=12&quantity=6$`));
  await fillCheckoutAddress(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/immediatelyPay\?orderNo=ZL\d{20}$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await page.getByRole('button', { name: '余额支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));

  // Held for review: the merchant's workbench counts it, and 审核 lets it through.
  await desk.getByRole('tab', { name: '工作台', exact: true }).click();
  await expect(desk.getByRole('link', { name: /^待审核订单 1$/ })).toBeVisible();
  await openFromConsoleMenu(desk, '租赁订单', '订单管理');
  const grid = desk.getByRole('grid', { name: '租赁订单' });
  await desk.getByRole('tab', { name: /^待审核 \d+$/ }).click();
  await grid.getByRole('button', { name: `审核 ${orderNo}` }).click();
  const review = desk.getByRole('dialog', { name: '审核订单' });
  await expect(review.getByLabel('风控结果')).toContainText('个人账户单笔租赁 6 台');
  await review.getByRole('button', { name: '审核通过' }).click();
  await expect(consoleToast(desk, '订单已审核通过')).toBeVisible();

  // 发货 (the customer's lease contract signed first: the desk ships only signed orders): all six units from stock in the order they came in, one waybill.
  await signContractForTest(request, orderNo);
  await desk.getByRole('tab', { name: /^待发货 \d+$/ }).click();
  await grid.getByRole('button', { name: `发货 ${orderNo}` }).click();
  const ship = desk.getByRole('dialog', { name: `发货 · 订单 ${orderNo}` });
  await ship.getByRole('button', { name: `订单 ${orderNo} 按入库顺序选择设备` }).click();
  for (const [at, serial] of serials.entries()) await expect(ship.getByRole('combobox', { name: `第 ${at + 1} 台序列号` })).toHaveValue(serial);
  await ship.getByRole('combobox', { name: '快递公司' }).click();
  await desk.getByRole('option', { name: '顺丰速运' }).click();
  await ship.getByRole('textbox', { name: '运单号' }).fill(`SF14${suffix}0001`);
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(consoleToast(desk, '发货成功')).toBeVisible();

  // The customer confirms receipt and sends the six back.
  await receiveAndReturn(page, orderNo, { shippedWaybill: `SF14${suffix}0001`, returnWaybill: `SF14${suffix}0002` });

  // The merchant inspects the return (¥350.00 of damage) and completes the order.
  await desk.getByRole('tab', { name: /^归还中 \d+$/ }).click();
  await grid.getByRole('link', { name: `详情 ${orderNo}` }).click();
  await expect(desk.getByRole('heading', { name: `订单 ${orderNo}` })).toBeVisible();
  const devices = desk.getByRole('region', { name: '物流与设备' });
  for (const serial of serials) await expect(devices.getByRole('link', { name: `设备 ${serial} 的记录` })).toBeVisible();
  const refundShown = await inspectWithDamage(desk, orderNo, { fee: '350', remark: '其中一台转轴松动、A 面划伤' });
  const refund = await completeAtDesk(desk, orderNo, '350');
  expect(fenOf(refund)).toBe(refundShown);
  // Six deposits of ¥800.00, less the fee.
  expect(fenOf(refund)).toBe(6 * 80_000 - 35_000);

  // The customer's balance has the deposit back less the fee; the shop's stock has its six units back.
  await expectDepositBack(page, orderNo, refund);
  await openFromConsoleMenu(desk, '设备管理');
  await expect(desk.getByRole('tab', { name: '在库 6' })).toBeVisible();
  await page.goto(`/storeDetail?id=${storeId}`);
  await expect(page.getByRole('heading', { name: opened.storeName })).toBeVisible();
  await desk.context().close();
});
