import { test, expect } from '@playwright/test';
import { DEMO_COMPANY, DEMO_PERSONAL, loginWithPassword } from './support';
import { PRODUCT_API, REVALIDATE_SECRET } from '../playwright.config';

test('from the home page a visitor searches, filters, opens a product and sees the rent follow the configuration and term', async ({ page }) => {
  await page.goto('/Homepage');
  await expect(page).toHaveTitle('首页 - 一站式电脑租赁平台');
  await page.getByRole('searchbox', { name: '搜索商品' }).fill('ThinkPad');
  await page.getByRole('search').getByRole('button', { name: '搜索' }).click();

  await expect(page).toHaveURL(/\/list\?keyword=ThinkPad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('搜索“ThinkPad”');
  const count = page.getByText(/共 \d+ 件商品/);
  await expect(count).toBeVisible();
  const before = Number((await count.textContent())?.match(/共 (\d+) 件/)?.[1]);

  // A filter narrows the result and lives in the URL (the back button undoes it).
  await page.getByRole('group', { name: '成色' }).getByRole('link', { name: '二手' }).click();
  await expect(page).toHaveURL(/keyword=ThinkPad.*condition=used/);
  const after = Number((await page.getByText(/共 \d+ 件商品/).textContent())?.match(/共 (\d+) 件/)?.[1]);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await page.goBack();
  await expect(page).toHaveURL(/\/list\?keyword=ThinkPad$/);

  await page
    .getByRole('link', { name: /ThinkPad X1 Carbon 2025/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ThinkPad X1 Carbon 2025');

  const rent = page.getByTestId('monthly-rent');
  const total = page.getByTestId('total-rent');
  const rentAt24 = await rent.textContent();
  await page.getByRole('group', { name: '租期' }).getByText('1个月').click();
  await expect(rent).not.toHaveText(rentAt24 ?? '');
  const rentAt1 = await rent.textContent();
  await expect(total).toHaveText(rentAt1 ?? '');

  // Another processor is another SKU with its own price.
  const processor = page.getByRole('group', { name: '处理器' });
  await processor.getByText('Intel Core Ultra 7 258V').click();
  await expect(rent).not.toHaveText(rentAt1 ?? '');
  await expect(page.getByRole('region', { name: '费用明细' })).toContainText('押金');
});

test('a facet URL is served from the cache and a bad product id is a 404', async ({ page, request }) => {
  const facet = await request.get('/list?categoryId=12&sort=newest');
  expect(facet.status()).toBe(200);
  expect(await facet.text()).toContain('游戏本');
  expect((await request.get('/details?id=999999')).status()).toBe(404);
  expect((await request.get('/details?id=abc')).status()).toBe(404);
  await page.goto('/details?id=999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('抱歉，您访问的页面不存在');
});

test('a visitor applies to open a shop: bad fields are named, nothing typed is lost, then the application is received', async ({ page }) => {
  await page.goto('/joiningTheStore');
  await page.getByLabel('企业名称').fill('杭州云联数码科技有限公司');
  await page.getByLabel('联系人').fill('王强');
  await page.getByLabel('手机号码').fill('1380013800');
  await page.getByLabel('统一社会信用代码').fill('91330100799655058C');
  await page.getByLabel('主营类目').selectOption('笔记本电脑');
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();
  await expect(page.getByText('统一社会信用代码校验位不正确，请核对营业执照')).toBeVisible();
  await expect(page.getByLabel('企业名称')).toHaveValue('杭州云联数码科技有限公司');

  await page.getByLabel('手机号码').fill('13800138011');
  await page.getByLabel('统一社会信用代码').fill('91330100799655058B');
  await page.getByLabel('留言（选填）').fill('主营联想、戴尔商务本，现有库存 300 台。');
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page.getByText('提交成功，我们将在 3 个工作日内与您联系')).toBeVisible();
  await expect(page.getByText('申请编号', { exact: true })).toBeVisible();
});

test('a logged-out visitor claims a coupon through the login page and comes back with it', async ({ page }) => {
  await page.goto('/receiveCoupons');
  const card = page.getByRole('listitem').filter({ hasText: '游戏本专享 满 500 减 60' });
  await card.getByRole('button', { name: '立即领取' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginWithPassword(page, DEMO_PERSONAL.phone, DEMO_PERSONAL.password);

  await expect(page).toHaveURL(/\/receiveCoupons$/);
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '游戏本专享 满 500 减 60' }).getByRole('button', { name: '已领取' })).toBeDisabled();
});

test('the sitemap lists goods, stores and news, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/\/details\?id=\d+/);
  expect(sitemap).toMatch(/\/storeDetail\?id=\d+/);
  expect(sitemap).toMatch(/\/newsDetail\?id=\d+/);
  expect(sitemap).not.toContain('/myAccount');
  expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
});

test('a product page carries Product JSON-LD with an offer per lease plan', async ({ page }) => {
  await page.goto('/details?id=1');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Product');
  expect(product).toBeDefined();
  const offers = product?.offers as { '@type': string; offers: unknown[]; offerCount: number };
  expect(offers.offerCount).toBeGreaterThan(1);
  expect(offers.offers).toHaveLength(offers.offerCount);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/details\?id=1$/);
});

