import { readFile } from 'node:fs/promises';
import { expect, type Page, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ACCOUNT_API } from '@/contract/endpoints/account';
import { CONSOLE_AUTH_API } from '@/contract/endpoints/consoleAuth';
import { DEV_API } from '@/contract/endpoints/dev';
import { bind } from '@/contract/endpoint';
import { PRODUCT_API } from '../playwright.config';
import { creditCodeCheckCharacter } from '@/contract/creditCode';
import { licencePicture } from '../server/seed/demo/licencePicture';
import { encodePng } from '../server/domain/shared/png';

export const DEMO_PERSONAL = { phone: '13800138000', password: 'Zulin@2026', name: '张伟' };
export const DEMO_COMPANY = { phone: '13900139000', password: 'Zulin@2026', name: '李娜', company: '深圳市云启科技有限公司' };

/** A phone number nobody has registered in this run. */
export function freshPhone(): string {
  return `13${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** The SMS code the sandbox provider "sent" (the product server's dev outbox). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await request.get(`${PRODUCT_API}/dev/sms/latest?phone=${phone}`);
    const body = (await answer.json()) as { code: number; data?: { code: string } };
    expect(body.code).toBe(200);
    code = body.data?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

export async function loginWithPassword(page: Page, phone: string, password: string): Promise<void> {
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs in on /login with a password and waits for the top bar to name the account. */
/**
 * Ends a session on the product server the way a sign-out elsewhere does, while this browser keeps
 * its cookie: its next call meets code 401 (a session the server no longer knows), not HTTP 401.
 */
export async function endSessionOnServer(request: APIRequestContext, context: BrowserContext, which: 'customer' | 'console'): Promise<void> {
  const cookie = which === 'customer' ? 'zl-shop-Token' : 'zl-console-Token';
  const token = (await context.cookies()).find((candidate) => candidate.name === cookie)?.value;
  expect(token, `${cookie} is set`).toBeTruthy();
  const logout = which === 'customer' ? ACCOUNT_API.logout : CONSOLE_AUTH_API.logout;
  const answer = await request.post(`${PRODUCT_API}${logout.path}`, { data: { token } });
  expect(((await answer.json()) as { code: number }).code).toBe(200);
}

export async function logInAs(page: Page, account: { phone: string; password: string; name: string }): Promise<void> {
  await page.goto('/login');
  await loginWithPassword(page, account.phone, account.password);
  await expect(page.getByTestId('session-name')).toHaveText(account.name);
}

/**
 * The checkout page's address: 张伟, 广东 / 深圳 / 南山区 through the region picker, typed as a new
 * address (a customer with saved addresses has them offered first, the default chosen).
 */
export async function fillCheckoutAddress(page: Page): Promise<void> {
  const newAddress = page.getByRole('radio', { name: '使用新地址' });
  await expect(newAddress.or(page.getByLabel(/收货人/))).toBeVisible();
  if ((await newAddress.count()) > 0) await newAddress.check();
  await page.getByLabel(/收货人/).fill('张伟');
  await page.getByLabel(/手机号码/).fill('13800138000');
  await page.getByLabel('所在地区').click();
  await page.getByRole('option', { name: '广东' }).click();
  await page.getByRole('option', { name: '深圳' }).click();
  await page.getByRole('option', { name: '南山区' }).click();
  await page.getByLabel(/详细地址/).fill('科技园南区 8 栋 1201');
}

/** Rents the goods of /details?id=2 now (without the cart) and submits the order: answers its number, on the payment page. */
export async function rentNowAndSubmit(page: Page): Promise<string> {
  await page.goto('/details?id=2');
  await page.getByRole('button', { name: '立即租赁' }).click();
  await expect(page).toHaveURL(/\/order\?skuId=\d+&termMonths=\d+&quantity=1$/);
  await fillCheckoutAddress(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/immediatelyPay\?orderNo=ZL\d{20}$/);
  return new URL(page.url()).searchParams.get('orderNo') ?? '';
}

/** Rents the goods of /details?id=2 now and pays by balance: the risk check passes the demo customers (待发货). */
export async function rentAndPay(page: Page): Promise<string> {
  const orderNo = await rentNowAndSubmit(page);
  await page.getByRole('button', { name: '余额支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));
  await expect(page.getByText(`支付成功！订单 ${orderNo} 已通过审核，商家将在 48 小时内发货。`)).toBeVisible();
  return orderNo;
}

/**
 * ARRANGEMENT, NOT UNDER TEST: the merchant ships the order (2 → 3) with generated serials through
 * the product server's development-only door (on with DEV_OUTBOX=1, as the e2e product server
 * runs), which calls the same shipOrder as the back office's 发货 will. Answers the serials.
 */
export async function shipForTest(request: APIRequestContext, orderNo: string): Promise<string[]> {
  const answer = await request.post(`${PRODUCT_API}/dev/orders/${orderNo}/ship`, { data: {} });
  const body = (await answer.json()) as { code: number; msg?: string; data?: { devices: { serialNo: string }[] } };
  expect(body.code, body.msg).toBe(200);
  return body.data?.devices.map((device) => device.serialNo) ?? [];
}

/**
 * The customer signs the order's lease contract on its page before the merchant ships it (the back
 * office ships only signed orders): 签署合同, the text, the agreement ticked, the SMS code from the
 * sandbox outbox, 确认签署.
 */
export async function signContractOnOrderPage(page: Page, request: APIRequestContext, orderNo: string, phone: string): Promise<void> {
  await page.goto(`/submitOrder?orderNo=${orderNo}`);
  await expect(page.getByTestId('contract-state')).toHaveText('待签署');
  await page.getByRole('button', { name: '签署合同' }).click();
  const dialog = page.getByRole('dialog', { name: `签署租赁合同 · 订单 ${orderNo}` });
  await expect(dialog.getByRole('article', { name: '租赁合同' })).toContainText(orderNo);
  await dialog.getByRole('checkbox', { name: '我已阅读并同意本合同' }).check();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重发$/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: '短信验证码' }).fill(await latestSmsCode(request, phone));
  await dialog.getByRole('button', { name: '确认签署' }).click();
  await expect(page.getByTestId('contract-state')).toHaveText('已签署');
  await expect(page.getByText(/^合同编号 HT\d{20} · 签署时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
}

/**
 * ARRANGEMENT, NOT UNDER TEST: the order's lease contract signed on the customer's behalf through
 * the product server's development-only door (DEV_OUTBOX=1), for journeys about what the merchant
 * does next: the back office ships only signed orders. (shipForTest signs by itself.)
 */
export async function signContractForTest(request: APIRequestContext, orderNo: string): Promise<void> {
  const answer = await request.post(`${PRODUCT_API}${bind(DEV_API.signContract, { orderNo }).path}`, { data: {} });
  const body = (await answer.json()) as { code: number; msg?: string };
  expect(body.code, body.msg).toBe(200);
}

/** The text of the PDF the page downloads when `click` runs, extracted as a reader would (PDF.js, through unpdf). */
export async function downloadedPdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** The customer confirms receipt of a shipped order on its page; the rent starts (租期至 … 还剩 … 天). */
export async function confirmReceipt(page: Page, orderNo: string): Promise<void> {
  await page.goto(`/submitOrder?orderNo=${orderNo}`);
  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText(/^租期至 \d{4}-\d{2}-\d{2}，还剩 \d+ 天/)).toBeVisible();
}

/**
 * ARRANGEMENT, NOT UNDER TEST: a month passes for a running order, through the product server's
 * development-only door (DEV_OUTBOX=1): its bills fall due a month sooner, so the next unpaid one
 * fell due yesterday and is 逾期. Answers that bill.
 */
export async function makeNextBillOverdueForTest(request: APIRequestContext, orderNo: string): Promise<{ billId: number; period: number; dueDate: string }> {
  const answer = await request.post(`${PRODUCT_API}/dev/orders/${orderNo}/overdue`, { data: {} });
  const body = (await answer.json()) as { code: number; msg?: string; data?: { billId: number; period: number; dueDate: string } };
  expect(body.code, body.msg).toBe(200);
  expect(body.data).toBeTruthy();
  return body.data ?? { billId: 0, period: 0, dueDate: '' };
}

/**
 * ARRANGEMENT, NOT UNDER TEST: the due day of a running order's next unpaid bill comes, through the
 * product server's development-only door (DEV_OUTBOX=1): its bills fall due sooner so that one is
 * due today, and the scheduler's pass runs (automatic payment collects it). Answers that bill.
 */
export async function makeNextBillDueTodayForTest(request: APIRequestContext, orderNo: string): Promise<{ billId: number; period: number; dueDate: string }> {
  const answer = await request.post(`${PRODUCT_API}${bind(DEV_API.makeDueToday, { orderNo }).path}`, { data: {} });
  const body = (await answer.json()) as { code: number; msg?: string; data?: { billId: number; period: number; dueDate: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data ?? { billId: 0, period: 0, dueDate: '' };
}

/**
 * ARRANGEMENT, NOT UNDER TEST: the platform's back office, called on the product server itself as
 * the console does, so that a spec about the customer's side does not depend on the console's
 * pages: the demo admin logs in through the captcha (answered by the development outbox); answers
 * the token.
 */
export async function platformToken(request: APIRequestContext): Promise<string> {
  const captcha = (await (await request.get(`${PRODUCT_API}/auth/api/captcha`)).json()) as { data: { uuid: string } };
  const answer = (await (await request.get(`${PRODUCT_API}/dev/captcha/latest?uuid=${captcha.data.uuid}`)).json()) as { data: { text: string } };
  const login = (await (
    await request.post(`${PRODUCT_API}/auth/api/login/sys`, { data: { username: 'admin', password: 'Admin@2026', code: answer.data.text, uuid: captcha.data.uuid } })
  ).json()) as { token: string };
  expect(login.token).toBeTruthy();
  return login.token;
}

/** A back-office call with the platform's token; expects code 200 and answers the envelope. */
export async function asPlatform<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const response =
    method === 'GET'
      ? await request.get(`${PRODUCT_API}${path}`, { headers: { apiToken: token } })
      : await request.post(`${PRODUCT_API}${path}`, { headers: { apiToken: token }, data });
  const body = (await response.json()) as { code: number; msg: string } & T;
  expect(body.code, body.msg).toBe(200);
  return body;
}

/** The platform approves the pending verification of the account with this phone. */
export async function platformApprovesVerification(request: APIRequestContext, phone: string): Promise<void> {
  const token = await platformToken(request);
  const queue = await asPlatform<{ rows: Array<{ id: number; customer: { mobile: string } }> }>(request, token, 'GET', '/api/sys/userAuth/list?status=pending&limit=50');
  const mine = queue.rows.find((row) => row.customer.mobile === phone);
  expect(mine, 'the request waits in the review queue').toBeTruthy();
  await asPlatform(request, token, 'POST', `/api/sys/userAuth/${mine?.id}/review`, { decision: 'approve' });
}

/** A real 64 × 48 PNG (a laptop screen with a white stripe), so a thumbnail has something to show. */
export function faultPhoto(): Buffer {
  return Buffer.from(encodePng(64, 48, (x, y) => (x === 40 ? [240, 240, 240] : y < 6 || y > 41 ? [40, 44, 52] : [30, 90, 200])));
}

/** A valid unified social credit code of a Hangzhou company, new on every call. */
export function freshCreditCode(): string {
  const body = `91330100MA${String(Date.now()).slice(-7)}`;
  return body + creditCodeCheckCharacter(body);
}

/** A company registers on /rgister (its SMS code from the dev outbox) and lands on the home page. */
export async function registerCompany(page: Page, request: APIRequestContext, account: { company: string; contact: string; phone: string; password: string }): Promise<void> {
  await page.goto('/rgister');
  await page.getByRole('tab', { name: '企业注册' }).click();
  await page.getByLabel('企业名称').fill(account.company);
  await page.getByLabel('联系人姓名').fill(account.contact);
  await page.getByLabel('手机号码').fill(account.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, account.phone));
  await page.getByLabel('设置密码').fill(account.password);
  await page.getByLabel('确认密码').fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/Homepage$/);
}

/** On /authentication, a company not yet verified sends its credit code, legal person and licence picture: 审核中. */
export async function sendCompanyVerification(page: Page, details: { creditCode: string; legalPerson: string }): Promise<void> {
  await page.goto('/authentication');
  await expect(page.getByTestId('verification-status')).toHaveText('未认证');
  await page.getByLabel(/统一社会信用代码/).fill(details.creditCode);
  await page.getByLabel(/法定代表人/).fill(details.legalPerson);
  await page.getByLabel('上传营业执照').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from(licencePicture()) });
  await expect(page.getByAltText('营业执照 1')).toBeVisible();
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('审核中');
}

export const CONSOLE_ADMIN = { username: 'admin', password: 'Admin@2026', nickName: '平台管理员' };
export const CONSOLE_MERCHANT = { username: 'merchant', password: 'Merchant@2026', nickName: '云租优选店长' };

/**
 * Fills the console's login form on the current page (/console/login) and logs in: the captcha's
 * answer comes from the product server's development outbox (DEV_OUTBOX=1 in the browser tests).
 */
export async function submitConsoleLogin(page: Page, account: { username: string; password: string }): Promise<void> {
  const picture = page.getByRole('img', { name: '验证码' });
  await expect(picture).toHaveAttribute('data-uuid', /.+/);
  const uuid = (await picture.getAttribute('data-uuid')) ?? '';
  const answer = (await (await page.request.get(`${PRODUCT_API}/dev/captcha/latest?uuid=${uuid}`)).json()) as { data: { text: string } };
  await page.getByRole('textbox', { name: '账号' }).fill(account.username);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: '验证码' }).fill(answer.data.text);
  await page.getByRole('button', { name: '登 录' }).click();
}

/** Logs in to the console and opens `path` (the workbench by default), waiting for the shell to name the staff member. */
export async function logInToConsole(page: Page, account: { username: string; password: string; nickName: string }, path = '/console/dashboard'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/console\/login\?redirect=/);
  await submitConsoleLogin(page, account);
  await expect(page.getByTestId('console-nickname')).toHaveText(account.nickName);
  await consoleReady(page);
}

/** Waits until the console's shell has hydrated: typing before that would be lost. */
export async function consoleReady(page: Page): Promise<void> {
  await expect(page.locator('[data-console-ready="true"]')).toHaveCount(1);
}

/** Opens a page from the side menu, opening its directory first when it is closed. */
export async function openFromConsoleMenu(page: Page, title: string, directory?: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '侧边菜单' });
  const link = menu.getByRole('link', { name: title, exact: true });
  const folder = directory ? menu.getByRole('button', { name: directory, exact: true }) : null;
  // Asked of the directory itself (it waits while a closing dialog still hides the page).
  if (folder && (await folder.getAttribute('aria-expanded')) !== 'true') {
    await folder.click();
    // Until the directory has finished opening, its links are clipped: a click would miss.
    await expect(menu.locator('.MuiCollapse-root:not(.MuiCollapse-entered)')).toHaveCount(0);
  }
  await link.click();
}
