import { test, expect } from '@playwright/test';

test("the help center's side navigation leads from 常见问题 to 租赁流程", async ({ page }) => {
  await page.goto('/commonProblem');
  await expect(page).toHaveTitle('常见问题 - 一站式电脑租赁平台');
  const helpNavigation = page.getByRole('navigation', { name: '帮助中心', exact: true });
  await expect(helpNavigation.getByRole('link', { name: '常见问题' })).toHaveAttribute('aria-current', 'page');

  await helpNavigation.getByRole('link', { name: '租赁流程' }).click();

  await expect(page).toHaveURL(/\/leaseProcedure$/);
  await expect(page).toHaveTitle('租赁流程 - 一站式电脑租赁平台');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租赁流程');
  await expect(helpNavigation.getByRole('link', { name: '租赁流程' })).toHaveAttribute('aria-current', 'page');
  await expect(helpNavigation.getByRole('link', { name: '常见问题' })).not.toHaveAttribute('aria-current', 'page');
  const breadcrumb = page.getByRole('navigation', { name: '面包屑' });
  await expect(breadcrumb.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/commonProblem');
  await expect(breadcrumb.getByText('租赁流程')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: '订单状态及含义' })).toBeVisible();
});

test('the footer link 租金支付 opens the rent payment page', async ({ page }) => {
  await page.goto('/leaseProcedure');
  await page.getByRole('contentinfo').getByRole('link', { name: '租金支付' }).click();
  await expect(page).toHaveURL(/\/rentPayment$/);
  await expect(page).toHaveTitle('租金支付 - 一站式电脑租赁平台');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('租金支付');
  await expect(page.getByRole('navigation', { name: '帮助中心', exact: true }).getByRole('link', { name: '租金支付' })).toHaveAttribute('aria-current', 'page');
});

test('a question of 常见问题 opens to show its answer', async ({ page }) => {
  await page.goto('/commonProblem');
  const answer = page.getByText('审核未通过的订单自动关闭');
  await expect(answer).toBeHidden();
  await page.getByText('审核没有通过，钱会退吗？').click();
  await expect(answer).toBeVisible();
});

test('/aboutUs is a page of the help center too', async ({ page }) => {
  await page.goto('/aboutUs');
  await expect(page).toHaveTitle('关于我们 - 一站式电脑租赁平台');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于我们');
  await expect(page.getByRole('navigation', { name: '帮助中心', exact: true }).getByRole('link', { name: '关于我们' })).toHaveAttribute('aria-current', 'page');
});