test('a merchant previews an unpublished goods that shoppers cannot open', async ({ page }) => {
  await page.goto('/detailsPreview?id=1');
  await expect(page.getByText('请先登录商家后台后再预览商品')).toBeVisible();

  // The back-office login (its pages come later): through the shop's /prod-api door, as the console will.
  const captcha = (await (await page.request.get('/prod-api/auth/api/captcha')).json()) as { data: { uuid: string } };
  const answer = (await (await page.request.get(`${PRODUCT_API}/dev/captcha/latest?uuid=${captcha.data.uuid}`)).json()) as { data: { text: string } };
  const login = await page.request.post('/prod-api/auth/api/login/sys', {
    data: { username: 'admin', password: 'Admin@2026', code: answer.data.text, uuid: captcha.data.uuid },
  });
  expect(((await login.json()) as { code: number }).code).toBe(200);

  let draftId = 0;
  for (let id = 170; id > 0 && draftId === 0; id -= 1) {
    const preview = (await (await page.request.get(`/prod-api/api/wGoods/preview/${id}`)).json()) as { code: number; data?: { slug: string } };
    if (preview.data?.slug === 'lenovo-thinkpad-x9-15-aura-preview') draftId = id;
  }
  expect(draftId).toBeGreaterThan(0);

  await page.goto(`/detailsPreview?id=${draftId}`);
  await expect(page.getByText('预览模式：该商品尚未上架，顾客看不到此页面')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ThinkPad X9');
  expect((await page.request.get(`/details?id=${draftId}`)).status()).toBe(404);
});

test('cache tags are revalidated at once with the secret, and refused without it', async ({ request }) => {
  const refused = await request.post('/revalidate', { data: { tags: ['goods'] }, headers: { authorization: 'Bearer wrong' } });
  expect(refused.status()).toBe(401);
  const unknown = await request.post('/revalidate', { data: { tags: ['orders'] }, headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } });
  expect(((await unknown.json()) as { msg: string }).msg).toBe('缓存标签不正确');
  const accepted = await request.post('/revalidate', { data: { tags: ['goods:1', 'goods'] }, headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } });
  expect(await accepted.json()).toEqual({ code: 200, msg: '操作成功', data: { revalidated: ['goods:1', 'goods'] } });
  expect((await request.get('/details?id=1')).status()).toBe(200);
});

test('a change on the product server reaches the cached coupon centre at once through its tag', async ({ page, request }) => {
  const name = '学生轻薄本券';
  const pageRemaining = async () => {
    const html = await (await request.get('/receiveCoupons')).text();
    return Number(/剩余 (?:<!-- -->)?([\d,]+)/.exec(html.slice(html.indexOf(name)))?.[1]?.replace(/,/g, ''));
  };
  const serverRemaining = async () => {
    const offers = (await (await page.request.get('/prod-api/api/coupon/centre')).json()) as { data: Array<{ id: number; name: string; remaining: number }> };
    const offer = offers.data.find((item) => item.name === name);
    if (!offer) throw new Error(`no coupon ${name}`);
    return offer;
  };

  // The page comes from Next's cache, not from a render per request.
  const first = await request.get('/receiveCoupons');
  expect(['HIT', 'STALE']).toContain(first.headers()['x-nextjs-cache']);

  // A customer claims one (through the shop's door, as the page would).
  const login = await page.request.post('/prod-api/api/register/reg/paLogin', { data: { phone: DEMO_COMPANY.phone, passWord: DEMO_COMPANY.password } });
  expect(((await login.json()) as { code: number }).code).toBe(200);
  const offer = await serverRemaining();
  const claim = await page.request.post('/prod-api/api/coupon/claim', { data: { templateId: offer.id } });
  expect(((await claim.json()) as { code: number }).code).toBe(200);
  const after = (await serverRemaining()).remaining;
  expect(after).toBe(offer.remaining - 1);

  await request.post('/revalidate', { data: { tags: ['coupons'] }, headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } });
  await expect(async () => expect(await pageRemaining()).toBe(after)).toPass({ timeout: 10_000 });
});
