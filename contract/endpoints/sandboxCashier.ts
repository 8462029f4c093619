import { endpoint } from '../endpoint';
import type { SandboxTradeView } from '../orders';
import type { SandboxAgreementView } from '../withholding';

/** The sandbox cashier: anonymous (the trade number is the capability), forwarded only while the sandbox is the provider. */
const SANDBOX_CASHIER = { caller: 'none', door: 'sandboxCashier' } as const;

export const SANDBOX_CASHIER_API = {
  trade: endpoint('GET', '/api/pay/sandbox/:tradeNo', SANDBOX_CASHIER).answers<SandboxTradeView>(),
  confirm: endpoint('POST', '/api/pay/sandbox/:tradeNo/confirm', SANDBOX_CASHIER).answers<{ status: SandboxTradeView['status'] }>(),
  cancel: endpoint('POST', '/api/pay/sandbox/:tradeNo/cancel', SANDBOX_CASHIER).answers<{ status: SandboxTradeView['status'] }>(),
} as const;

/** The sandbox's withholding-agreement signing page (同意签约 / 取消): as the cashier, the page's number is the capability. */
export const SANDBOX_SIGNING_API = {
  agreement: endpoint('GET', '/api/pay/sandboxSign/:signNo', SANDBOX_CASHIER).answers<SandboxAgreementView>(),
  confirm: endpoint('POST', '/api/pay/sandboxSign/:signNo/confirm', SANDBOX_CASHIER).answers<{ status: SandboxAgreementView['status'] }>(),
  cancel: endpoint('POST', '/api/pay/sandboxSign/:signNo/cancel', SANDBOX_CASHIER).answers<{ status: SandboxAgreementView['status'] }>(),
} as const;
