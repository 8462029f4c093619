/**
 * The platform's pages of the back office: a shop application approved in 入驻申请
 * opens the shop and its merchant login, whose holder sets a password with the SMS code on
 * /console/setPassword and logs in to their own shop's menu; 店铺管理 closes that shop (its page
 * stops listing its goods) and reopens it; 优惠券 publishes a template to the coupon centre; a
 * merchant calling a platform endpoint by hand is refused with code 403.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRODUCT_API } from '../playwright.config';
import { approveShopApplication, setPasswordAndLogIn } from './console-steps';
import { CONSOLE_ADMIN, CONSOLE_MERCHANT, faultPhoto, freshCreditCode, freshPhone, logInToConsole, openFromConsoleMenu } from './support';

test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now()).slice(-6);
/** The applicant, and what the platform opens for them (filled in by the first test). */
const applicant = { company: `杭州市云帆数码科技有限公司${suffix}`, city: '杭州', contactName: '周航', phone: freshPhone(), creditCode: freshCreditCode() };
const opened = {
  storeId: 0,
  storeName: `云帆数码${suffix}`,
  slug: `yunfan-${suffix}`,
  username: `yunfan_${suffix}`,
  password: 'Yunfan2026ok',
  goodsName: `云帆 ThinkPad X1 Carbon ${suffix}`,
};

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: '系统提示' });

/** A back-office call through the storefront's door with the page's own console session (as a page script would make it). */
async function throughDoor<T>(
  page: Page,
  path: string,
  options: { data?: object; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> },
): Promise<{ code: number; msg: string; data?: T }> {
  const answer = await page.request.post(`/prod-api/${path}`, { ...options, headers: { origin: new URL(page.url()).origin } });
  return (await answer.json()) as { code: number; msg: string; data?: T };
}

