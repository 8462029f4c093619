/**
 * The back office's steps as a person takes them in the browser, shared by the console specs and
 * the marketplace journey: approving a shop application, setting a merchant's password, filling a
 * goods configuration, the order desk's inspection and completion, and the customer's side of a
 * return. Each asserts what its person sees on the way.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { bind } from '@/contract/endpoint';
import { CONSOLE_DEVICE_API } from '@/contract/endpoints/consoleDevice';
import { CONSOLE_ORDER_API } from '@/contract/endpoints/consoleOrder';
import { consoleReady, faultPhoto, latestSmsCode, submitConsoleLogin } from './support';

/** The console's notification carrying `text`. */
export const consoleToast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Yuan as shown (¥1,299.00) in fen. */
export const fenOf = (text: string) => Math.round(Number(text.replace(/[¥,+]/g, '')) * 100);

/** `city`: what the approval suggests from the company's name (杭州市… → 杭州), when it should suggest one. */
export type ShopApplicant = { company: string; contactName: string; phone: string; city?: string };
export type OpenedShop = { storeName: string; slug: string; username: string; password: string };

/** 入驻申请 (open, as an admin): finds the application by phone, 通过 with the shop's names; answers the new store's id. */
export async function approveShopApplication(page: Page, applicant: ShopApplicant, opened: OpenedShop): Promise<number> {
  const grid = page.getByRole('grid', { name: '入驻申请' });
  // The page is loaded apart from the shell: its first rows mean it has hydrated, and typing is kept.
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: '关键词' }).fill(applicant.phone);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(grid.getByRole('row')).toHaveCount(2);
  const row = grid.getByRole('row').filter({ hasText: applicant.company });
  await expect(row).toContainText('待处理');

  await page.getByRole('button', { name: `通过 ${applicant.company}` }).click();
  const dialog = page.getByRole('dialog', { name: '通过入驻申请' });
  // Suggested from the application: the city of its name, the contact as the merchant's name.
  if (applicant.city) await expect(dialog.getByLabel(/所在城市/)).toHaveValue(applicant.city);
  await expect(dialog.getByLabel(/商家姓名/)).toHaveValue(applicant.contactName);
  await dialog.getByLabel(/店铺名称/).fill(opened.storeName);
  await dialog.getByLabel(/店铺标识/).fill(opened.slug);
  await dialog.getByLabel(/店铺简介/).fill('商务笔记本按月租赁，顺丰包邮');
  await dialog.getByLabel(/商家登录账号/).fill(opened.username);
  await dialog.getByRole('button', { name: '确认通过' }).click();

  const result = page.getByRole('dialog', { name: '店铺已开通' });
  await expect(result.getByTestId('password-code-sent')).toHaveText(`已发送至 ${applicant.phone}`);
  await expect(result.getByText(opened.username)).toBeVisible();
  const storeLink = result.getByRole('link', { name: `${opened.storeName}（${opened.slug}）` });
  const storeId = Number(new URL((await storeLink.getAttribute('href')) ?? '', 'http://x').searchParams.get('id'));
  expect(storeId).toBeGreaterThan(0);
  await result.getByRole('button', { name: '完成' }).click();
  await expect(row).toContainText('已通过');
  await expect(row).toContainText(opened.storeName);
  return storeId;
}

/**
 * The new merchant, from the console's login: 设置密码 with the SMS code the approval sent (or a
 * fresh one: the newest in the outbox either way), back to the login, and in to their shop.
 */
export async function setPasswordAndLogIn(merchant: Page, request: APIRequestContext, applicant: ShopApplicant, opened: OpenedShop): Promise<void> {
  await merchant.goto('/console/login');
  await merchant.getByRole('link', { name: '设置密码' }).click();
  await expect(merchant).toHaveURL('/console/setPassword');
  await merchant.getByRole('textbox', { name: '账号' }).fill(opened.username);
  await merchant.getByRole('button', { name: '获取验证码' }).click();
  await expect(merchant.getByRole('button', { name: /^\d+ 秒后重发$/ })).toBeDisabled();
  await merchant.getByRole('textbox', { name: '短信验证码' }).fill(await latestSmsCode(request, applicant.phone));
  await merchant.getByLabel('新密码', { exact: true }).fill(opened.password);
  await merchant.getByLabel('确认新密码').fill(opened.password);
  await merchant.getByRole('button', { name: '设置密码' }).click();
  await expect(merchant.getByText('密码已设置，请使用新密码登录').first()).toBeVisible();
  await merchant.getByRole('link', { name: '前往登录' }).click();
  await expect(merchant).toHaveURL('/console/login');

  await submitConsoleLogin(merchant, { username: opened.username, password: opened.password });
  await expect(merchant.getByTestId('console-nickname')).toHaveText(applicant.contactName);
  await consoleReady(merchant);
  await expect(merchant.getByTestId('console-shop')).toHaveText(opened.storeName);
}

