// Takes screenshots of the running shop's pages for review and for the README:
//   node scripts/screenshots.mjs [baseUrl] [outDir] [group,…]
// Groups (all by default): shop, center, renting, overdue, mobile.
// Run it against a shop started with the demo history (`npm start` on a fresh DATA_DIR): the
// personal center's fourteen pages are shown lived in, as the demo customers find them. The
// renting pages place, pay and (through the product server's development door at PRODUCT_API_URL,
// default http://127.0.0.1:8080, so DEV_OUTBOX=1) ship a real order as the demo company.
// Desktop pages at 1366 px wide, the mobile page on a phone-sized screen.
import { chromium, devices } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const productApi = process.env.PRODUCT_API_URL ?? 'http://127.0.0.1:8080';
const groups = process.argv[4]?.split(',') ?? ['shop', 'center', 'renting', 'overdue', 'mobile'];
const launch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

const desktopPages = [
  ['homepage', '/Homepage'],
  ['list', '/list?categoryId=1'],
  ['list-search', '/list?keyword=thinkpad&sort=priceAsc'],
  ['list-empty', '/list?keyword=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%95%86%E5%93%81'],
  ['details', '/details?id=1'],
  ['purchase-detail', '/purchaseDetail?id=89'],
  ['limited-offer', '/limitedOffer'],
  ['purchase', '/purchase'],
  ['quality-store', '/qualityStore'],
  ['store-detail', '/storeDetail?id=1'],
  ['news-center', '/newsCenter'],
  ['news-detail', '/newsDetail?id=1'],
  ['receive-coupons', '/receiveCoupons'],
  ['joining-the-store', '/joiningTheStore'],
  ['common-problem', '/commonProblem'],
  ['login', '/login'],
  ['register', '/rgister'],
  ['retrieve', '/Retrieve'],
  ['not-found', '/404'],
];

/** Scrolls through the page so lazily loaded pictures are in the screenshot. */
async function showLazyImages(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => {});
}

