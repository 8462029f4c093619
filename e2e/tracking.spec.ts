/**
 * A tracked parcel, end to end: a customer rents and pays; the merchant ships it at the order desk
 * with a waybill; the customer follows the parcel on the order's page as its clock moves on (the
 * product server's development door sends it earlier, as the tracking sandbox's routes follow from
 * the time sent) — nothing collected yet, then 已揽收, then the carrier's 已签收 — sees the automatic
 * receipt brought forward to three days after the signature, and when that comes (still within
 * seven days of shipping) the rental starts by itself. The merchant sees the same parcel on the
 * order's detail.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bind } from '@/contract/endpoint';
import { DEV_API } from '@/contract/endpoints/dev';
import type { OrderTracking } from '@/contract/parcelTracking';
import { AUTO_RECEIPT_DAYS_AFTER_SIGNED } from '@/contract/rentalRules';
import { PRODUCT_API } from '../playwright.config';
import { consoleToast, stockForOrder } from './console-steps';
import { CONSOLE_MERCHANT, DEMO_PERSONAL, logInAs, logInToConsole, openFromConsoleMenu, rentAndPay, signContractForTest } from './support';

test.setTimeout(240_000);

const WAYBILL = 'SF1402231889901';
const HOUR = 60 * 60 * 1000;

/**
 * ARRANGEMENT, NOT UNDER TEST: the parcel's clock moves on `hours` through the product server's
 * development-only door (DEV_OUTBOX=1), and the scheduler's pass runs. Answers the order's status and parcels.
 */
async function moveParcelOn(request: APIRequestContext, orderNo: string, hours: number): Promise<{ status: number; tracking: OrderTracking }> {
  const answer = await request.post(`${PRODUCT_API}${bind(DEV_API.moveParcelClock, { orderNo }).path}`, { data: { hours } });
  const body = (await answer.json()) as { code: number; msg?: string; data?: { status: number; tracking: OrderTracking } };
  expect(body.code, body.msg).toBe(200);
  expect(body.data).toBeTruthy();
  return body.data ?? { status: 0, tracking: { orderNo, tracked: false, parcels: [] } };
}

/** `YYYY-MM-DD HH:mm:ss` (Shanghai) plus `days`. */
function daysAfter(time: string, days: number): string {
  const shifted = new Date(Date.parse(`${time.replace(' ', 'T')}+08:00`) + days * 24 * HOUR + 8 * HOUR);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

const trackingOf = (page: Page) => page.getByRole('region', { name: '物流跟踪' });

test('a tracked parcel: shipped at the desk, followed to 已签收 as its clock moves, and received automatically three days after the signature', async ({
  page,
  browser,
  request,
}) => {
  await logInAs(page, DEMO_PERSONAL);
  const orderNo = await rentAndPay(page);

  // The merchant ships it at the order desk with a serial from stock and a waybill.
  const desk = await (await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } })).newPage();
  await logInToConsole(desk, CONSOLE_MERCHANT);
  // The customer's lease contract signed (the desk ships only signed orders; signing is the console journey's) and a unit stocked.
  await signContractForTest(request, orderNo);
  await stockForOrder(desk, orderNo);
  await openFromConsoleMenu(desk, '租赁订单', '订单管理');
  await desk.getByRole('tab', { name: /^待发货 \d+$/ }).click();
  const grid = desk.getByRole('grid', { name: '租赁订单' });
  await grid
    .getByRole('row')
    .filter({ hasText: orderNo })
    .getByRole('button', { name: `发货 ${orderNo}` })
    .click();
  const ship = desk.getByRole('dialog', { name: `发货 · 订单 ${orderNo}` });
  await ship.getByRole('combobox', { name: '第 1 台序列号' }).click();
  await desk.getByRole('option').first().click();
  await ship.getByRole('combobox', { name: '快递公司' }).click();
  await desk.getByRole('option', { name: '顺丰速运' }).click();
  await ship.getByRole('textbox', { name: '运单号' }).fill(WAYBILL);
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(consoleToast(desk, '发货成功')).toBeVisible();

  // Just shipped: the waybill, and nothing from the carrier yet.
  await page.goto(`/submitOrder?orderNo=${orderNo}`);
  const parcel = trackingOf(page).getByRole('region', { name: `发货物流：顺丰速运 ${WAYBILL}` });
  await expect(parcel.getByText('快递公司尚未揽收，揽收后将在此显示物流信息')).toBeVisible();
  await expect(parcel.getByText('待揽收')).toBeVisible();

  // Three hours on: collected at the shop's city.
  await moveParcelOn(request, orderNo, 3);
  await page.reload();
  const steps = parcel.getByRole('list', { name: '发货物流轨迹' });
  await expect(steps.getByRole('listitem').last()).toContainText('顺丰速运快递员已揽收');
  await expect(steps.getByRole('listitem').last()).toContainText(/^.+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} · .+市 · 已揽收$/);

  // Three days on: delivered, the carrier's 已签收 the newest step; the receipt is brought forward.
  const signed = await moveParcelOn(request, orderNo, 72);
  expect(signed.status).toBe(3);
  const signedAt = signed.tracking.parcels[0]?.signedAt ?? '';
  expect(signedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await page.reload();
  await expect(parcel.getByText('已签收', { exact: true }).first()).toBeVisible();
  const newest = steps.locator('li[aria-current="step"]');
  await expect(newest).toContainText('快件已签收');
  await expect(newest).toContainText(`${signedAt} · `);
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  const receiptAt = daysAfter(signedAt, AUTO_RECEIPT_DAYS_AFTER_SIGNED);
  await expect(page.getByText(`设备已由顺丰速运发出（运单号 ${WAYBILL}），收到后请确认收货；${receiptAt} 起将自动确认收货。`)).toBeVisible();

  // The merchant sees the same parcel on the order's detail.
  await desk.goto(`/console/orders/detail?orderNo=${orderNo}`);
  const deskTracking = desk.getByRole('region', { name: '物流跟踪' });
  await expect(deskTracking.getByRole('list', { name: '发货物流轨迹' }).locator('li[aria-current="step"]')).toContainText(`${signedAt} · `);

  // Three more days (six since shipping, short of seven): the automatic receipt, from the signature.
  const received = await moveParcelOn(request, orderNo, AUTO_RECEIPT_DAYS_AFTER_SIGNED * 24);
  expect(received.status).toBe(4);
  await page.reload();
  await expect(page.getByText(/^租期至 \d{4}-\d{2}-\d{2}，还剩 \d+ 天/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: '订单记录' }).getByText(`租赁中 · 系统 · 快递已于 ${daysAfter(signedAt, -AUTO_RECEIPT_DAYS_AFTER_SIGNED)} 签收，自动确认收货`),
  ).toBeVisible();
});