export type ConfigurationInput = { cpu: string; memory: string; storage: string; stock: string; deposit: string; plans: Array<[term: string, rent: string, buyout: string]> };

/** One configuration card of 编辑商品 (`index` from 1) with its lease plans. */
export async function fillConfiguration(editor: Locator, index: number, values: ConfigurationInput): Promise<void> {
  const card = editor.getByRole('group', { name: `配置 ${index}`, exact: true });
  const owner = `配置 ${index}`;
  await card.getByLabel(`${owner}处理器`).fill(values.cpu);
  await card.getByLabel(`${owner}内存`).fill(values.memory);
  await card.getByLabel(`${owner}存储`).fill(values.storage);
  await card.getByLabel(`${owner}显卡`).fill('Intel Arc 集成显卡');
  await card.getByLabel(`${owner}屏幕`).fill('14 英寸 2.8K OLED');
  await card.getByLabel(`${owner}库存`).fill(values.stock);
  await card.getByLabel(/押金/).fill(values.deposit);
  for (const [at, [term, rent, buyout]] of values.plans.entries()) {
    if (at > 0) await card.getByRole('button', { name: `为${owner}添加租期方案` }).click();
    const row = `${owner}第 ${at + 1} 个方案`;
    await card.getByLabel(`${row}的租期（月）`).fill(term);
    await card.getByLabel(`${row}的月租金（元）`).fill(rent);
    await card.getByLabel(`${row}的买断价（元）`).fill(buyout);
  }
}

/** The customer, on their order list: confirms receipt of a shipped order, then asks to return it with a waybill. */
export async function receiveAndReturn(page: Page, orderNo: string, { shippedWaybill, returnWaybill }: { shippedWaybill: string; returnWaybill: string }): Promise<void> {
  await page.goto(`/submitOrder?orderNo=${orderNo}`);
  await expect(page.getByText(`设备已由顺丰速运发出（运单号 ${shippedWaybill}）`)).toBeVisible();
  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText(/^租期至 \d{4}-\d{2}-\d{2}，还剩 \d+ 天/)).toBeVisible();
  await askToReturn(page, orderNo, returnWaybill);
}

/** The customer, on their order list: asks to return a rental they have, with the return's waybill (归还中). */
export async function askToReturn(page: Page, orderNo: string, returnWaybill: string): Promise<void> {
  await page.goto('/myOrderList');
  const card = page.getByRole('listitem', { name: `订单 ${orderNo}` });
  await card.getByRole('button', { name: `申请归还订单 ${orderNo}` }).click();
  const giveBack = page.getByRole('dialog', { name: `申请归还 · 订单 ${orderNo}` });
  await giveBack.getByRole('combobox', { name: '快递公司' }).selectOption('顺丰速运');
  await giveBack.getByRole('textbox', { name: '退回运单号' }).fill(returnWaybill);
  await giveBack.getByRole('button', { name: '确认申请归还' }).click();
  await expect(card.getByText('归还中', { exact: true })).toBeVisible();
}

/**
 * 签收验机 on an order's detail (归还中): damaged, with the fee in yuan, a remark and a photo, after
 * the page's own check that a damaged return names its fee. Answers the refund the dialog previewed, in fen.
 */
