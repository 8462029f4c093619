/**
 * The sandbox payment provider's cashier (docs/product-rules.md#payments: online payment through a provider; the
 * embedded default is a sandbox whose page lives on the storefront). The trade number is the
 * capability, as on a real cashier page: these calls carry no session.
 */
import { call } from '@/lib/http/client';
import type { SandboxTradeView } from '@/contract/orders';

export type SandboxTradeStatus = SandboxTradeView['status'];
/** What the trade pays (an order's first payment, bills, a buyout, a top-up), the order when it names one, amount, state. */
export type SandboxTrade = SandboxTradeView;

const anonymous = { isToken: false, repeatSubmit: false } as const;

export const paySandboxApi = {
  trade: (tradeNo: string) => call<SandboxTrade>('GET', `api/pay/sandbox/${tradeNo}`, undefined, anonymous),
  confirm: (tradeNo: string) => call<{ status: SandboxTradeStatus }>('POST', `api/pay/sandbox/${tradeNo}/confirm`, {}, anonymous),
  cancel: (tradeNo: string) => call<{ status: SandboxTradeStatus }>('POST', `api/pay/sandbox/${tradeNo}/cancel`, {}, anonymous),
};
