import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { PRODUCT_API } from '../playwright.config';

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
