/**
 * The money of a returned order, decided at inspection and paid at completion: the early-return
 * fee (recorded with the return) and the damage fee come out of the cash deposit first, the
 * early-return fee first as the return already promised; what the deposit does not cover is billed
 * to the customer (a bill of kind `fee`, due the day of inspection), and the rest of the deposit
 * goes back at completion, the way it was paid. Integer fen throughout, never negative.
 */
import { DAMAGE_FEE_DEPOSIT_TIMES, DAMAGE_FEE_FLOOR_CAP } from './consoleOrders';

export type ReturnSettlement = {
  deposit: number;
  earlyReturnFee: number;
  damageFee: number;
  /** Of the deposit: what pays the early-return fee and the damage fee. */
  earlyFromDeposit: number;
  damageFromDeposit: number;
  depositDeduction: number;
  /** The fees the deposit does not cover: billed to the customer. */
  feeBilled: number;
  depositRefund: number;
};

export function settleReturn(input: { deposit: number; earlyReturnFee: number; damageFee: number }): ReturnSettlement {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be non-negative integer fen, got ${value}`);
  }
  const earlyFromDeposit = Math.min(input.earlyReturnFee, input.deposit);
  const damageFromDeposit = Math.min(input.damageFee, input.deposit - earlyFromDeposit);
  const depositDeduction = earlyFromDeposit + damageFromDeposit;
  return {
    ...input,
    earlyFromDeposit,
    damageFromDeposit,
    depositDeduction,
    feeBilled: input.earlyReturnFee + input.damageFee - depositDeduction,
    depositRefund: input.deposit - depositDeduction,
  };
}

/** The most a damage fee may be: the larger of ¥10,000.00 and three times the deposit held (cash and credit line). */
export function damageFeeCap(order: { deposit: number; depositWaived: number }): number {
  return Math.max(DAMAGE_FEE_FLOOR_CAP, DAMAGE_FEE_DEPOSIT_TIMES * (order.deposit + order.depositWaived));
}
