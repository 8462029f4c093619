/**
 * The sandbox payment provider's cashier (docs/product-rules.md#payments: online payment through a provider; the
 * embedded default is a sandbox whose page lives on the storefront), and its withholding-agreement
 * signing page (docs/product-rules.md#withholding). The trade's or the page's number is the
 * capability, as on a real provider's page: these calls carry no session.
 */
import { send } from '@/lib/http/client';
import type { SandboxTradeView } from '@/contract/orders';
import { bind } from '@/contract/endpoint';
import { SANDBOX_CASHIER_API, SANDBOX_SIGNING_API } from '@/contract/endpoints/sandboxCashier';

export type SandboxTradeStatus = SandboxTradeView['status'];
/** What the trade pays (an order's first payment, bills, a buyout, a top-up), the order when it names one, amount, state. */
export type SandboxTrade = SandboxTradeView;

const anonymous = { isToken: false, repeatSubmit: false } as const;

export const paySandboxApi = {
  trade: (tradeNo: string) => send(bind(SANDBOX_CASHIER_API.trade, { tradeNo }), undefined, anonymous),
  confirm: (tradeNo: string) => send(bind(SANDBOX_CASHIER_API.confirm, { tradeNo }), undefined, anonymous),
  cancel: (tradeNo: string) => send(bind(SANDBOX_CASHIER_API.cancel, { tradeNo }), undefined, anonymous),
};

export const signSandboxApi = {
  agreement: (signNo: string) => send(bind(SANDBOX_SIGNING_API.agreement, { signNo }), undefined, anonymous),
  confirm: (signNo: string) => send(bind(SANDBOX_SIGNING_API.confirm, { signNo }), undefined, anonymous),
  cancel: (signNo: string) => send(bind(SANDBOX_SIGNING_API.cancel, { signNo }), undefined, anonymous),
};
