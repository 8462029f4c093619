import { test, expect, type Page } from '@playwright/test';
import { DEMO_PERSONAL, fillCheckoutAddress, logInAs, rentNowAndSubmit } from './support';

const logIn = (page: Page) => logInAs(page, DEMO_PERSONAL);

async function addToCart(page: Page, goodsId: number, pick: (page: Page) => Promise<void>) {
  await page.goto(`/details?id=${goodsId}`);
  await pick(page);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
}

test('a customer puts two configurations in the cart, changes a term and a quantity, checks out with a new address and pays by balance', async ({ page }) => {
  await logIn(page);
  await addToCart(page, 1, async (p) => {
    await p.getByRole('group', { name: '租期' }).getByText('12个月').click();
  });
  await addToCart(page, 1, async (p) => {
    await p.getByRole('group', { name: '处理器' }).getByText('Intel Core Ultra 7 258V').click();
    await p.getByRole('group', { name: '租期' }).getByText('6个月').click();
  });
  await expect(page.getByRole('link', { name: /购物车，2 件商品/ })).toBeVisible();

  await page.goto('/shopCar');
  const lines = page.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const payable = page.getByTestId('cart-payable');
  // One order is one term: the 6-month line moves to 12 months, and its monthly rent falls.
  const terms = page.getByRole('combobox', { name: /的租期/ });
  await expect(terms).toHaveCount(2);
  const six = (await terms.evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value))).indexOf('6');
  expect(six).toBeGreaterThanOrEqual(0);
  const rent = lines.nth(six).getByText(/^月租 /);
  const rentBefore = (await rent.textContent()) ?? '';
  await terms.nth(six).selectOption('12');
  await expect(terms.nth(six)).toHaveValue('12');
  await expect(rent).not.toHaveText(rentBefore);
  const before = await payable.textContent();
  await lines
    .first()
    .getByRole('button', { name: /增加 .* 的数量/ })
    .click();
  await expect(payable).not.toHaveText(before ?? '');
  await expect(page.getByRole('link', { name: /购物车，3 件商品/ })).toBeVisible();

  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order\?lines=/);
  await expect(page.getByTestId('checkout-payable')).toHaveText(/¥[\d,]+\.\d{2}/);
  await fillCheckoutAddress(page);
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/\/immediatelyPay\?orderNo=ZL\d{20}$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  await expect(page.getByRole('timer')).toContainText(/(29|30):\d\d/);
  await page.getByRole('button', { name: '余额支付' }).click();

  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));
  // The risk check ran when the page asked: nothing unusual, so the order waits for shipping.
  await expect(page.getByText(`支付成功！订单 ${orderNo} 已通过审核，商家将在 48 小时内发货。`)).toBeVisible();
  await page.getByRole('link', { name: '查看我的订单' }).click();
  const card = page.getByRole('listitem', { name: `订单 ${orderNo}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('待发货')).toBeVisible();

  await card.getByRole('link', { name: `订单 ${orderNo} 的详情` }).click();
  await expect(page).toHaveURL(new RegExp(`/submitOrder\\?orderNo=${orderNo}$`));
  await expect(page.getByText(/^商家将在 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 前发货，发货后可在此查看运单号。$/)).toBeVisible();
  const history = page.getByRole('list', { name: '订单记录' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(2)).toContainText('待发货 · 系统 · 风控审核通过');
  const bills = page.getByRole('table', { name: '账单' });
  await expect(bills.getByRole('row')).toHaveCount(2);
  await expect(bills.getByText('第 1/12 期')).toBeVisible();
  await expect(bills.getByText('已支付')).toBeVisible();
  await expect(page.getByText('下单 IP')).toBeVisible();
});

test('a customer rents now, then cancels the unpaid order', async ({ page }) => {
  await logIn(page);
  const orderNo = await rentNowAndSubmit(page);

  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消订单' }).click();
  await expect(page).toHaveURL(/\/myOrderList$/);
  await expect(page.getByRole('listitem', { name: `订单 ${orderNo}` }).getByText('已取消', { exact: true })).toBeVisible();
});

test('a customer pays online through the sandbox cashier and the order is paid once the provider has told the shop', async ({ page }) => {
  await logIn(page);
  const orderNo = await rentNowAndSubmit(page);
  const amount = await page.getByTestId('pay-amount').textContent();

  await page.getByRole('button', { name: '在线支付' }).click();
  await expect(page).toHaveURL(/\/paySandbox\?tradeNo=[0-9a-f]{32}$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText(amount ?? '');
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));
  await expect(page.getByText(`支付成功！订单 ${orderNo} 已通过审核，商家将在 48 小时内发货。`)).toBeVisible();
});
