/**
 * WeChat Pay's trade_state as the shop's TradeStatus. SUCCESS is paid; REFUND (转入退款: at least
 * one refund was applied for) is refunded once refunds give back the whole amount, else still
 * paid; CLOSED and REVOKED can no longer be paid. PAYERROR (the bank refused) stays pending: the
 * payer may still pay the same order, and the shop closes it at its deadline, when WeChat Pay
 * answers a definite CLOSED (or SUCCESS, if it was paid after all).
 */
import type { TradeStatus } from '../payment';
import type { TradeState } from './answers';

export function tradeStatusOf(state: TradeState, total: number, refunded: number): TradeStatus {
  switch (state) {
    case 'NOTPAY':
    case 'USERPAYING':
    case 'PAYERROR':
      return 'pending';
    case 'SUCCESS':
    case 'REFUND':
      return refunded >= total ? 'refunded' : 'paid';
    case 'CLOSED':
    case 'REVOKED':
      return 'closed';
  }
}
