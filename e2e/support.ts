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
