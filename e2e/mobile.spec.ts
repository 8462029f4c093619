import { test, expect } from '@playwright/test';

test('a phone-sized visitor of the shop lands on the mobile page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobileIndex$/);
  await expect(page.getByRole('searchbox', { name: '搜索商品' })).toBeVisible();
  await expect(page.getByRole('link', { name: /客服热线 400-6050-766/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '热门租赁' })).toBeVisible();
});

test('a phone visitor who chooses the desktop shop stays on it', async ({ page }) => {
  await page.goto('/mobileIndex');
  await page.getByRole('link', { name: '电脑版' }).click();
  await expect(page).toHaveURL(/\/Homepage\?desktop=1$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/Homepage$/);
});
