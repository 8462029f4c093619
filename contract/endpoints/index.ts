import { ACCOUNT_API } from './account';
import { ACCOUNT_SAFETY_API } from './accountSafety';
import { ADDRESS_API } from './address';
import { APPLICATION_API } from './application';
import { BILL_API } from './bill';
import { CART_API } from './cart';
import { CATALOG_API } from './catalog';
import { CONSOLE_APPLICATION_API } from './consoleApplication';
import { CONSOLE_AUDIT_API } from './consoleAudit';
import { CONSOLE_AUTH_API } from './consoleAuth';
import { CONSOLE_BILL_API } from './consoleBill';
import { CONSOLE_CAROUSEL_API } from './consoleCarousel';
import { CONSOLE_COUPON_API } from './consoleCoupon';
import { CONSOLE_DEVICE_API } from './consoleDevice';
import { CONSOLE_DICT_API } from './consoleDict';
import { CONSOLE_FILE_API } from './consoleFile';
import { CONSOLE_GOODS_API } from './consoleGoods';
import { CONSOLE_IDENTITY_API } from './consoleIdentity';
import { CONSOLE_INVOICE_API } from './consoleInvoice';
import { CONSOLE_NEWS_API } from './consoleNews';
import { CONSOLE_ORDER_API } from './consoleOrder';
import { CONSOLE_SERVICE_API } from './consoleService';
import { CONSOLE_STORE_API } from './consoleStore';
import { CONSOLE_USER_API } from './consoleUser';
import { CONSOLE_WORKBENCH_API } from './consoleWorkbench';
import { COUPON_API } from './coupon';
import { DEVICE_API } from './device';
import { DEV_API } from './dev';
import { DICT_API } from './dict';
import { FILE_API } from './file';
import { IDENTITY_API } from './identity';
import { INVOICE_API } from './invoice';
import { MONEY_API } from './money';
import { NEWS_API } from './news';
import { NOTIFICATION_API } from './notification';
import { OPS_API } from './ops';
import { ORDER_API } from './order';
import { SANDBOX_CASHIER_API } from './sandboxCashier';
import { SERVICE_API } from './service';
import { STORE_API } from './store';
import type { Endpoint } from '../endpoint';

export {
  ACCOUNT_API,
  ACCOUNT_SAFETY_API,
  ADDRESS_API,
  APPLICATION_API,
  BILL_API,
  CART_API,
  CATALOG_API,
  CONSOLE_APPLICATION_API,
  CONSOLE_AUDIT_API,
  CONSOLE_AUTH_API,
  CONSOLE_BILL_API,
  CONSOLE_CAROUSEL_API,
  CONSOLE_COUPON_API,
  CONSOLE_DEVICE_API,
  CONSOLE_DICT_API,
  CONSOLE_FILE_API,
  CONSOLE_GOODS_API,
  CONSOLE_IDENTITY_API,
  CONSOLE_INVOICE_API,
  CONSOLE_NEWS_API,
  CONSOLE_ORDER_API,
  CONSOLE_SERVICE_API,
  CONSOLE_STORE_API,
  CONSOLE_USER_API,
  CONSOLE_WORKBENCH_API,
  COUPON_API,
  DEVICE_API,
  DEV_API,
  DICT_API,
  FILE_API,
  IDENTITY_API,
  INVOICE_API,
  MONEY_API,
  NEWS_API,
  NOTIFICATION_API,
  OPS_API,
  ORDER_API,
  SANDBOX_CASHIER_API,
  SERVICE_API,
  STORE_API,
};

/** Every endpoint of the product server, each declared once. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ACCOUNT_API,
  ACCOUNT_SAFETY_API,
  ADDRESS_API,
  APPLICATION_API,
  BILL_API,
  CART_API,
  CATALOG_API,
  CONSOLE_APPLICATION_API,
  CONSOLE_AUDIT_API,
  CONSOLE_AUTH_API,
  CONSOLE_BILL_API,
  CONSOLE_CAROUSEL_API,
  CONSOLE_COUPON_API,
  CONSOLE_DEVICE_API,
  CONSOLE_DICT_API,
  CONSOLE_FILE_API,
  CONSOLE_GOODS_API,
  CONSOLE_IDENTITY_API,
  CONSOLE_INVOICE_API,
  CONSOLE_NEWS_API,
  CONSOLE_ORDER_API,
  CONSOLE_SERVICE_API,
  CONSOLE_STORE_API,
  CONSOLE_USER_API,
  CONSOLE_WORKBENCH_API,
  COUPON_API,
  DEVICE_API,
  DEV_API,
  DICT_API,
  FILE_API,
  IDENTITY_API,
  INVOICE_API,
  MONEY_API,
  NEWS_API,
  NOTIFICATION_API,
  OPS_API,
  ORDER_API,
  SANDBOX_CASHIER_API,
  SERVICE_API,
  STORE_API,
].flatMap((group) => Object.values(group));
