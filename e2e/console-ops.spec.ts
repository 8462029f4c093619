/**
 * The back office's inventory and after-sales pages end to end: a merchant stocks
 * devices by hand and from an Excel file made here, moves one to 维修中 and back and reads its
 * history; the platform approves a company's verification with a credit line that the customer
 * then sees; a merchant has no platform review pages.
 */
import { expect, test, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import {
  CONSOLE_ADMIN,
  CONSOLE_MERCHANT,
  consoleReady,
  freshCreditCode,
  freshPhone,
  logInToConsole,
  openFromConsoleMenu,
  registerCompany,
  sendCompanyVerification,
} from './support';

const deviceGrid = (page: Page) => page.getByRole('grid', { name: '设备列表' });
const deviceRow = (page: Page, serialNo: string) => deviceGrid(page).getByRole('row').filter({ hasText: serialNo });

async function searchDevices(page: Page, keyword: string) {
  await page.getByRole('textbox', { name: '关键词' }).fill(keyword);
  await page.getByRole('button', { name: '搜索' }).click();
}

/** The import file as the template has it: the headers, then one device a row. */
async function deviceWorkbook(rows: [skuId: number, serialNo: string, note: string][]): Promise<Buffer> {
  return Buffer.from(await writeXlsxFile([['商品SKU编号', '序列号', '备注'], ...rows], { sheet: '设备导入' }).toBuffer());
}

test('a merchant adds a device by hand, imports two from Excel (a second import of them is refused row by row), moves one to 维修中 and back, and reads its history', async ({
  page,
}) => {
  // Many steps through dialogs on a shared machine.
  test.setTimeout(120_000);
  const stamp = `E2E${Date.now().toString(36).toUpperCase()}`;
  const [byHand, first, second] = [`${stamp}-H`, `${stamp}-X1`, `${stamp}-X2`];
  await logInToConsole(page, CONSOLE_MERCHANT);
  await openFromConsoleMenu(page, '设备管理');
  await expect(page).toHaveURL(/\/console\/devices$/);
  await expect(page.getByRole('tab', { name: /^在库 \d+$/ })).toBeVisible();

  // By hand: a goods item of the shop, one of its configurations, the serial and a note.
  await page.getByRole('button', { name: '新增设备' }).click();
  const add = page.getByRole('dialog', { name: '新增设备' });
  await add.getByRole('combobox', { name: '商品' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await add.getByRole('combobox', { name: '配置（SKU）' }).click();
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await add.getByRole('textbox', { name: '序列号' }).fill(byHand.toLowerCase());
  await add.getByRole('textbox', { name: '备注' }).fill('手工入库');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`设备 ${byHand} 已入库`)).toBeVisible();
  await expect(add).toBeHidden();

  await searchDevices(page, stamp);
  await expect(deviceRow(page, byHand)).toContainText('在库');
  const skuId = Number(/SKU 编号 (\d+)/.exec((await deviceRow(page, byHand).textContent()) ?? '')?.[1]);
  expect(skuId).toBeGreaterThan(0);

  // Two more from a workbook of the template's shape.
  const workbook = await deviceWorkbook([
    [skuId, first, '批量入库'],
    [skuId, second, ''],
  ]);
  await page.getByRole('button', { name: '导入' }).click();
  let importing = page.getByRole('dialog', { name: '导入设备' });
  await importing
    .getByLabel('选择 Excel 文件')
    .setInputFiles({ name: '设备导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
  await importing.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('设备导入成功，共导入 2 台')).toBeVisible();
  await expect(importing).toBeHidden();

  // The same file again: nothing is imported, and every row says why.
  await page.getByRole('button', { name: '导入' }).click();
  importing = page.getByRole('dialog', { name: '导入设备' });
  await importing
    .getByLabel('选择 Excel 文件')
    .setInputFiles({ name: '设备导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
  await importing.getByRole('button', { name: '开始导入' }).click();
  await expect(importing.getByRole('list', { name: '导入问题' }).getByRole('listitem')).toHaveText([`第 2 行：序列号 ${first} 已存在`, `第 3 行：序列号 ${second} 已存在`]);
  await importing.getByRole('button', { name: '取消' }).click();
  await expect(importing).toBeHidden();

  await expect(page.getByRole('tab', { name: '在库 3' })).toBeVisible();
  for (const serialNo of [byHand, first, second]) await expect(deviceRow(page, serialNo)).toContainText('在库');
  await expect(deviceRow(page, first)).toContainText('批量入库');

  // 在库 → 维修中 → 在库, with the reasons noted.
  await page.getByRole('button', { name: `修改状态 ${first}` }).click();
  let dialog = page.getByRole('dialog', { name: '修改设备状态' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: '维修中' }).check();
  await dialog.getByRole('textbox', { name: '备注' }).fill('键盘失灵，送修');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`设备 ${first} 已改为「维修中」`)).toBeVisible();
  await expect(deviceRow(page, first)).toContainText('维修中');
  await expect(page.getByRole('tab', { name: '维修中 1' })).toBeVisible();

  await page.getByRole('button', { name: `修改状态 ${first}` }).click();
  dialog = page.getByRole('dialog', { name: '修改设备状态' });
  await dialog.getByRole('radio', { name: '在库' }).check();
  await dialog.getByRole('textbox', { name: '备注' }).fill('维修完成，检测通过');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(deviceRow(page, first)).toContainText('在库');
  await expect(page.getByRole('tab', { name: '在库 3' })).toBeVisible();

  // The history: imported, to repair and back, who did it, newest first.
  await page.getByRole('button', { name: `历史 ${first}` }).click();
  const history = page.getByRole('dialog', { name: `设备历史 · ${first}` });
  const events = history.getByRole('table', { name: '状态记录' }).getByRole('row');
  await expect(events).toHaveCount(4);
  await expect(events.nth(1)).toContainText('维修中 → 在库');
  await expect(events.nth(1)).toContainText('维修完成，检测通过');
  await expect(events.nth(2)).toContainText('在库 → 维修中');
  await expect(events.nth(2)).toContainText('键盘失灵，送修');
  await expect(events.nth(2)).toContainText(CONSOLE_MERCHANT.nickName);
  await expect(events.nth(3)).toContainText('入库：在库');
  await expect(events.nth(3)).toContainText('批量导入');
  await expect(history.getByText('该设备尚未出租')).toBeVisible();
});

test("the platform approves a company's verification with a credit line, and the customer's /authentication shows it approved", async ({ browser, request }) => {
  const company = '杭州新叶测试科技有限公司';
  const customer = await (await browser.newContext()).newPage();
  await registerCompany(customer, request, { company, contact: '王芳', phone: freshPhone(), password: 'Rent2026ok' });
  await sendCompanyVerification(customer, { creditCode: freshCreditCode(), legalPerson: '王芳' });

  const admin = await (await browser.newContext()).newPage();
  await logInToConsole(admin, CONSOLE_ADMIN);
  await openFromConsoleMenu(admin, '企业认证', '售后服务');
  await expect(admin).toHaveURL(/\/console\/verifications$/);
  await admin
    .getByRole('button', { name: `审核 ${company}` })
    .first()
    .click();
  const drawer = admin.getByRole('dialog', { name: `企业认证 · ${company}` });
  await expect(drawer.getByRole('img', { name: '营业执照' })).toBeVisible();
  await drawer.getByRole('button', { name: '通过' }).click();
  const approve = admin.getByRole('dialog', { name: '通过认证' });
  await expect(approve.getByRole('textbox', { name: '免押额度' })).toHaveValue('50000.00');
  await approve.getByRole('textbox', { name: '免押额度' }).fill('80000');
  await approve.getByRole('button', { name: '确认通过' }).click();
  await expect(admin.getByText('审核完成：已通过认证')).toBeVisible();
  await expect(drawer.getByText('¥80,000.00')).toBeVisible();

  await customer.reload();
  await expect(customer.getByTestId('verification-status')).toHaveText('已认证');
  await expect(customer.getByText('企业认证已通过，免押额度 ¥80,000.00，可租赁采购专区商品。')).toBeVisible();
});

test('a merchant has 服务申请 and 发票申请 but no 企业认证 or 专票资质: those are the console 404 for them', async ({ page }) => {
  await logInToConsole(page, CONSOLE_MERCHANT);
  await openFromConsoleMenu(page, '服务申请', '售后服务');
  await expect(page.getByRole('grid', { name: '服务申请' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '侧边菜单' });
  await expect(menu.getByRole('link', { name: '发票申请', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: '企业认证', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '专票资质', exact: true })).toHaveCount(0);
  await page.goto('/console/verifications');
  await consoleReady(page);
  await expect(page.getByRole('alert').getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('grid', { name: '认证申请' })).toHaveCount(0);
});
