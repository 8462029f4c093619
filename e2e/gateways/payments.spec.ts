/**
 * Paying with a real provider (PAYMENT_PROVIDER=alipay or wechat) against its gateway simulator:
 * an order, a bill and a top-up paid on the provider's own page, each recorded once; a rejected
 * order's payment and a returned rental's deposit go back to the provider, each refund reaching it
 * once. The provider's notifications come through the storefront's door, as from the internet.
 */
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { askToReturn, consoleToast, fenOf } from '../console-steps';
import { CONSOLE_MERCHANT, DEMO_PERSONAL, confirmReceipt, fillCheckoutAddress, logInAs, logInToConsole, openFromConsoleMenu, rentNowAndSubmit, shipForTest } from '../support';
import { PRODUCT_API } from '../../playwright.gateways.config';
import { gateway, type RefundCall } from './gateway';

const paidNotificationAccepted = async (request: APIRequestContext, tradeNo: string) => (await gateway.acceptedPaidNotification(request, tradeNo)) !== null;

const refundsOf = async (request: APIRequestContext, tradeNo: string): Promise<RefundCall[]> => (await gateway.refunds(request)).filter((call) => call.outTradeNo === tradeNo);

/** Finished passes of the product server's scheduler (its metrics, read from this machine). */
async function schedulerPasses(request: APIRequestContext): Promise<number> {
  const text = await (await request.get(`${PRODUCT_API}/metrics`)).text();
  return Number(/^scheduler_run_duration_seconds_count\{outcome="ok"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** The balance on /myAccount, in fen. */
async function balanceOn(page: Page): Promise<number> {
  await page.goto('/myAccount');
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText(/^¥[\d,]+\.\d{2}$/);
  return fenOf((await balance.textContent()) ?? '');
}

test(`an order, a bill and a top-up paid with ${gateway.name}, each recorded once and its notification answered as the provider expects`, async ({ page, request }) => {
  test.setTimeout(180_000);
  await logInAs(page, DEMO_PERSONAL);

  // The order's first payment.
  const orderNo = await rentNowAndSubmit(page);
  await page.getByRole('button', { name: '在线支付' }).click();
  const orderTrade = await gateway.pay(page);
  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));
  await expect(page.getByText(new RegExp(`^支付成功！订单 ${orderNo} `))).toBeVisible();
  await expect.poll(() => paidNotificationAccepted(request, orderTrade)).toBe(true);

  // Shipped, received: the second period's bill, paid online from 我的账单.
  await shipForTest(request, orderNo);
  await confirmReceipt(page, orderNo);
  await page.goto('/myBill');
  const bills = page.getByRole('table', { name: '账单列表' });
  await bills.getByRole('button', { name: `支付订单 ${orderNo} 第 2 期账单` }).click();
  await page.getByRole('dialog', { name: '支付账单' }).getByRole('button', { name: '在线支付' }).click();
  const billTrade = await gateway.pay(page);
  await expect(page).toHaveURL(/\/myBill$/);
  await expect(
    bills
      .getByRole('row')
      .filter({ hasText: /第 2\/\d+ 期/ })
      .getByText('已支付'),
  ).toBeVisible();
  await expect.poll(() => paidNotificationAccepted(request, billTrade)).toBe(true);

  // A top-up of ¥200.00: the balance rises by exactly that, once.
  const before = await balanceOn(page);
  await page.getByRole('button', { name: '充值' }).click();
  const topUp = page.getByRole('dialog', { name: '账户充值' });
  await topUp.getByRole('textbox', { name: '充值金额' }).fill('200');
  await topUp.getByRole('button', { name: '去支付' }).click();
  const topUpTrade = await gateway.pay(page);
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(page.getByTestId('account-balance')).toHaveText(`¥${((before + 20_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(page.getByRole('table', { name: '余额明细' }).getByRole('row').nth(1)).toContainText('在线充值');
  await expect.poll(() => paidNotificationAccepted(request, topUpTrade)).toBe(true);
  expect(await balanceOn(page)).toBe(before + 20_000);
});

test(`a rejected order's payment and a returned rental's deposit go back to ${gateway.name}, each refund reaching it once`, async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  await logInAs(page, DEMO_PERSONAL);

  // Six laptops at once: the risk check holds the order for the merchant's review.
  await page.goto('/details?id=2');
  await page.getByRole('form', { name: '选择租赁方案' }).getByRole('spinbutton', { name: '数量' }).fill('6');
  await page.getByRole('button', { name: '立即租赁' }).click();
  await expect(page).toHaveURL(/\/order\?skuId=\d+&termMonths=\d+&quantity=6$/);
  await fillCheckoutAddress(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/immediatelyPay\?orderNo=ZL\d{20}$/);
  const heldNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await page.getByRole('button', { name: '在线支付' }).click();
  const heldTrade = await gateway.pay(page);
  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${heldNo}$`));

  // A rental of one, paid online too, shipped, received and returned.
  const rentedNo = await rentNowAndSubmit(page);
  await page.getByRole('button', { name: '在线支付' }).click();
  const rentedTrade = await gateway.pay(page);
  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${rentedNo}$`));
  await shipForTest(request, rentedNo);
  await confirmReceipt(page, rentedNo);
  await askToReturn(page, rentedNo, 'SF1402231889901');

  const desk = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  try {
    await logInToConsole(desk, CONSOLE_MERCHANT);
    await openFromConsoleMenu(desk, '租赁订单', '订单管理');
    const grid = desk.getByRole('grid', { name: '租赁订单' });

    // 驳回 at review: the whole payment goes back the way it came.
    await desk.getByRole('tab', { name: /^待审核 \d+$/ }).click();
    await grid.getByRole('button', { name: `审核 ${heldNo}` }).click();
    const review = desk.getByRole('dialog', { name: '审核订单' });
    await review.getByRole('radio', { name: '驳回' }).check();
    await review.getByRole('textbox', { name: '驳回原因' }).fill('单笔租赁数量超过本店个人客户上限，请分批下单');
    await review.getByRole('button', { name: '驳回' }).click();
    const question = desk.getByRole('dialog', { name: '系统提示' });
    const asked = (await question.textContent()) ?? '';
    const paidBack = fenOf(/已支付款项 (¥[\d,]+\.\d{2})原路退回客户/.exec(asked)?.[1] ?? '');
    await question.getByRole('button', { name: '确认驳回' }).click();
    await expect(consoleToast(desk, '订单已拒绝，已支付款项原路退回')).toBeVisible();
    await expect.poll(async () => (await refundsOf(request, heldTrade)).map((call) => call.amount)).toEqual([paidBack]);

    // 签收验机 of the returned laptop, intact, then 完结: the deposit goes back the way it came.
    await desk.getByRole('tab', { name: /^归还中 \d+$/ }).click();
    await grid.getByRole('link', { name: `详情 ${rentedNo}` }).click();
    await expect(desk.getByRole('heading', { name: `订单 ${rentedNo}` })).toBeVisible();
    await desk.getByRole('button', { name: '签收验机' }).click();
    await desk
      .getByRole('dialog', { name: `签收验机 · 订单 ${rentedNo}` })
      .getByRole('button', { name: '确认验机' })
      .click();
    await expect(consoleToast(desk, '已签收验机')).toBeVisible();
    await desk.getByRole('button', { name: '完结订单' }).click();
    const complete = desk.getByRole('dialog', { name: '系统提示' });
    const deposit = fenOf(/押金 (¥[\d,]+\.\d{2})/.exec((await complete.textContent()) ?? '')?.[1] ?? '');
    expect(deposit).toBeGreaterThan(0);
    await complete.getByRole('button', { name: '确认完结' }).click();
    await expect(consoleToast(desk, '订单已完结，押金已结算')).toBeVisible();
    await expect.poll(async () => (await refundsOf(request, rentedTrade)).map((call) => call.amount)).toEqual([deposit]);
  } finally {
    await desk.context().close();
  }

  // The customer sees both: the rejected order refunded, and the deposit back the way it came.
  await page.goto(`/submitOrder?orderNo=${heldNo}`);
  await expect(page.getByText('已关闭').first()).toBeVisible();
  // Still once each after a whole pass of the scheduler since (it sends only what the provider has not confirmed):
  // the second pass to finish from now started after now. Passes start every 30 s, so that is at most about a minute.
  const passes = await schedulerPasses(request);
  await expect.poll(() => schedulerPasses(request), { timeout: 120_000 }).toBeGreaterThan(passes + 1);
  expect((await refundsOf(request, heldTrade)).length).toBe(1);
  expect((await refundsOf(request, rentedTrade)).length).toBe(1);
});
