/**
 * Money after checkout from the browser, besides bills: the account overview, the balance ledger,
 * top-ups, any online trade of the customer's, renewals and buyouts (`api/wUser/…`,
 * `api/wOrder/renew…`, `api/wOrder/buyout/…`). Amounts are always the server's.
 */
import { send, page } from '@/lib/http/client';
import type { LedgerEntryView, LedgerKind } from '@/contract/money';
import type { RenewalTerm } from '@/contract/rentalRules';
import type { WithholdingMethod } from '@/contract/withholding';
import type { Page } from '@/lib/api/page';
import { bind } from '@/contract/endpoint';
import { MONEY_API } from '@/contract/endpoints/money';
import { WITHHOLDING_API } from '@/contract/endpoints/withholding';

export type LedgerQuery = { page: number; limit: number; kind?: LedgerKind };

const read = { repeatSubmit: false } as const;

export const moneyApi = {
  /** Automatic monthly payment (代扣): the agreement in force or pending, signing one by a method, ending (or cancelling) it. */
  withholding: () => send(WITHHOLDING_API.state, undefined, read),
  signWithholding: (method: WithholdingMethod) => send(WITHHOLDING_API.sign, { method, agree: true }),
  endWithholding: () => send(WITHHOLDING_API.end, {}),
  account: () => send(MONEY_API.account, undefined, read),
  ledger: async (query: LedgerQuery): Promise<Page<LedgerEntryView>> => {
    return page(MONEY_API.ledger, query, read);
  },
  topUp: (amount: number, idempotencyKey: string) => send(MONEY_API.topUp, { amount, idempotencyKey }, read),
  /** One of the customer's trades as the provider sees it (the cashier page waits on it). */
  trade: (tradeNo: string) => send(MONEY_API.trade, { tradeNo }, { repeatSubmit: false, silent: true }),
  renewal: (orderNo: string) => send(bind(MONEY_API.renewal, { orderNo }), undefined, read),
  renew: (orderNo: string, months: RenewalTerm, idempotencyKey: string) => send(MONEY_API.renew, { orderNo, months, idempotencyKey }, read),
  /** Silent: the buyout dialog says itself why there is no quote (订单已买断, an overdue bill …). */
  buyoutQuote: (orderNo: string) => send(MONEY_API.buyoutQuote, { orderNo }, { repeatSubmit: false, silent: true }),
  payBuyoutByBalance: (quoteNo: string, idempotencyKey: string) => send(MONEY_API.payBuyoutByBalance, { quoteNo, idempotencyKey }, read),
  payBuyoutOnline: (quoteNo: string, idempotencyKey: string) => send(MONEY_API.payBuyoutOnline, { quoteNo, idempotencyKey }, read),
};
