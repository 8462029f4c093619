import { endpoint, CUSTOMER } from '../endpoint';
import type { AccountOverview, BuyoutPayment, BuyoutQuoteView, LedgerEntryView, OnlineTradeAnswer, RenewalPreview, RenewalResult, TradeView } from '../money';

export const MONEY_API = {
  account: endpoint('GET', '/api/wUser/account', CUSTOMER).answers<AccountOverview>(),
  ledger: endpoint('POST', '/api/wUser/ledger', CUSTOMER).pages<LedgerEntryView>(),
  topUp: endpoint('POST', '/api/wUser/recharge', CUSTOMER).answers<OnlineTradeAnswer>(),
  trade: endpoint('POST', '/api/wUser/tradeQuery', CUSTOMER).answers<TradeView>(),
  renewal: endpoint('GET', '/api/wOrder/renewal/:orderNo', CUSTOMER).answers<RenewalPreview>(),
  renew: endpoint('POST', '/api/wOrder/renew', CUSTOMER).answers<RenewalResult>(),
  buyoutQuote: endpoint('POST', '/api/wOrder/buyout/quote', CUSTOMER).answers<BuyoutQuoteView>(),
  payBuyoutByBalance: endpoint('POST', '/api/wOrder/buyout/yezf', CUSTOMER).answers<BuyoutPayment>(),
  payBuyoutOnline: endpoint('POST', '/api/wOrder/buyout/liJiZhiFu', CUSTOMER).answers<OnlineTradeAnswer>(),
} as const;
