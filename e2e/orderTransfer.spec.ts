import { test, expect } from '@playwright/test';
import { WITHHOLDING_AGREEMENT_TEXT } from '@/lib/http/messages';
import { DEMO_COMPANY, DEMO_PERSONAL, latestSmsCode, logInAs, rentAndPay, shipForTest } from './support';

test('a person hands a running rental to the verified company they work for: the company consents by SMS, the deposit comes back, the order moves to the company, which then orders again only with automatic payment', async ({
  page,
  request,
  browser,
}) => {
  await logInAs(page, DEMO_PERSONAL);
  const orderNo = await rentAndPay(page);
  await shipForTest(request, orderNo);
  // The customer confirms receipt on the order's page (3 → 4): the rent starts, the bills are written.
  await page.goto(`/submitOrder?orderNo=${orderNo}`);
  await expect(page.getByText(/^设备已由顺丰速运发出（运单号 SF\d{13}），收到后请确认收货/)).toBeVisible();
  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText(/^租期至 \d{4}-\d{2}-\d{2}，还剩 \d+ 天/)).toBeVisible();
  // The rest of the term's bills now exist, the second one falling due a month after receipt.
  await expect(page.getByRole('table', { name: '账单' }).getByText(/^第 2\/\d+ 期$/)).toBeVisible();
  await page.getByRole('link', { name: '变更租赁主体' }).click();
  await expect(page).toHaveURL(new RegExp(`/changeBodyOrder\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('heading', { name: '变更租赁主体', level: 1 })).toBeVisible();
  await expect(page.getByText(`订单 ${orderNo}`)).toBeVisible();
  // Every period but the first (paid at checkout) is still to pay.
  await expect(page.getByText(/^\d+ 期$/)).toBeVisible();
  const deposit = (await page.getByTestId('transfer-deposit').textContent()) ?? '';
  expect(deposit).toMatch(/^¥[\d,]+\.\d{2}$/);
  await expect(page.getByRole('region', { name: '变更后将会：' })).toContainText(`您已支付的押金 ${deposit} 退回您的账户余额`);

  await page.getByRole('textbox', { name: '企业账户手机号' }).fill(DEMO_COMPANY.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '企业授权验证码' }).fill(await latestSmsCode(request, DEMO_COMPANY.phone));
  await page.getByRole('textbox', { name: '紧急联系人', exact: true }).fill(DEMO_COMPANY.name);
  await page.getByRole('textbox', { name: '紧急联系人手机号' }).fill('13600004444');
  await page.getByRole('button', { name: '确认变更' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`确定将订单 ${orderNo} 变更为由企业租赁吗？`);
  await dialog.getByRole('button', { name: '确认变更' }).click();

  const done = page.getByRole('status', { name: '租赁主体变更成功' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(/ZT\d{20}/);
  await expect(done).toContainText(DEMO_COMPANY.company);
  await expect(page.getByTestId('transfer-refunded')).toHaveText(deposit);
  // Paid from the balance at checkout, so the deposit went back there.
  await expect(page.getByTestId('transfer-refunded-to')).toHaveText('退回账户余额');

  await done.getByRole('link', { name: '查看我的订单' }).click();
  await expect(page).toHaveURL(/\/myOrderList$/);
  const mine = (await (await page.request.post('/prod-api/api/wOrder/dingD', { data: { limit: 50 } })).json()) as { rows: Array<{ orderNo: string }> };
  expect(mine.rows.map((row) => row.orderNo)).not.toContain(orderNo);
  await expect(page.getByRole('listitem', { name: `订单 ${orderNo}` })).toHaveCount(0);

  // The company sees the rental among its own orders now.
  const companyContext = await browser.newContext();
  try {
    const companyPage = await companyContext.newPage();
    await logInAs(companyPage, DEMO_COMPANY);
    await companyPage.goto('/myOrderList');
    const card = companyPage.getByRole('listitem', { name: `订单 ${orderNo}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('租赁中')).toBeVisible();

    // Having taken a rental over from a person, the company is a 个人转对公账户: it orders again only
    // with automatic payment (the server's 请填写紧急联系人, explained). Whatever an earlier spec left, without one first.
    await companyPage.request.post('/prod-api/api/wUser/daikou/end', { data: {} });
    // The product page asks judgeSwitch, which applies the same rule: both buttons off, the explanation shown.
    await companyPage.goto('/details?id=2');
    await expect(companyPage.getByText(WITHHOLDING_AGREEMENT_TEXT).first()).toBeVisible();
    await expect(companyPage.getByText('请填写紧急联系人', { exact: true })).toHaveCount(0);
    await expect(companyPage.getByRole('button', { name: '立即租赁' })).toBeDisabled();
    await expect(companyPage.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await companyPage.getByRole('link', { name: '去开通自动扣款' }).click();
    await expect(companyPage).toHaveURL(/\/myAccount#withholding$/);
    const withholding = companyPage.getByRole('region', { name: '自动扣款' });
    await expect(withholding).toContainText('个人转对公账户，须先开通自动扣款');
    await withholding.getByRole('checkbox', { name: '我已阅读并同意《自动扣款服务协议》' }).check();
    await withholding.getByRole('button', { name: '开通自动扣款' }).click();
    await expect(withholding.getByTestId('withholding-status')).toHaveText('已开通');
    await companyPage.goto('/details?id=2');
    await companyPage.getByRole('button', { name: '立即租赁' }).click();
    await expect(companyPage.getByRole('button', { name: '提交订单' })).toBeVisible();
  } finally {
    await companyContext.close();
  }
});

test('an order that is not renting shows why it cannot change its renting entity, and no form', async ({ page }) => {
  await logInAs(page, DEMO_PERSONAL);
  const orderNo = await rentAndPay(page);
  await page.goto(`/changeBodyOrder?orderNo=${orderNo}`);
  await expect(page.getByRole('alert').filter({ hasText: '只有租赁中的订单可以变更租赁主体' })).toBeVisible();
  await expect(page.getByRole('button', { name: '确认变更' })).toHaveCount(0);
});
