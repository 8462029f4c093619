import { test, expect } from '@playwright/test';
import { DEMO_COMPANY, logInAs, rentNowAndSubmit } from './support';

/** The second device: another browser on another system, so the device list tells the two apart. */
const FIREFOX_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:133.0) Gecko/20100101 Firefox/133.0';

test('the company’s IT manager signs out another device from /accountSafe, and reads the notifications until the top bar’s mark clears', async ({ page, browser }) => {
  // Two devices: this browser, and a laptop elsewhere.
  const laptopContext = await browser.newContext({ userAgent: FIREFOX_ON_MAC });
  try {
    const laptop = await laptopContext.newPage();
    await logInAs(laptop, DEMO_COMPANY);
    await logInAs(page, DEMO_COMPANY);
    // A rental paid from the balance: its 消息 (submitted, paid, approved) join the list.
    const orderNo = await rentNowAndSubmit(page);
    await page.getByRole('button', { name: '余额支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderFinish\\?orderNo=${orderNo}$`));

    await page.goto('/accountSafe');
    await expect(page.getByRole('heading', { name: '账户安全', level: 1 })).toBeVisible();
    const devices = page.getByRole('list', { name: '登录设备列表' });
    const current = devices.getByRole('listitem', { name: /（当前设备）$/ });
    await expect(current).toHaveCount(1);
    await expect(current.getByText('当前设备')).toBeVisible();
    const other = devices.getByRole('listitem', { name: 'Firefox 133 · macOS 10.15' });
    await expect(other).toBeVisible();
    // The demo company was already signed in on a Windows PC and an iPhone.
    await expect(devices.getByRole('listitem', { name: 'Safari 18 · iOS 18.1' })).toBeVisible();
    const signIns = page.getByRole('table', { name: '最近登录记录' });
    await expect(signIns.getByRole('row')).not.toHaveCount(1);
    await expect(signIns.getByText('失败', { exact: true })).toBeVisible();

    // Sign out the laptop: asked first, then gone from the list.
    await other.getByRole('button', { name: '退出 Firefox 133 · macOS 10.15' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确定让 Firefox 133 · macOS 10.15');
    await dialog.getByRole('button', { name: '退出该设备' }).click();
    await expect(page.getByText('该设备已退出登录')).toBeVisible();
    await expect(other).toHaveCount(0);

    // The laptop is logged out: its next page of the center sends it to the login page.
    await laptop.goto('/myOrderList');
    await expect(laptop).toHaveURL(/\/login\?redirect=/);
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: '账户安全', level: 1 })).toBeVisible();
  } finally {
    await laptopContext.close();
  }

  // New devices wrote 新设备登录提醒: the top bar's mark is on.
  const mark = page.getByTestId('news-mark');
  await expect(mark).toBeVisible();
  await page.getByTestId('news-link').click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { name: '消息通知', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: '消息列表' });
  const unread = list.getByRole('listitem', { name: /^未读：/ });
  await expect(unread.first()).toBeVisible();
  // Newest first: this spec's own payment leads whatever other specs' orders wrote to the shared demo company.
  await expect(list.getByRole('listitem', { name: '未读：订单支付成功' }).first().getByRole('link', { name: '查看订单' })).toHaveAttribute(
    'href',
    /\/submitOrder\?orderNo=ZL\d{20}$/,
  );

  // One read, then all: the marks and the top bar's indicator clear.
  const before = await unread.count();
  await unread
    .first()
    .getByRole('button', { name: /标为已读/ })
    .click();
  await expect(unread).toHaveCount(before - 1);
  // Other specs share the demo company, so how many 消息 were read before is not this test's to know; the one just read shows as read.
  await expect(list.getByRole('listitem', { name: /^已读：/ }).first()).toBeVisible();
  if (before > 1) {
    await expect(mark).toBeVisible();
    await page.getByRole('button', { name: '全部标为已读' }).click();
  }
  await expect(unread).toHaveCount(0);
  await expect(mark).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '未读（0）' })).toBeVisible();
  // And it stays off on the next page.
  await page.goto('/myOrderList');
  await expect(page.getByTestId('news-link')).toBeVisible();
  await expect(page.getByTestId('news-mark')).toHaveCount(0);
});
