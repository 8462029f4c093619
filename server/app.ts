/**
 * The product server's HTTP application. Built from its dependencies so tests run it in process
 * with app.request(), an in-memory database and a clock they control.
 */
import { Hono } from 'hono';
import { limitBodySize } from './http/bodyLimit';
import { clientAddress, socketPeerAddress } from './http/clientAddress';
import type { AppDeps, AppEnv } from './http/env';
import { errorHandler, notFoundHandler } from './http/errors';
import { requestLog } from './http/requestLog';
import { applicationRoutes } from './routes/applications';
import { billRoutes } from './routes/bills';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { choiceRoutes } from './routes/choices';
import { couponRoutes } from './routes/coupons';
import { customerAuthRoutes } from './routes/customerAuth';
import { customerRoutes } from './routes/customers';
import { devRoutes } from './routes/dev';
import { dictRoutes } from './routes/dicts';
import { goodsRoutes } from './routes/goods';
import { goodsConsoleRoutes } from './routes/goodsConsole';
import { goodsPreviewRoutes } from './routes/goodsPreview';
import { healthRoutes } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import { invoiceRoutes } from './routes/invoices';
import { invoiceTitleRoutes } from './routes/invoiceTitles';
import { logoutRoutes } from './routes/logout';
import { moneyRoutes } from './routes/money';
import { upgradeRoutes } from './routes/upgrades';
import { withholdingRoutes } from './routes/withholding';
import { sandboxSigningRoutes } from './routes/sandboxSigning';
import { newsRoutes } from './routes/news';
import { orderRoutes } from './routes/orders';
import { orderTransferRoutes } from './routes/orderTransfers';
import { contractRoutes } from './routes/contracts';
import { fileRoutes } from './routes/files';
import { paymentRoutes } from './routes/payments';
import { paymentNotificationRoutes } from './routes/paymentNotifications';
import { riskRoutes } from './routes/risk';
import { serviceRequestRoutes } from './routes/serviceRequests';
import { smsCodeRoutes } from './routes/smsCodes';
import { storeRoutes } from './routes/stores';
import { consoleAuthRoutes } from './routes/consoleAuth';
// Account safety and notifications (/accountSafe, /news).
import { accountSafetyRoutes } from './routes/accountSafety';
import { notificationRoutes } from './routes/notifications';
// Orders after checkout: returns, counts, devices.
import { deviceRoutes } from './routes/devices';
import { orderFulfilmentRoutes } from './routes/orderFulfilment';
import { identityRoutes } from './routes/identity';
import { addressRoutes } from './routes/addresses';
import { customerCouponRoutes } from './routes/customerCoupons';
// The back office's device inventory and shipping from it.
import { consoleDeviceRoutes } from './routes/consoleDevices';
import { consoleShippingRoutes } from './routes/consoleShipping';
import { consoleContractRoutes } from './routes/consoleContracts';
// The back office's platform pages (admin only) and the merchant password flow.
import { consoleApplicationRoutes } from './routes/consoleApplications';
import { consoleCarouselRoutes } from './routes/consoleCarousel';
import { consoleCouponRoutes } from './routes/consoleCoupons';
import { consoleNewsRoutes } from './routes/consoleNews';
import { consoleStoreRoutes } from './routes/consoleStores';
import { consoleUserRoutes } from './routes/consoleUsers';
import { consolePasswordRoutes } from './routes/consolePassword';
// The back office's order desk: orders, bills, the workbench.
import { consoleBillRoutes } from './routes/consoleBills';
import { consoleOrderRoutes } from './routes/consoleOrders';
import { workbenchRoutes } from './routes/workbench';
// The back office's platform pages: dictionaries and the audit log.
import { consoleAuditRoutes } from './routes/consoleAudit';
import { consoleDictRoutes } from './routes/consoleDicts';
// The shop's legal facts: the footer's public read and the platform's page 备案与证照.
import { legalRoutes } from './routes/legal';
import { consoleLegalRoutes } from './routes/consoleLegal';

export type { AppDeps } from './http/env';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(deps.log, deps.metrics));
  const replica = deps.settings.replica;
  if (replica) {
    app.use('*', async (c, next) => {
      await next();
      c.header('X-Replica', replica);
    });
  }
  app.use('*', clientAddress(deps.peerAddress ?? socketPeerAddress));
  app.use('*', limitBodySize);

  app.route('/', healthRoutes(deps));
  app.route('/', metricsRoutes(deps));
  app.route('/', smsCodeRoutes(deps));
  app.route('/', customerAuthRoutes(deps));
  app.route('/', choiceRoutes(deps));
  app.route('/', customerRoutes(deps));
  app.route('/', logoutRoutes(deps));
  app.route('/', consoleAuthRoutes(deps));
  app.route('/', dictRoutes(deps));
  app.route('/', catalogRoutes(deps));
  app.route('/', goodsRoutes(deps));
  app.route('/', goodsPreviewRoutes(deps));
  app.route('/', goodsConsoleRoutes(deps));
  app.route('/', storeRoutes(deps));
  app.route('/', newsRoutes(deps));
  app.route('/', couponRoutes(deps));
  app.route('/', applicationRoutes(deps));
  app.route('/', cartRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', orderTransferRoutes(deps));
  app.route('/', contractRoutes(deps));
  app.route('/', billRoutes(deps));
  app.route('/', moneyRoutes(deps));
  app.route('/', upgradeRoutes(deps));
  app.route('/', withholdingRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', paymentNotificationRoutes(deps));
  app.route('/', sandboxSigningRoutes(deps));
  app.route('/', riskRoutes(deps));
  app.route('/', fileRoutes(deps));
  app.route('/', accountSafetyRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', serviceRequestRoutes(deps));
  app.route('/', orderFulfilmentRoutes(deps));
  app.route('/', deviceRoutes(deps));
  app.route('/', invoiceRoutes(deps));
  app.route('/', invoiceTitleRoutes(deps));
  app.route('/', identityRoutes(deps));
  app.route('/', addressRoutes(deps));
  app.route('/', customerCouponRoutes(deps));
  app.route('/', consoleDeviceRoutes(deps));
  app.route('/', consoleShippingRoutes(deps));
  app.route('/', consoleContractRoutes(deps));
  app.route('/', consoleApplicationRoutes(deps));
  app.route('/', consoleStoreRoutes(deps));
  app.route('/', consoleNewsRoutes(deps));
  app.route('/', consoleCarouselRoutes(deps));
  app.route('/', consoleCouponRoutes(deps));
  app.route('/', consoleUserRoutes(deps));
  app.route('/', consolePasswordRoutes(deps));
  app.route('/', consoleOrderRoutes(deps));
  app.route('/', consoleBillRoutes(deps));
  app.route('/', workbenchRoutes(deps));
  app.route('/', consoleDictRoutes(deps));
  app.route('/', consoleAuditRoutes(deps));
  app.route('/', legalRoutes(deps));
  app.route('/', consoleLegalRoutes(deps));
  if (deps.settings.devRoutes) app.route('/', devRoutes(deps));

  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.log));
  return app;
}
