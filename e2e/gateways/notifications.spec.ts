/**
 * What an attacker (or a confused network) sends the provider's notification path changes nothing:
 * the genuine notification replayed, and forgeries (another key, a tampered amount, no signature,
 * another merchant's, an unknown trade). The customer's balance, orders, bills and ledger read the
 * same before and after, and every notification not signed with the provider's key is refused.
 */
import { test, expect, type Page } from '@playwright/test';
import { BILL_API, MONEY_API, ORDER_API } from '@/contract/endpoints';
import { DOOR_PREFIX } from '@/contract/endpoint';
import { DEMO_COMPANY, logInAs } from '../support';
import { gateway } from './gateway';

/** Everything the customer's money shows, read through the door as their pages read it. */
async function books(page: Page) {
  const read = async (method: 'GET' | 'POST', path: string, data?: object) => {
    const answer = method === 'GET' ? await page.request.get(`${DOOR_PREFIX}${path}`) : await page.request.post(`${DOOR_PREFIX}${path}`, { data });
    const body = (await answer.json()) as { code: number; msg?: string };
    expect(body.code, body.msg).toBe(200);
    return body;
  };
  return {
    account: await read('GET', MONEY_API.account.path),
    ledger: await read('POST', MONEY_API.ledger.path, { page: 1, limit: 50 }),
    orders: await read('POST', ORDER_API.list.path, { page: 1, limit: 50 }),
    bills: await read('POST', BILL_API.list.path, { page: 1, limit: 50 }),
  };
}

test(`replayed and forged ${gateway.name} notifications change nothing, and every one not signed by ${gateway.name} is refused`, async ({ page, request }) => {
  test.setTimeout(120_000);
  await logInAs(page, DEMO_COMPANY);
  await page.goto('/myAccount');
  await page.getByRole('button', { name: '充值' }).click();
  const topUp = page.getByRole('dialog', { name: '账户充值' });
  await topUp.getByRole('textbox', { name: '充值金额' }).fill('88');
  await topUp.getByRole('button', { name: '去支付' }).click();
  const tradeNo = await gateway.pay(page);
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect.poll(() => gateway.acceptedPaidNotification(request, tradeNo)).not.toBeNull();
  const genuine = (await gateway.acceptedPaidNotification(request, tradeNo)) ?? '';
  const before = await books(page);

  // The genuine notification again, twice: accepted (it is true), and nothing is paid twice.
  for (let time = 0; time < 2; time += 1) expect(await gateway.replay(request, genuine)).toBe(true);
  // Each forgery: refused when not signed with the provider's key; changing nothing either way.
  for (const { variant, signedByProvider } of gateway.forgeries) {
    expect([variant, await gateway.forge(request, tradeNo, variant)]).toEqual([variant, signedByProvider]);
  }

  expect(await books(page)).toEqual(before);
  await page.reload();
  await expect(page.getByRole('table', { name: '余额明细' }).getByRole('row').filter({ hasText: '在线充值' })).toHaveCount(1);
});
