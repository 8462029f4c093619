import { test, expect } from '@playwright/test';
import { DEMO_COMPANY, DEMO_PERSONAL, endSessionOnServer, freshPhone, latestSmsCode, logInAs, loginWithPassword } from './support';

test('a visitor registers a personal account, logs out and logs back in', async ({ page, request }) => {
  const phone = freshPhone();
  await page.goto('/rgister');
  await expect(page).toHaveTitle('注册 - 一站式电脑租赁平台');
  await page.getByRole('tab', { name: '个人注册' }).click();
  await page.getByLabel('真实姓名').fill('王小明');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, phone));
  await page.getByLabel('设置密码').fill('Rent2026ok');
  await page.getByLabel('确认密码').fill('Rent2026ok');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();

  await expect(page).toHaveURL(/\/Homepage$/);
  await expect(page.getByTestId('session-name')).toHaveText('王小明');

  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FHomepage$/);
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();

  await loginWithPassword(page, phone, 'Rent2026ok');
  await expect(page).toHaveURL(/\/Homepage$/);
  await expect(page.getByTestId('session-name')).toHaveText('王小明');
});

test('a wrong password keeps the form and says so in Chinese', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('登录 - 一站式电脑租赁平台');
  await loginWithPassword(page, DEMO_PERSONAL.phone, 'Wrong2026x');
  await expect(page.getByRole('alert').filter({ hasText: '手机号或密码错误' })).toBeVisible();
  await expect(page.getByLabel('手机号码')).toHaveValue(DEMO_PERSONAL.phone);
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-out visitor of a protected page logs in and comes back to it', async ({ page }) => {
  await page.goto('/myAccount?tab=balance');
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyAccount%3Ftab%3Dbalance$/);
  await loginWithPassword(page, DEMO_COMPANY.phone, DEMO_COMPANY.password);
  await expect(page).toHaveURL(/\/myAccount\?tab=balance$/);
  await expect(page.getByTestId('account-balance')).toHaveText('¥200,000.00');
  await expect(page.getByTestId('session-name')).toHaveText(DEMO_COMPANY.name);
  await expect(page.getByText(DEMO_COMPANY.company).first()).toBeVisible();
});

test('a session ended elsewhere: the 401 question, 重新登录 goes to the site root with nothing stored, and the next login comes back to the page', async ({
  page,
  context,
  request,
}) => {
  await logInAs(page, DEMO_COMPANY);
  await page.goto('/myAccount');
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await endSessionOnServer(request, context, 'customer');

  await page.getByRole('button', { name: '充值' }).click();
  const topUp = page.getByRole('dialog', { name: '账户充值' });
  await topUp.getByRole('textbox', { name: '充值金额' }).fill('200');
  await topUp.getByRole('button', { name: '去支付' }).click();
  const question = page.getByRole('dialog', { name: '系统提示' });
  await expect(question).toContainText('登录状态已过期，您可以继续留在该页面，或者重新登录');
  await question.getByRole('button', { name: '重新登录' }).click();

  // The site root, not the login page; the shop's state is gone from both storages, the page left is remembered.
  await expect(page).toHaveURL('/Homepage');
  const stored = () => page.evaluate(() => [sessionStorage.getItem('zl-shop-state'), localStorage.getItem('zl-shop-state'), localStorage.getItem('returnRouter')]);
  expect(await stored()).toEqual([null, null, '/myAccount']);
  await page.getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await loginWithPassword(page, DEMO_COMPANY.phone, DEMO_COMPANY.password);
  await expect(page).toHaveURL('/myAccount');
  await expect(page.getByTestId('session-name')).toHaveText(DEMO_COMPANY.name);
  expect((await stored())[2]).toBeNull();
});

test('a customer logs in with an SMS code', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号码').fill(DEMO_PERSONAL.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await latestSmsCode(request, DEMO_PERSONAL.phone));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Homepage$/);
  await expect(page.getByTestId('session-name')).toHaveText(DEMO_PERSONAL.name);
});

test('a login redirect to another site ends on the home page', async ({ page }) => {
  await page.goto('/login?redirect=' + encodeURIComponent('//evil.example/phish'));
  await loginWithPassword(page, DEMO_PERSONAL.phone, DEMO_PERSONAL.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/Homepage$/);
});

test('a forged session cookie shows no customer data and ends at the login page', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'zl-shop-Token', value: 'forged-token-value', url: baseURL! },
    { name: 'zl-shop-Session', value: 'forged', url: baseURL! },
  ]);
  await page.goto('/myAccount');
  await expect(page).toHaveURL(/\/login\?redirect=%2FmyAccount$/);
  await expect(page.getByTestId('account-balance')).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'zl-shop-Token')).toBeUndefined();
});

test('the session token is never readable by page scripts', async ({ page, context }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO_PERSONAL.phone, DEMO_PERSONAL.password);
  await expect(page.getByTestId('session-name')).toHaveText(DEMO_PERSONAL.name);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'zl-shop-Token');
  expect(token?.httpOnly).toBe(true);
  const visible = await page.evaluate(() => `${document.cookie}|${JSON.stringify(sessionStorage)}|${JSON.stringify(localStorage)}`);
  expect(visible).not.toContain(token!.value);
});

test('an unknown page shows the Chinese 404 page', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
});

test('a login in another tab is reported as a duplicate login on a login-only page', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await loginWithPassword(first, DEMO_PERSONAL.phone, DEMO_PERSONAL.password);
  await expect(first.getByTestId('session-name')).toHaveText(DEMO_PERSONAL.name);

  const second = await context.newPage();
  await second.goto('/login');
  await loginWithPassword(second, DEMO_COMPANY.phone, DEMO_COMPANY.password);
  await expect(second.getByTestId('session-name')).toHaveText(DEMO_COMPANY.name);

  await first.getByRole('link', { name: '个人中心' }).click();
  await expect(first.getByRole('alert').filter({ hasText: '重复登录，已清除登录信息' })).toBeVisible();
  await expect(first).toHaveURL(/\/login\?redirect=%2FmyAccount$/);
});

test('/redirect/<path> reloads the page it names, query included', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO_PERSONAL.phone, DEMO_PERSONAL.password);
  await expect(page.getByTestId('session-name')).toHaveText(DEMO_PERSONAL.name);
  await page.goto('/redirect/myAccount?tab=balance');
  await expect(page).toHaveURL(/\/myAccount\?tab=balance$/);
  await expect(page.getByTestId('account-balance')).toHaveText('¥50,000.00');
});
