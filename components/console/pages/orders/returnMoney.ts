/**
 * The money of a return as the inspection dialog shows it before anything is sent: what the cash
 * deposit covers, what is billed and what goes back — the product server's rule (server/domain/orders/console/settlement.ts settleReturn): the early-return fee
 * first, then the damage fee, come out of the deposit; the rest of the fees is billed.
 */
import { DAMAGE_FEE_DEPOSIT_TIMES, DAMAGE_FEE_FLOOR_CAP } from '@/contract/consoleOrders';

export type ReturnSettlementPreview = {
  deposit: number;
  earlyReturnFee: number;
  damageFee: number;
  /** Of the deposit: what pays the fees. */
  depositDeduction: number;
  /** The fees the deposit does not cover: a bill of kind `fee` the customer pays. */
  feeBilled: number;
  /** What goes back at completion. */
  depositRefund: number;
};

export function previewSettlement(input: { deposit: number; earlyReturnFee: number; damageFee: number }): ReturnSettlementPreview {
  const earlyFromDeposit = Math.min(input.earlyReturnFee, input.deposit);
  const damageFromDeposit = Math.min(input.damageFee, input.deposit - earlyFromDeposit);
  const depositDeduction = earlyFromDeposit + damageFromDeposit;
  return { ...input, depositDeduction, feeBilled: input.earlyReturnFee + input.damageFee - depositDeduction, depositRefund: input.deposit - depositDeduction };
}

/** The most a damage fee may be: the larger of ¥10,000.00 and three times the deposit held (cash and credit line). */
export function damageFeeCap(order: { deposit: number; depositWaived: number }): number {
  return Math.max(DAMAGE_FEE_FLOOR_CAP, DAMAGE_FEE_DEPOSIT_TIMES * (order.deposit + order.depositWaived));
}
