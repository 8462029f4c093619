/**
 * On a phone the shop opens the provider's mobile payment (Alipay 手机网站支付, WeChat Pay H5),
 * which sends the customer back to /payResult; the payment is recorded once.
 */
import { test, expect } from '@playwright/test';
import { fenOf } from '../console-steps';
import { DEMO_PERSONAL, logInAs } from '../support';
import { gateway } from './gateway';

test(`a top-up on a phone is paid on ${gateway.name}'s mobile page and comes back through the result page`, async ({ page }) => {
  await logInAs(page, DEMO_PERSONAL);
  await page.goto('/myAccount');
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText(/^¥[\d,]+\.\d{2}$/);
  const before = fenOf((await balance.textContent()) ?? '');
  await page.getByRole('button', { name: '充值' }).click();
  const topUp = page.getByRole('dialog', { name: '账户充值' });
  await topUp.getByRole('textbox', { name: '充值金额' }).fill('66');
  await topUp.getByRole('button', { name: '去支付' }).click();
  const cameBack = page.waitForURL(/\/payResult\?tradeNo=[0-9a-f]{32}/, { waitUntil: 'commit' });
  await gateway.pay(page);
  await cameBack;
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(balance).toHaveText(`¥${((before + 6_600) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
});
