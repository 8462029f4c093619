/**
 * Money after checkout from the browser, besides bills: the account overview, the balance ledger,
 * top-ups, any online trade of the customer's, renewals and buyouts (`api/wUser/…`,
 * `api/wOrder/renew…`, `api/wOrder/buyout/…`). Amounts are always the server's.
 */
import { call, requestEnvelope } from '@/lib/http/client';
import type { PageEnvelope } from '@/contract/envelope';
import type {
  AccountOverview,
  BuyoutPayment,
  BuyoutQuoteView,
  LedgerEntryView,
  LedgerKind,
  OnlineTradeAnswer,
  RenewalPreview,
  RenewalResult,
  TradeView,
} from '@/contract/money';
import type { RenewalTerm } from '@/contract/rentalRules';
import type { Page } from '@/lib/api/page';

export type LedgerQuery = { page: number; limit: number; kind?: LedgerKind };

const read = { repeatSubmit: false } as const;

export const moneyApi = {
  account: () => call<AccountOverview>('GET', 'api/wUser/account', undefined, read),
  ledger: async (query: LedgerQuery): Promise<Page<LedgerEntryView>> => {
    const answer = await requestEnvelope<PageEnvelope<LedgerEntryView>>('POST', 'api/wUser/ledger', query, read);
    return { rows: answer.rows, total: answer.total };
  },
  topUp: (amount: number, idempotencyKey: string) => call<OnlineTradeAnswer>('POST', 'api/wUser/recharge', { amount, idempotencyKey }, read),
  /** One of the customer's trades as the provider sees it (the cashier page waits on it). */
  trade: (tradeNo: string) => call<TradeView>('POST', 'api/wUser/tradeQuery', { tradeNo }, { repeatSubmit: false, silent: true }),
  renewal: (orderNo: string) => call<RenewalPreview>('GET', `api/wOrder/renewal/${orderNo}`, undefined, read),
  renew: (orderNo: string, months: RenewalTerm, idempotencyKey: string) => call<RenewalResult>('POST', 'api/wOrder/renew', { orderNo, months, idempotencyKey }, read),
  /** Silent: the buyout dialog says itself why there is no quote (订单已买断, an overdue bill …). */
  buyoutQuote: (orderNo: string) => call<BuyoutQuoteView>('POST', 'api/wOrder/buyout/quote', { orderNo }, { repeatSubmit: false, silent: true }),
  payBuyoutByBalance: (quoteNo: string, idempotencyKey: string) => call<BuyoutPayment>('POST', 'api/wOrder/buyout/yezf', { quoteNo, idempotencyKey }, read),
  payBuyoutOnline: (quoteNo: string, idempotencyKey: string) => call<OnlineTradeAnswer>('POST', 'api/wOrder/buyout/liJiZhiFu', { quoteNo, idempotencyKey }, read),
};