/** Waits until a client page has its data: the network quiet and no skeleton or spinner left. */
async function settled(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('.MuiSkeleton-root, [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

/** Logs in on /login (the demo password) and lands on `path`. */
async function logIn(page, phone, path) {
  await page.goto(`${base}/login?redirect=${encodeURIComponent(path)}`, { waitUntil: 'load' });
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill('Zulin@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`**${path}`);
}

/** The personal center as the demo company lives in it (the person's bills and coupons after). */
const companyCenter = [
  ['my-account', '/myAccount'],
  ['authentication', '/authentication'],
  ['ship-to-address', '/shipToAddress'],
  ['my-order-list', '/myOrderList'],
  ['my-bill-company', '/myBill'],
  ['my-equipment', '/myEquipment'],
  ['return-and-replace-and-repair', '/returnAndReplaceAndRepair'],
  ['my-invoice', '/myInvoice'],
  ['invoice-info', '/invoiceInfo'],
  ['account-safe', '/accountSafe'],
  ['news', '/news'],
];
const personCenter = [
  ['my-bill', '/myBill'],
  ['my-coupon', '/myCoupon'],
  // Money that went back: his balance ledger says what and why, his invoices wait for or carry their red-letter invoice.
  ['my-account-person', '/myAccount'],
  ['my-invoice-person', '/myInvoice'],
];

async function centerPages(browser) {
  for (const [phone, pages] of [
    ['13900139000', companyCenter],
    ['13800138000', personCenter],
  ]) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    await logIn(page, phone, pages[0][1]);
    for (const [name, path] of pages) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await settled(page);
      await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    }
    await context.close();
  }
}

/**
 * Renting as the demo company: the cart, checkout, payment, the finished page, the order's
 * details. Places and pays a real order on the running shop. (/changeBodyOrder is a person's
 * page, and the demo person's overdue bill keeps him from it: its picture is not retaken here.)
 */
async function rentingPages(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto(`${base}/login?redirect=%2FshopCar`, { waitUntil: 'load' });
  await page.getByLabel('手机号码').fill('13900139000');
  await page.getByLabel('密码', { exact: true }).fill('Zulin@2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/shopCar');
  for (const id of [1, 2]) {
    await page.goto(`${base}/details?id=${id}`, { waitUntil: 'load' });
    // One order is one term: both on 12 months.
    await page.getByRole('group', { name: '租期' }).getByText('12个月').click();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByText('已加入购物车').first().waitFor();
  }
  await page.goto(`${base}/shopCar`, { waitUntil: 'load' });
  await page.getByTestId('cart-payable').waitFor();
  await page.screenshot({ path: `${out}/shop-car.png`, fullPage: true });
  await page.getByRole('button', { name: '去结算' }).click();
  await page.getByTestId('checkout-payable').waitFor();
  // The demo customer has saved addresses (the default chosen): type a new one, as a first order would.
  const newAddress = page.getByRole('radio', { name: '使用新地址' });
  await newAddress.or(page.getByLabel(/收货人/)).waitFor();
  if ((await newAddress.count()) > 0) await newAddress.check();
  await page.getByLabel(/收货人/).fill('李娜');
  await page.getByLabel(/手机号码/).fill('13900139000');
  await page.getByLabel('所在地区').click();
  await page.getByRole('option', { name: '广东' }).click();
  await page.getByRole('option', { name: '深圳' }).click();
  await page.getByRole('option', { name: '南山区' }).click();
  await page.getByLabel(/详细地址/).fill('科技园南区 8 栋 1201');
  // The region popover fades out after the district is chosen: wait until it is gone.
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
  await page.screenshot({ path: `${out}/order.png`, fullPage: true });
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL('**/immediatelyPay?orderNo=*');
  await page.getByTestId('pay-amount').waitFor();
  await page.screenshot({ path: `${out}/immediately-pay.png`, fullPage: true });
  await page.getByRole('button', { name: '余额支付' }).click();
  await page.waitForURL('**/orderFinish?orderNo=*');
  await page.screenshot({ path: `${out}/order-finish.png`, fullPage: true });
  const orderNo = new URL(page.url()).searchParams.get('orderNo');

  // Shipped (the development door stands in for the merchant), received: the rental runs.
  const shipped = await fetch(`${productApi}/dev/orders/${orderNo}/ship`, { method: 'POST' }).then((answer) => answer.json());
  if (shipped.code !== 200) throw new Error(`shipping ${orderNo}: ${shipped.msg}`);
  await page.goto(`${base}/submitOrder?orderNo=${orderNo}`, { waitUntil: 'load' });
  await page.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
  await page
    .getByText(/^租期至 /)
    .first()
    .waitFor();
  await page
    .getByRole('table', { name: '账单' })
    .getByText(/^第 2\/\d+ 期$/)
    .waitFor();
  await page.screenshot({ path: `${out}/submit-order.png`, fullPage: true });
  await context.close();
}

/** Takes every line out of the logged-in customer's cart. */
async function emptyCart(page) {
  await page.goto(`${base}/shopCar`, { waitUntil: 'load' });
  const remove = page.getByRole('button', { name: /^删除 / });
  await remove.first().or(page.getByText('购物车还是空的')).first().waitFor();
  while ((await remove.count()) > 0) {
    const left = await remove.count();
    await remove.first().click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await page.waitForFunction((count) => document.querySelectorAll('button[aria-label^="删除 "]').length < count, left);
  }
}

/**
 * The demo person, whose latest bill is overdue, where renting starts: the product page and the
 * cart say so with a link to the bill, and /myBill as that link opens it. On a 1440 px desktop and
 * on a phone; the product page's shots frame the picker, the notice above its rent buttons. Puts
 * one line in his (emptied) cart and takes it out again at the end.
 */
async function overduePages(browser) {
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const cart = await desktop.newPage();
  await logIn(cart, '13800138000', '/shopCar');
  await emptyCart(cart);
  await cart.goto(`${base}/details?id=1`, { waitUntil: 'load' });
  await cart.getByTestId('overdue-bills-notice').waitFor();
  await cart.getByRole('button', { name: '加入购物车' }).click();
  await cart.getByText('已加入购物车').first().waitFor();

  for (const [suffix, screen] of [
    ['', { viewport: { width: 1440, height: 900 } }],
    ['-mobile', devices['Pixel 7']],
  ]) {
    const context = await browser.newContext({ ...screen, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    await logIn(page, '13800138000', '/shopCar');
    await page.goto(`${base}/details?id=1`, { waitUntil: 'load' });
    const notice = page.getByTestId('overdue-bills-notice');
    await notice.waitFor();
    await showLazyImages(page);
    // The rent buttons at the bottom of the screen: the desktop shows the goods' name above them, the phone the price.
    await page.getByRole('button', { name: '立即租赁' }).evaluate((button) => window.scrollTo(0, button.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 32));
    await page.screenshot({ path: `${out}/details-overdue${suffix}.png` });
    await page.goto(`${base}/shopCar`, { waitUntil: 'load' });
    await notice.waitFor();
    await page.getByTestId('cart-payable').waitFor();
    await settled(page);
    await page.screenshot({ path: `${out}/shop-car-overdue${suffix}.png`, fullPage: true });
    await notice.getByRole('link').click();
    await page.waitForURL(/\/myBill\?status=2/);
    await page.getByRole('table', { name: '账单列表' }).waitFor();
    await settled(page);
    // The phone's shot is the screen as the link leaves it: the list scrolled into view, past the center's menu.
    await page.screenshot({ path: `${out}/my-bill-overdue${suffix}.png`, fullPage: !suffix });
    await context.close();
  }

  await emptyCart(cart);
  await desktop.close();
}

const browser = await chromium.launch(launch);
try {
  if (groups.includes('shop')) {
    const desktop = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
    const page = await desktop.newPage();
    for (const [name, path] of desktopPages) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await showLazyImages(page);
      await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    }
  }
  if (groups.includes('center')) await centerPages(browser);
  if (groups.includes('renting')) await rentingPages(browser);
  if (groups.includes('overdue')) await overduePages(browser);

  if (groups.includes('mobile')) {
    const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'zh-CN' });
    const mobilePage = await phone.newPage();
    await mobilePage.goto(`${base}/`, { waitUntil: 'load' });
    await showLazyImages(mobilePage);
    await mobilePage.screenshot({ path: `${out}/mobile-index.png`, fullPage: true });
  }
  console.info(`screenshots written to ${out}`);
} finally {
  await browser.close();
}
