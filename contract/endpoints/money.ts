import { endpoint, CUSTOMER } from '../endpoint';
import { buyoutPaymentBody, buyoutQuoteBody, ledgerListBody, renewalBody, topUpBody, tradeNoBody } from '../money';
import type { AccountOverview, BuyoutPayment, BuyoutQuoteView, LedgerEntryView, OnlineTradeAnswer, RenewalPreview, RenewalResult, TradeView } from '../money';

export const MONEY_API = {
  account: endpoint('GET', '/api/wUser/account', CUSTOMER).answers<AccountOverview>(),
  ledger: endpoint('POST', '/api/wUser/ledger', CUSTOMER, { json: ledgerListBody }).pages<LedgerEntryView>(),
  topUp: endpoint('POST', '/api/wUser/recharge', CUSTOMER, { json: topUpBody }).answers<OnlineTradeAnswer>(),
  trade: endpoint('POST', '/api/wUser/tradeQuery', CUSTOMER, { json: tradeNoBody }).answers<TradeView>(),
  renewal: endpoint('GET', '/api/wOrder/renewal/:orderNo', CUSTOMER).answers<RenewalPreview>(),
  renew: endpoint('POST', '/api/wOrder/renew', CUSTOMER, { json: renewalBody }).answers<RenewalResult>(),
  buyoutQuote: endpoint('POST', '/api/wOrder/buyout/quote', CUSTOMER, { json: buyoutQuoteBody }).answers<BuyoutQuoteView>(),
  payBuyoutByBalance: endpoint('POST', '/api/wOrder/buyout/yezf', CUSTOMER, { json: buyoutPaymentBody }).answers<BuyoutPayment>(),
  payBuyoutOnline: endpoint('POST', '/api/wOrder/buyout/liJiZhiFu', CUSTOMER, { json: buyoutPaymentBody }).answers<OnlineTradeAnswer>(),
} as const;
