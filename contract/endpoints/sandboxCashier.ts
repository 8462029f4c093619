import { endpoint } from '../endpoint';
import type { SandboxTradeView } from '../orders';

/** The sandbox cashier: anonymous (the trade number is the capability), forwarded only while the sandbox is the provider. */
const SANDBOX_CASHIER = { caller: 'none', door: 'sandboxCashier' } as const;

export const SANDBOX_CASHIER_API = {
  trade: endpoint('GET', '/api/pay/sandbox/:tradeNo', SANDBOX_CASHIER).answers<SandboxTradeView>(),
  confirm: endpoint('POST', '/api/pay/sandbox/:tradeNo/confirm', SANDBOX_CASHIER).answers<{ status: SandboxTradeView['status'] }>(),
  cancel: endpoint('POST', '/api/pay/sandbox/:tradeNo/cancel', SANDBOX_CASHIER).answers<{ status: SandboxTradeView['status'] }>(),
} as const;
