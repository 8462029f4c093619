import { test, expect } from '@playwright/test';
import { asPlatform, DEMO_COMPANY, logInAs, platformToken, rentAndPay } from './support';

test('a company submits its special VAT invoice qualification, the platform approves it, and the company applies for a special invoice for a paid bill, which the seller issues', async ({
  page,
  request,
}) => {
  // Three actors and a rental on the way, like the other long journeys: past 60 s on a busy machine.
  test.setTimeout(150_000);
  await logInAs(page, DEMO_COMPANY);
  const orderNo = await rentAndPay(page);

  // 开票信息: the receiving email, a company title and the qualification for review.
  await page.goto('/invoiceInfo');
  await expect(page.getByRole('heading', { name: '开票信息', level: 1 })).toBeVisible();
  const emailSection = page.getByRole('region', { name: '接收邮箱' });
  await emailSection.getByRole('textbox', { name: '接收邮箱' }).fill('caiwu@yunqi-tech.example.cn');
  await emailSection.getByRole('button', { name: '保存邮箱' }).click();
  await expect(page.getByText('接收邮箱已保存')).toBeVisible();

  const titles = page.getByRole('region', { name: '发票抬头' });
  await titles.getByRole('button', { name: '新增抬头' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头（企业）' });
  await expect(dialog.getByRole('textbox', { name: '发票抬头（企业名称）' })).toHaveValue(DEMO_COMPANY.company);
  await dialog.getByRole('textbox', { name: '纳税人识别号' }).fill('91440300MA5G8K3Q21');
  await dialog.getByRole('textbox', { name: '注册地址' }).fill('深圳市南山区科苑路 15 号科兴科学园 B 栋 1201');
  await dialog.getByRole('textbox', { name: '注册电话' }).fill('0755-86668888');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(titles.getByRole('listitem', { name: `抬头 ${DEMO_COMPANY.company}` })).toContainText('91440300MA5G8K3Q21');

  const qualificationSection = page.getByRole('region', { name: '增值税专用发票资质' });
  const form = qualificationSection.getByRole('form', { name: '专用发票资质' });
  if (await form.isVisible()) {
    await form.getByRole('textbox', { name: '纳税人识别号' }).fill('91440300MA5G8K3Q21');
    await form.getByRole('textbox', { name: '开户银行' }).fill('招商银行深圳科技园支行');
    await form.getByRole('textbox', { name: '银行账号' }).fill('7559 1234 5610 001');
    await form.getByRole('button', { name: '提交审核' }).click();
  } else {
    // A qualification from an earlier run: submitting it again sends it back to review.
    await qualificationSection.getByRole('button', { name: /修改/ }).click();
    await form.getByRole('button', { name: '提交审核' }).click();
    const confirm = page.getByRole('dialog', { name: '重新提交资质' });
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: '重新提交' }).click();
  }
  await expect(qualificationSection.getByText('审核中', { exact: true })).toBeVisible();

  // The platform approves it (back office, through the API).
  const token = await platformToken(request);
  const pending = await asPlatform<{ rows: Array<{ id: number; companyName: string }> }>(request, token, 'GET', '/api/wInvoiceTitle/sys/qualifications?status=0&limit=50');
  const mine = pending.rows.find((row) => row.companyName === DEMO_COMPANY.company);
  expect(mine).toBeTruthy();
  await asPlatform(request, token, 'POST', '/api/wInvoiceTitle/sys/review', { id: mine?.id, approved: true });
  await page.reload();
  await expect(qualificationSection.getByText('已通过', { exact: true })).toBeVisible();

  // 我的发票, from the order's link: the paid bill is ticked; a special VAT invoice is requested.
  await page.goto(`/myInvoice?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { name: '我的发票', level: 1 })).toBeVisible();
  const firstBill = page.getByRole('checkbox', { name: `选择 ${orderNo} 第 1/` });
  await expect(firstBill).toBeChecked();
  await expect(page.getByTestId('invoice-selection')).toContainText('已选 1 期');
  await page.getByRole('radio', { name: '增值税专用发票' }).check();
  await expect(page.getByLabel('专用发票资质')).toContainText('91440300MA5G8K3Q21');
  await expect(page.getByRole('textbox', { name: '接收邮箱' })).toHaveValue('caiwu@yunqi-tech.example.cn');
  await page.getByRole('button', { name: '提交申请' }).click();
  const confirm = page.getByRole('dialog', { name: '确认申请开票' });
  await expect(confirm).toContainText(`申请开具增值税专用发票：抬头「${DEMO_COMPANY.company}」，共 1 期`);
  await confirm.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(/发票申请已提交（FP\d{20}）/)).toBeVisible();
  await expect(page.getByText(`订单 ${orderNo} 暂无可开票的款项`)).toBeVisible();

  const requests = page.getByRole('table', { name: '发票申请' });
  const row = requests.getByRole('row').filter({ hasText: '增值税专用发票' }).first();
  await expect(row).toContainText('申请中');
  const requestNo = ((await row.getAttribute('aria-label')) ?? '').replace('发票申请 ', '');
  expect(requestNo).toMatch(/^FP\d{20}$/);

  // The seller issues it (back office, through the API); the customer reads the number and date.
  // Dated today in Shanghai, the product server's calendar (the request was made today).
  const invoiceDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  await asPlatform(request, token, 'POST', '/api/wInvoice/sys/issue', { requestNo, invoiceNo: '26442000000077770001', invoiceDate });
  await page.reload();
  const issued = page.getByRole('row', { name: `发票申请 ${requestNo}` });
  await expect(issued).toContainText('已开具');
  await expect(issued).toContainText(`发票号码 26442000000077770001 · 开票日期 ${invoiceDate}`);
  await issued.getByRole('button', { name: `查看发票申请 ${requestNo} 的详情` }).click();
  const detail = page.getByRole('dialog', { name: `发票申请 ${requestNo}` });
  await expect(detail.getByRole('table', { name: '包含的款项' })).toContainText(orderNo);
  await expect(detail).toContainText('招商银行深圳科技园支行 755912345610001');
  await expect(detail).toContainText(`开票日期${invoiceDate}`);
  await detail.getByRole('button', { name: '关闭' }).click();

  // Another paid rental waits to be invoiced: the page as a customer finds it, with it ticked.
  const nextOrderNo = await rentAndPay(page);
  await page.goto('/myInvoice');
  await page.getByRole('checkbox', { name: `选择 ${nextOrderNo} 第 1/` }).check();
  await expect(page.getByTestId('invoice-selection')).toContainText('已选 1 期');
  await expect(page.getByRole('row', { name: `发票申请 ${requestNo}` })).toContainText('已开具');
});
