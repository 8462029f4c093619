import { readFile } from 'node:fs/promises';
import { test, expect, type Page } from '@playwright/test';
import { readXlsx } from '../test/xlsx';
import { confirmReceipt, DEMO_COMPANY, DEMO_PERSONAL, logInAs, makeNextBillDueTodayForTest, makeNextBillOverdueForTest, rentAndPay, shipForTest } from './support';

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a person pays the next bill, exports the bills, renews the rental, buys it out and tops up the balance', async ({ page, request }) => {
  test.setTimeout(150_000);
  await logInAs(page, DEMO_PERSONAL);
  const orderNo = await rentAndPay(page);
  await shipForTest(request, orderNo);
  await confirmReceipt(page, orderNo);

  // /myBill: this order's bills, period 1 paid at checkout, the next one payable now.
  await page.goto('/myBill');
  await expect(page.getByRole('heading', { name: '我的账单', level: 1 })).toBeVisible();
  await expect(page.getByTestId('due-this-month')).toHaveText(/^¥[\d,]+\.\d{2}$/);
  await page.getByRole('combobox', { name: '订单' }).click();
  await page.getByRole('option', { name: new RegExp(orderNo) }).click();
  const table = page.getByRole('table', { name: '账单列表' });
  // Filtered to the one order (the list re-reads): one period 1 left.
  await expect(table.getByText(/^第 1\/\d+ 期$/)).toHaveCount(1);
  await table.getByRole('button', { name: `支付订单 ${orderNo} 第 2 期账单` }).click();
  const pay = page.getByRole('dialog', { name: '支付账单' });
  await expect(pay).toContainText(`订单 ${orderNo} 第 2/`);
  await pay.getByRole('button', { name: '余额支付' }).click();
  await expect(toast(page, /^支付成功，账户余额 ¥[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(pay).toBeHidden();
  const second = table.getByRole('row').filter({ hasText: /第 2\/\d+ 期/ });
  await expect(second.getByText('已支付')).toBeVisible();

  // Export the filtered bills: an .xlsx that opens, Chinese headers, money as numbers in yuan.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`账单_${orderNo}.xlsx`);
  const sheet = readXlsx(await readFile((await file.path()) ?? ''));
  expect(sheet[0]).toEqual(['订单编号', '商品', '期数', '到期日', '租金（元）', '逾期天数', '逾期违约金（元）', '合计（元）', '状态', '支付时间', '续租']);
  const periods = sheet.length - 2;
  expect(periods).toBeGreaterThan(1);
  expect(sheet[2]?.[0]).toBe(orderNo);
  expect(sheet[2]?.[8]).toBe('已支付');
  expect(typeof sheet[2]?.[4]).toBe('number');
  expect(sheet.at(-1)?.[0]).toBe(`合计（${periods} 期）`);

  // Renew by 3 months from the order list: three bills appended, "n of N" follows.
  await page.goto('/myOrderList');
  const card = page.getByRole('listitem', { name: `订单 ${orderNo}` });
  await card.getByRole('button', { name: '续租' }).click();
  const renew = page.getByRole('dialog', { name: `续租 · 订单 ${orderNo}` });
  await renew.getByRole('radio', { name: /^续租 3 个月：/ }).check();
  await renew.getByRole('button', { name: '确认续租' }).click();
  await expect(toast(page, new RegExp(`^续租成功：新增第 ${periods + 1}–${periods + 3} 期账单，租期延长至 \\d{4}-\\d{2}-\\d{2}$`))).toBeVisible();
  await page.goto('/myBill');
  await page.getByRole('combobox', { name: '订单' }).click();
  await page.getByRole('option', { name: new RegExp(orderNo) }).click();
  await page.getByRole('combobox', { name: '账单状态' }).click();
  await page.getByRole('option', { name: '待支付' }).click();
  await expect(table.getByText(`第 3/${periods + 3} 期`)).toBeVisible();

  // Buy it out from the order's page: the quote by the published rule, paid from the balance.
  await page.goto(`/submitOrder?orderNo=${orderNo}`);
  await page.getByRole('button', { name: '买断' }).click();
  const buyout = page.getByRole('dialog', { name: `买断 · 订单 ${orderNo}` });
  const quote = buyout.getByRole('table', { name: '买断报价' });
  await expect(quote.getByText(`剩余未付租金（${periods + 3 - 2} 期）`)).toBeVisible();
  await expect(buyout.getByRole('timer')).toContainText(/有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await buyout.getByRole('button', { name: '余额支付' }).click();
  await expect(toast(page, /^买断成功，设备归您所有/)).toBeVisible();
  await expect(page.getByText('已买断').first()).toBeVisible();

  // Top up online at the sandbox cashier, then the account shows the balance and its ledger.
  await page.goto('/myAccount');
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText(/^¥[\d,]+\.\d{2}$/);
  const before = Number(((await balance.textContent()) ?? '').replace(/[¥,]/g, ''));
  await page.getByRole('button', { name: '充值' }).click();
  const topUp = page.getByRole('dialog', { name: '账户充值' });
  await topUp.getByRole('textbox', { name: '充值金额' }).fill('200');
  await topUp.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/paySandbox\?tradeNo=[0-9a-f]{32}$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥200.00');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/myAccount$/);
  await expect(balance).toHaveText(`¥${(before + 200).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  const ledger = page.getByRole('table', { name: '余额明细' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('在线充值');
  await expect(ledger.getByText('支付买断款')).toBeVisible();
});

test('a person with an overdue bill is told so on the product page, in the cart and at checkout, and the link opens that bill in 我的账单', async ({ page, request }) => {
  test.setTimeout(150_000);
  await logInAs(page, DEMO_PERSONAL);
  const orderNo = await rentAndPay(page);
  await shipForTest(request, orderNo);
  await confirmReceipt(page, orderNo);
  const overdue = await makeNextBillOverdueForTest(request, orderNo);

  const notice = page.getByTestId('overdue-bills-notice');
  const toBill = notice.getByRole('link', { name: '去“我的账单”支付' });
  const billHref = `/myBill?status=2&orderNo=${orderNo}`;

  // The product page says it by the rent buttons, before anything is chosen or added.
  await page.goto('/details?id=2');
  await expect(notice).toHaveText('您有 1 期逾期未付的账单，暂不能下新订单，请先结清。去“我的账单”支付');
  await expect(toBill).toHaveAttribute('href', billHref);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast(page, '已加入购物车')).toBeVisible();

  // The cart says it, and so does checkout, which refuses the order.
  await page.goto('/shopCar');
  await expect(notice).toContainText('您有 1 期逾期未付的账单');
  await expect(toBill).toHaveAttribute('href', billHref);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order\?lines=[\d,]+$/);
  await expect(notice).toContainText('您有 1 期逾期未付的账单');
  await expect(page.getByRole('button', { name: '提交订单' })).toHaveCount(0);

  // The link opens 我的账单 on that one bill, payable at once.
  await toBill.click();
  await expect(page).toHaveURL(new RegExp(`/myBill\\?status=2&orderNo=${orderNo}$`));
  await expect(page.getByRole('combobox', { name: '账单状态' })).toHaveText('逾期');
  const rows = page.getByRole('table', { name: '账单列表' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  const bill = rows.nth(1);
  await expect(bill).toContainText(`第 ${overdue.period}/`);
  await expect(bill).toContainText(overdue.dueDate);
  await expect(bill.getByText('逾期', { exact: true })).toBeVisible();
  await bill.getByRole('button', { name: `支付订单 ${orderNo} 第 ${overdue.period} 期账单` }).click();
  await page.getByRole('dialog', { name: '支付账单' }).getByRole('button', { name: '余额支付' }).click();
  await expect(toast(page, /^支付成功，账户余额 ¥[\d,]+\.\d{2}$/)).toBeVisible();

  // Paid: the cart says nothing more about bills, and goes back to how it was.
  const judged = page.waitForResponse((response) => response.url().includes('/prod-api/api/wOrder/judgeSwitch/'));
  await page.goto('/shopCar');
  expect((await (await judged).json()) as unknown).toMatchObject({ code: 200, data: { allowed: true, overdue: null } });
  await expect(notice).toHaveCount(0);
  const lines = page.getByRole('list', { name: '购物车商品' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await lines.getByRole('button', { name: /^删除 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('购物车还是空的')).toBeVisible();
});

test('a company signs automatic payment from the balance; on the next bill’s due day the bill is paid from the balance, once, with a 消息; then it signs through the provider instead, and the next bill is withheld by the provider', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await logInAs(page, DEMO_COMPANY);
  const orderNo = await rentAndPay(page);
  await shipForTest(request, orderNo);
  await confirmReceipt(page, orderNo);

  await page.goto('/myAccount');
  const card = page.getByRole('region', { name: '自动扣款' });
  const status = card.getByTestId('withholding-status');
  await expect(status).toHaveText(/已开通|签约中|未开通/);
  // Whatever an earlier spec left (the company may have signed either way): start from none.
  if ((await status.textContent()) !== '未开通') {
    expect((await (await page.request.post('/prod-api/api/wUser/daikou/end', { data: {} })).json()) as unknown).toMatchObject({ code: 200 });
    await page.reload();
  }
  await expect(status).toHaveText('未开通');
  await expect(card.getByRole('radio', { name: '账户余额' })).toBeChecked();
  await card.getByRole('checkbox', { name: '我已阅读并同意《自动扣款服务协议》' }).check();
  await card.getByRole('button', { name: '开通自动扣款' }).click();
  await expect(status).toHaveText('已开通');
  await expect(card.getByText(/^协议编号 DK\d{20} · 扣款方式 账户余额 · 开通时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  const balance = page.getByTestId('account-balance');
  const amountOf = async () => Number(((await balance.textContent()) ?? '').replace(/[¥,]/g, ''));
  const before = await amountOf();

  // The due day comes: the scheduler collects the bill from the balance.
  const due = await makeNextBillDueTodayForTest(request, orderNo);
  await page.goto(`/myBill?orderNo=${orderNo}`);
  const billRow = (period: number) =>
    page
      .getByRole('table', { name: '账单列表' })
      .getByRole('row')
      .filter({ hasText: new RegExp(`第 ${period}/\\d+ 期`) });
  await expect(billRow(due.period).getByText('已支付')).toBeVisible();
  await expect(page.getByTestId('bill-autopay')).toContainText('已开通自动扣款：账单到期日当天自动通过账户余额扣款。');
  await page.goto('/news');
  const notes = page.getByRole('list', { name: '消息列表' }).getByRole('listitem').filter({ hasText: '账单已自动扣款' }).filter({ hasText: orderNo });
  await expect(notes.filter({ hasText: `第 ${due.period}/` })).toHaveCount(1);
  await expect(notes.filter({ hasText: `第 ${due.period}/` })).toContainText('通过账户余额自动扣款');
  await page.goto('/myAccount');
  expect(await amountOf()).toBeLessThan(before);

  // Ended after a confirmation: later bills are paid by hand.
  await card.getByRole('button', { name: '关闭自动扣款' }).click();
  await page.getByRole('dialog', { name: '关闭自动扣款' }).getByRole('button', { name: '确定关闭' }).click();
  await expect(status).toHaveText('未开通');

  // Signed again through the payment provider: its (sandbox) signing page, then back here.
  await card.getByRole('radio', { name: '在线支付免密扣款' }).check();
  await card.getByRole('checkbox', { name: '我已阅读并同意《自动扣款服务协议》' }).check();
  await card.getByRole('button', { name: '前往签约' }).click();
  await expect(page).toHaveURL(/\/signSandbox\?signNo=[0-9a-f]{32}$/);
  await expect(page.getByTestId('sandbox-single-limit')).toHaveText('¥5,000.00');
  await expect(page.getByTestId('sandbox-notice')).toContainText('沙箱签约，不产生真实扣款');
  await page.getByRole('button', { name: '同意签约' }).click();
  await expect(page).toHaveURL(/\/myAccount#withholding$/);
  await expect(status).toHaveText('已开通');
  await expect(card.getByText(/^协议编号 DK\d{20} · 扣款方式 在线支付免密扣款 · 开通时间 /)).toBeVisible();
  const beforeProvider = await amountOf();

  // The next due day: the provider withholds the bill; the balance is not touched.
  const next = await makeNextBillDueTodayForTest(request, orderNo);
  expect(next.period).toBeGreaterThan(due.period);
  await page.goto(`/myBill?orderNo=${orderNo}`);
  await expect(billRow(next.period).getByText('已支付')).toBeVisible();
  await expect(page.getByTestId('bill-autopay')).toContainText('已开通自动扣款：账单到期日当天自动通过在线支付免密扣款扣款。');
  await page.goto('/news');
  const withheld = notes.filter({ hasText: `第 ${next.period}/` });
  await expect(withheld).toHaveCount(1);
  await expect(withheld).toContainText('通过在线支付免密扣款自动扣款');
  // Settled as an online payment: the provider's trade was paid.
  await expect(
    page
      .getByRole('list', { name: '消息列表' })
      .getByRole('listitem')
      .filter({ hasText: '账单支付成功' })
      .filter({ hasText: `订单 ${orderNo} 第 ${next.period}/` }),
  ).toContainText('您已通过在线支付结清');
  await page.goto('/myAccount');
  expect(await amountOf()).toBe(beforeProvider);
  // The company keeps paying this way (a 个人转对公账户 must hold an agreement to order).
  await expect(status).toHaveText('已开通');
});
