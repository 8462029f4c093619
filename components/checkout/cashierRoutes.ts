/**
 * Where the cashier sends the customer, by what the trade pays: on success the page that shows
 * the result, on cancel the page they came from, and what the payment made stale. An order's first
 * payment goes on to /orderFinish (the risk check); bills, a buyout and a top-up go back to the
 * personal center.
 */
import type { TradePurpose } from '@/contract/money';
import type { Change } from '@/lib/api/browser/swr';

export type CashierRoutes = { paid: string; back: string; change: Change; done: string };

export function cashierRoutes(purpose: TradePurpose, orderNo: string | null): CashierRoutes {
  switch (purpose) {
    case 'order':
      return { paid: `/orderFinish?orderNo=${orderNo ?? ''}`, back: `/immediatelyPay?orderNo=${orderNo ?? ''}`, change: 'orderPaid', done: '支付成功' };
    case 'bills':
      return { paid: '/myBill', back: '/myBill', change: 'billsPaid', done: '账单支付成功' };
    case 'buyout':
      return { paid: `/submitOrder?orderNo=${orderNo ?? ''}`, back: `/submitOrder?orderNo=${orderNo ?? ''}`, change: 'boughtOut', done: '买断成功，设备归您所有' };
    case 'upgrade':
      return { paid: `/submitOrder?orderNo=${orderNo ?? ''}`, back: `/submitOrder?orderNo=${orderNo ?? ''}`, change: 'upgradeChanged', done: '支付成功，等待商家审核' };
    case 'topup':
      return { paid: '/myAccount', back: '/myAccount', change: 'toppedUp', done: '充值成功' };
  }
}

/** A gateway simulator on this machine (the product server accepts plain http only there, server/runtime/paymentSettings.ts). */
const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/**
 * Where a provider's page (its cashier, or its withholding-agreement signing page) is opened: a path
 * of this shop (the sandbox, WeChat Pay's QR code) within the app, an https: page of a real provider
 * (or an http: one on this machine, a gateway simulator) as a page load; anything else is refused
 * (a payment answer never sends anyone elsewhere).
 */
export function cashierTarget(payUrl: string): { within: 'app' | 'browser'; href: string } {
  if (/^\/(?![/\\])/.test(payUrl)) return { within: 'app', href: payUrl };
  if (payUrl.startsWith('https://') || LOOPBACK_HTTP.test(payUrl)) return { within: 'browser', href: payUrl };
  throw new Error(`unexpected cashier address ${payUrl}`);
}

/** Sends the browser to a provider's page (cashierTarget). */
export function openCashier(router: { push: (href: string) => void }, payUrl: string): void {
  const target = cashierTarget(payUrl);
  if (target.within === 'app') router.push(target.href);
  else window.location.assign(target.href);
}
