import { endpoint, CUSTOMER } from '../endpoint';
import { returnOrderBody } from '../orderFulfilment';
import { orderNoBody } from '../orders';
import { upgradeApplyBody, upgradeOffersBody, upgradePaymentBody } from '../upgrades';
import type { OnlineTradeAnswer } from '../money';
import type { UpgradeOffers, UpgradePayment, UpgradeView } from '../upgrades';

/** Upgrades of a running rental (升级换机), the customer's side: the offers, the application, paying it, the new units received, the old ones sent back. */
export const UPGRADE_API = {
  offers: endpoint('POST', '/api/wGoods/upGoodsItem', CUSTOMER, { json: upgradeOffersBody }).answers<UpgradeOffers>(),
  apply: endpoint('POST', '/api/wGoods/sq', CUSTOMER, { json: upgradeApplyBody }).answers<UpgradeView>(),
  payByBalance: endpoint('POST', '/api/wOrder/upgrade/yezf', CUSTOMER, { json: upgradePaymentBody }).answers<UpgradePayment>(),
  payOnline: endpoint('POST', '/api/wOrder/upgrade/liJiZhiFu', CUSTOMER, { json: upgradePaymentBody }).answers<OnlineTradeAnswer>(),
  receive: endpoint('POST', '/api/wOrder/upgrade/receive', CUSTOMER, { json: orderNoBody }).answers<UpgradeView>(),
  sendBack: endpoint('POST', '/api/wOrder/upgrade/return', CUSTOMER, { json: returnOrderBody }).answers<UpgradeView>(),
} as const;