async function submitJoinApplication(request: APIRequestContext): Promise<void> {
  const answer = await request.post(`${PRODUCT_API}/api/apply/joiningTheStore`, {
    data: {
      company: applicant.company,
      contactName: applicant.contactName,
      phone: applicant.phone,
      businessLicenceNo: applicant.creditCode,
      category: '笔记本电脑',
      message: '主营商务笔记本按月租赁',
    },
  });
  const body = (await answer.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
}

/** ARRANGEMENT: the new merchant lists one laptop through the back office's own calls (the goods pages are tested elsewhere). */
async function listOneLaptop(page: Page): Promise<void> {
  const upload = await throughDoor<{ key: string }>(page, 'api/sys/file/upload', {
    multipart: { purpose: 'goods', file: { name: 'laptop.png', mimeType: 'image/png', buffer: faultPhoto() } },
  });
  expect(upload.code, upload.msg).toBe(200);
  const saved = await throughDoor<{ id: number }>(page, 'api/sys/goods/save', {
    data: {
      name: opened.goodsName,
      categoryId: 11,
      brand: 'ThinkPad',
      condition: 'new',
      images: [upload.data?.key],
      skus: [
        {
          cpu: 'Intel Core Ultra 7',
          memory: '32GB',
          storage: '1TB SSD',
          graphics: '集成显卡',
          screen: '14 英寸 2.8K',
          stock: 5,
          deposit: 300_000,
          plans: [{ termMonths: 12, monthlyRent: 39_900, buyoutPrice: 500_000 }],
        },
      ],
    },
  });
  expect(saved.code, saved.msg).toBe(200);
  const published = await throughDoor(page, 'api/sys/goods/publish', { data: { ids: [saved.data?.id], onSale: true } });
  expect(published.code, published.msg).toBe(200);
}

/** The public store page, read again until it shows (or no longer shows) the goods: the product server revalidates it. */
async function expectStorePageListing(page: Page, listed: boolean): Promise<void> {
  await expect(async () => {
    await page.goto(`/storeDetail?id=${opened.storeId}`);
    await expect(page.getByText(opened.goodsName).first()).toBeVisible({ visible: listed, timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("the admin approves a shop application; the new merchant sets a password with the SMS code, logs in and sees only their shop's menu", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await submitJoinApplication(request);

  await logInToConsole(page, CONSOLE_ADMIN, '/console/applications');
  opened.storeId = await approveShopApplication(page, applicant, opened);

  // The merchant, in a browser of their own: from the console login to the set-password page and back.
  const merchant = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })).newPage();
  await merchant.goto('/console/setPassword');
  await expect(merchant).toHaveTitle('设置登录密码 - 一站式电脑租赁平台');
  await setPasswordAndLogIn(merchant, request, applicant, opened);
  await expect(sideMenu(merchant).getByRole('link', { name: '设备管理', exact: true })).toBeVisible();
  await expect(sideMenu(merchant).getByText('店铺设置', { exact: true })).toBeVisible();
  await expect(sideMenu(merchant).getByText('平台管理')).toHaveCount(0);
  // A platform page asked for by address is the console's 404 for them.
  await merchant.goto('/console/applications');
  await expect(merchant.getByRole('heading', { name: '页面不存在' })).toBeVisible();

  await listOneLaptop(merchant);
  await merchant.context().close();
});

test('the admin closes the new shop with a reason: its page stops listing its goods; reopening brings them back', async ({ page }) => {
  test.setTimeout(120_000);
  expect(opened.storeId, 'the shop opened by the first test').toBeGreaterThan(0);
  await expectStorePageListing(page, true);

  await logInToConsole(page, CONSOLE_ADMIN, '/console/stores');
  await page.getByRole('textbox', { name: '关键词' }).fill(opened.slug);
  await page.getByRole('button', { name: '搜索' }).click();
  const grid = page.getByRole('grid', { name: '店铺列表' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  const row = grid.getByRole('row').filter({ hasText: opened.storeName });
  await expect(row).toContainText('营业中');
  await expect(row).toContainText(opened.slug);

  await page.getByRole('button', { name: `停业 ${opened.storeName}` }).click();
  const closing = page.getByRole('dialog', { name: '店铺停业' });
  await closing.getByLabel(/停业原因/).fill('营业执照年检未通过，暂停营业');
  await closing.getByRole('button', { name: '停业' }).click();
  await expect(confirmDialog(page)).toContainText(`确认将「${opened.storeName}」停业吗？`);
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已停业');

  const visitor = await page
    .context()
    .browser()
    ?.newPage({ baseURL: new URL(page.url()).origin });
  if (!visitor) throw new Error('no browser');
  await expectStorePageListing(visitor, false);

  await page.getByRole('button', { name: `复业 ${opened.storeName}` }).click();
  const reopening = page.getByRole('dialog', { name: '店铺复业' });
  await reopening.getByLabel(/复业原因/).fill('年检材料已补齐');
  await reopening.getByRole('button', { name: '复业' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('营业中');
  await expectStorePageListing(visitor, true);
  await visitor.close();
});

test('the admin adds a coupon template in yuan and exports the list: the coupon centre shows it at once', async ({ page }) => {
  const name = `开学季满减${suffix}`;
  await logInToConsole(page, CONSOLE_ADMIN);
  await openFromConsoleMenu(page, '优惠券', '平台管理');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增优惠券' });
  await dialog.getByLabel(/优惠券名称/).fill(name);
  await dialog.getByLabel(/优惠金额/).fill('88.8');
  await dialog.getByLabel(/使用门槛/).fill('999');
  await dialog.getByLabel(/有效天数/).fill('30');
  await dialog.getByLabel(/发放总量/).fill('50');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: '关键词' }).fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  const row = page.getByRole('grid', { name: '优惠券模板' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('¥88.80');
  await expect(row).toContainText('满 ¥999.00');
  await expect(row).toContainText('启用');
  // 导出 writes the filtered rows to a workbook named by the page and the day.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await exported).suggestedFilename()).toMatch(/^优惠券_\d{8}\.xlsx$/);

  await expect(async () => {
    await page.goto('/receiveCoupons');
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test("a merchant calling the platform's store endpoint by hand gets code 403, and the shop stays open", async ({ page, request }) => {
  await logInToConsole(page, CONSOLE_MERCHANT);
  await expect(sideMenu(page).getByText('平台管理')).toHaveCount(0);
  const answer = await throughDoor(page, 'api/sys/store/status', { data: { id: 1, status: 'closed', reason: '越权尝试停业' } });
  expect(answer).toEqual({ code: 403, msg: '当前操作没有权限' });
  const store = (await (await request.get(`${PRODUCT_API}/api/store/1`)).json()) as { code: number };
  expect(store.code).toBe(200);
});