export async function inspectWithDamage(desk: Page, orderNo: string, { fee, remark }: { fee: string; remark: string }): Promise<number> {
  await desk.getByRole('button', { name: '签收验机' }).click();
  const inspect = desk.getByRole('dialog', { name: `签收验机 · 订单 ${orderNo}` });
  await inspect.getByRole('radio', { name: '有损坏' }).check();
  await inspect.getByRole('button', { name: '确认验机' }).click();
  await expect(inspect.getByText('请填写损坏赔偿金额')).toBeVisible();
  await inspect.getByRole('textbox', { name: '损坏赔偿（元）' }).fill(fee);
  await inspect.getByRole('textbox', { name: '损坏说明' }).fill(remark);
  await inspect.getByLabel('上传验机照片').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: faultPhoto() });
  await expect(inspect.getByAltText('验机照片 1')).toBeVisible();
  const refundShown = fenOf((await inspect.getByTestId('deposit-refund').textContent()) ?? '');
  await inspect.getByRole('button', { name: '确认验机' }).click();
  const question = desk.getByRole('dialog', { name: '系统提示' });
  await expect(question).toContainText(`确认验机结果为存在损坏，收取损坏赔偿 ${yuanText(fee)}？`);
  await question.getByRole('button', { name: '确认' }).click();
  await expect(consoleToast(desk, '已签收验机')).toBeVisible();
  await expect(desk.getByTestId('order-status')).toHaveText('已归还');
  const inspected = desk.getByRole('region', { name: '归还与验机' });
  await expect(inspected.getByText('存在损坏')).toBeVisible();
  await expect(inspected.getByText(remark)).toBeVisible();
  await expect(inspected.getByAltText('验机照片 1')).toHaveAttribute('src', /^\/prod-api\/api\/sys\/file\/[0-9a-f]{32}\.png$/);
  return refundShown;
}

/**
 * 完结订单 on an order's detail (已归还): the question states the deposit, the damage fee taken
 * from it and what goes back to the customer's balance. Answers the refund, as shown (¥…).
 */
export async function completeAtDesk(desk: Page, orderNo: string, fee: string): Promise<string> {
  await desk.getByRole('button', { name: '完结订单' }).click();
  const question = desk.getByRole('dialog', { name: '系统提示' });
  await expect(question).toContainText(`确认完结订单 ${orderNo}？`);
  const asked = (await question.textContent()) ?? '';
  const settled = new RegExp(`押金 (¥[\\d,]+\\.\\d{2})，扣除损坏赔偿 ${yuanText(fee).replace(/[.$]/g, '\\$&')}，退还客户 (¥[\\d,]+\\.\\d{2})（退回客户的账户余额）`).exec(asked);
  const [, deposit = '', refund = ''] = settled ?? [];
  expect(fenOf(refund)).toBe(fenOf(deposit) - fenOf(fee));
  await question.getByRole('button', { name: '确认完结' }).click();
  await expect(consoleToast(desk, '订单已完结，押金已结算')).toBeVisible();
  await expect(desk.getByTestId('order-status')).toHaveText('已完成');
  await expect(desk.getByRole('list', { name: '订单历史' }).getByText('已归还 → 已完成')).toBeVisible();
  return refund;
}

/** The customer's balance ledger on /myAccount has the deposit back for the order: `+refund`. */
export async function expectDepositBack(page: Page, orderNo: string, refund: string): Promise<void> {
  await page.goto('/myAccount');
  const back = page.getByRole('table', { name: '余额明细' }).getByRole('row').filter({ hasText: '押金退回' }).filter({ hasText: orderNo });
  await expect(back).toBeVisible();
  await expect(back).toContainText(`+${refund}`);
}

/** Whole yuan as typed (200) → as the console shows it (¥200.00). */
function yuanText(typed: string): string {
  return `¥${(fenOf(typed) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * ARRANGEMENT, NOT UNDER TEST: one unit of each of the order's configurations put in the shop's
 * stock through the back office's own 新增设备, as the merchant on `desk`. A journey that ships at
 * the desk picks a serial from stock, and the rest of the suite uses that stock up in an order of
 * its own (the development door ships from stock first), so such a journey stocks what it ships.
 */
export async function stockForOrder(desk: Page, orderNo: string): Promise<void> {
  const detail = (await (await desk.request.get(`/prod-api${bind(CONSOLE_ORDER_API.detail, { orderNo }).path}`)).json()) as {
    code: number;
    msg?: string;
    data?: { items: { skuId: number; quantity: number }[] };
  };
  expect(detail.code, detail.msg).toBe(200);
  for (const item of detail.data?.items ?? []) {
    for (let unit = 0; unit < item.quantity; unit += 1) {
      const serialNo = `E2E-${Date.now().toString(36).toUpperCase()}-${Math.floor(Math.random() * 36 ** 4)
        .toString(36)
        .toUpperCase()}`;
      const added = (await (await desk.request.post(`/prod-api${CONSOLE_DEVICE_API.add.path}`, { data: { skuId: item.skuId, serialNo, note: '浏览器测试入库' } })).json()) as {
        code: number;
        msg?: string;
      };
      expect(added.code, added.msg).toBe(200);
    }
  }
}
