/**
 * The back office's content pages end to end: the demo merchant lists a laptop with
 * two configurations from 编辑商品, previews the draft, puts it on sale and finds both
 * configurations on its public page, then takes it off sale and it leaves the store page; the
 * platform publishes an article with a picture and it shows on /newsCenter.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillConfiguration } from './console-steps';
import { CONSOLE_ADMIN, CONSOLE_MERCHANT, faultPhoto, logInToConsole, openFromConsoleMenu } from './support';

const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: faultPhoto() });

/** Answers the console's 系统提示 question with `button`. */
async function confirm(page: Page, button = '确定') {
  const dialog = page.getByRole('dialog', { name: '系统提示' });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

async function typeRichText(editor: Locator, text: string) {
  await editor.click();
  await editor.pressSequentially(text);
}

test('the merchant lists a laptop with two configurations, previews the draft, puts it on sale, and takes it off again', async ({ page, context }) => {
  test.setTimeout(180_000);
  const name = `联想 ThinkPad X9 测试机 ${Date.now() % 100000}`;
  await logInToConsole(page, CONSOLE_MERCHANT);
  await openFromConsoleMenu(page, '商品列表');
  await expect(page.getByRole('grid', { name: '商品列表' })).toBeVisible();
  await page.getByRole('button', { name: '新增商品' }).click();
  await expect(page).toHaveURL(/\/console\/goods\/edit$/);
  await expect(page.getByRole('heading', { name: '新增商品' })).toBeVisible();

  // The list's tab stays open behind: everything below is the editor's own tab.
  const editor = page.getByRole('tabpanel', { name: '编辑商品' });
  await expect(editor.getByRole('heading', { name: '新增商品' })).toBeVisible();
  await editor.getByLabel('商品名称').fill(name);
  await editor.getByLabel('副标题').fill('1.1kg 轻薄机身，支持到期买断');
  await editor.getByLabel('品牌').fill('联想');
  await editor.getByLabel('型号').fill('X9 14 Aura');
  await editor.getByRole('combobox', { name: '商品分类' }).click();
  await page.getByRole('option', { name: '轻薄本' }).click();
  await editor.getByLabel('上传商品图片').setInputFiles(picture('front.png'));
  await expect(editor.getByAltText('商品图片 1')).toBeVisible();
  await typeRichText(editor.getByRole('textbox', { name: '商品详情' }), '适合移动办公的轻薄商务本。');

  await fillConfiguration(editor, 1, {
    cpu: 'Intel Core Ultra 5 226V',
    memory: '16GB LPDDR5X',
    storage: '512GB SSD',
    stock: '5',
    deposit: '1000',
    plans: [
      ['12', '299.90', '2999'],
      ['6', '359.5', '4599.99'],
    ],
  });
  await editor.getByRole('button', { name: '添加配置' }).click();
  await fillConfiguration(editor, 2, {
    cpu: 'Intel Core Ultra 7 258V',
    memory: '32GB LPDDR5X',
    storage: '1TB SSD',
    stock: '3',
    deposit: '1500.50',
    plans: [
      ['12', '399.00', '3999'],
      ['24', '329.00', '0'],
    ],
  });

  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '保存成功，商品已存为草稿' })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/goods\/edit\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByRole('heading', { name: `编辑商品 · ${name}` })).toBeVisible();
  await expect(page.getByText('所有修改已保存')).toBeVisible();

  // 预览: the saved draft as shoppers will see it, in a new tab with the console's session.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '预览' }).click()]);
  await expect(preview).toHaveURL(`/detailsPreview?id=${id}`);
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(preview.getByText('适合移动办公的轻薄商务本。')).toBeVisible();
  await preview.close();

  // A shopper's own window (no console session).
  const shopper = await context.browser()?.newPage();
  if (!shopper) throw new Error('no browser');

  await page.getByRole('button', { name: '上架', exact: true }).click();
  await confirm(page);
  await expect(page.getByRole('alert').filter({ hasText: '已上架 1 件商品' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下架', exact: true })).toBeVisible();

  await shopper.goto(`/details?id=${id}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const picker = shopper.getByRole('form', { name: '选择租赁方案' });
  await expect(picker.getByRole('radio', { name: 'Intel Core Ultra 5 226V' })).toBeVisible();
  await expect(picker.getByRole('radio', { name: 'Intel Core Ultra 7 258V' })).toBeVisible();
  await expect(picker.getByRole('radio', { name: /12个月/ })).toBeVisible();

  // The store page counts it, and its 轻薄本 shelf lists it (the page itself shows the 20 most rented).
  const storePage = `/storeDetail?id=${await storeIdOf(page)}`;
  let onSale = 0;
  await expect(async () => {
    await shopper.goto(storePage);
    onSale = Number(/\d+/.exec((await shopper.getByRole('link', { name: /^查看全部 \d+ 件商品$/ }).textContent()) ?? '')?.[0]);
    await shopper.getByRole('link', { name: /^轻薄本 \d+$/ }).click();
    await expect(shopper.getByRole('link', { name }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Off sale from the list: the goods leave the store page at once.
  await openFromConsoleMenu(page, '商品列表');
  const list = page.getByRole('tabpanel', { name: '商品列表' });
  await list.getByRole('textbox', { name: '关键词' }).fill(name);
  await list.getByRole('button', { name: '搜索' }).click();
  await list.getByRole('button', { name: `下架 ${name}` }).click();
  await confirm(page);
  await expect(page.getByRole('alert').filter({ hasText: '已下架 1 件商品' })).toBeVisible();
  await expect(list.getByRole('button', { name: `上架 ${name}` })).toBeVisible();

  await expect(async () => {
    await shopper.goto(storePage);
    await expect(shopper.getByRole('link', { name: `查看全部 ${onSale - 1} 件商品` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await shopper.getByRole('link', { name: /^轻薄本 \d+$/ }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  // A cached page is rebuilt on the request after its tag was revalidated: read until the new one is served.
  const shelf = shopper.url();
  await expect(async () => {
    await shopper.goto(shelf);
    await expect(shopper.getByRole('link', { name })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(async () => expect((await shopper.goto(`/details?id=${id}`))?.status()).toBe(404)).toPass({ timeout: 20_000 });
  await shopper.close();
});

/** The merchant's shop, as 店铺设置 links to it. */
async function storeIdOf(page: Page): Promise<string> {
  await openFromConsoleMenu(page, '店铺设置');
  const link = page.getByRole('link', { name: '查看店铺主页' });
  await expect(link).toHaveAttribute('href', /\/storeDetail\?id=\d+$/);
  return new URL((await link.getAttribute('href')) ?? '', 'http://shop.test').searchParams.get('id') ?? '';
}

test('the platform publishes an article with a picture and it shows on /newsCenter', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `平台公告：企业租赁新政 ${Date.now() % 100000}`;
  await logInToConsole(page, CONSOLE_ADMIN);
  await openFromConsoleMenu(page, '资讯管理', '平台管理');
  await page.getByRole('button', { name: '新增资讯' }).click();
  const dialog = page.getByRole('dialog', { name: '新增资讯' });
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('摘要').fill('企业客户月租最高立减 15%');
  await dialog.getByLabel('作者').fill('平台运营部');
  await dialog.getByLabel('上传封面').setInputFiles(picture('cover.png'));
  await expect(dialog.getByAltText('封面 1')).toBeVisible();
  const body = dialog.getByRole('textbox', { name: '正文' });
  await typeRichText(body, '即日起企业客户享受新的租赁政策。');
  await dialog.getByLabel('上传正文图片').setInputFiles(picture('policy.png'));
  await expect(body.locator('img[src^="/files/"]')).toBeVisible();
  await dialog.getByRole('radio', { name: '发布' }).check();
  await dialog.getByRole('button', { name: '保存并发布' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '资讯已发布' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('grid', { name: '资讯列表' }).getByText(title)).toBeVisible();

  await expect(async () => {
    await page.goto('/newsCenter');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('即日起企业客户享受新的租赁政策。')).toBeVisible();
  const shown = page.locator('article img[src^="/files/"]');
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
