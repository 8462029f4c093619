/**
 * Paying an application from the balance (`POST /api/wOrder/upgrade/yezf`), in ONE transaction
 * with the order locked: the unpaid application, the conditional debit (ledger `upgrade`), an open
 * trade of it closed, `unpaid → pending`, a history line and a 消息. The same key answers the
 * first payment again; two payments racing for one application pay once (the order's lock, and
 * the move from `unpaid` that only one can make).
 */
import { and, eq } from 'drizzle-orm';
import { formatFen } from '@/contract/format';
import { ORDER_STATUS } from '@/contract/orders';
import { UPGRADE_MESSAGES, type UpgradePayment } from '@/contract/upgrades';
import type { Db, Executor } from '../../db/client';
import { orderUpgrades } from '../../db/schema';
import { lockCustomerOrder } from '../orders/access';
import { balanceOf, debitBalance } from '../payments/ledger';
import { closeOpenTrades } from '../payments/trades';
import { Refusal } from '../shared/refusal';
import { liveUpgrade, moveUpgrade, type OrderRow, recordUpgradeStep, upgradeView, type UpgradeRow } from './records';

/** The order's application that may be paid now (the order locked by the caller). */
export async function payableUpgrade(tx: Executor, order: OrderRow): Promise<UpgradeRow> {
  if (order.status !== ORDER_STATUS.renting) throw new Refusal(UPGRADE_MESSAGES.notRenting);
  const upgrade = await liveUpgrade(tx, order.id);
  if (!upgrade) throw new Refusal(UPGRADE_MESSAGES.noUpgrade);
  if (upgrade.status !== 'unpaid') throw new Refusal(UPGRADE_MESSAGES.notUnpaid);
  return upgrade;
}

/** The application paid (either way): `pending`, the history line and the 消息. */
export async function markUpgradePaid(
  tx: Executor,
  order: OrderRow,
  upgrade: UpgradeRow,
  paid: { paidBy: 'balance' | 'online'; paymentKey: string | null; tradeNo: string | null },
  now: Date,
): Promise<UpgradeRow> {
  const moved = await moveUpgrade(tx, upgrade, 'pending', { ...paid, paidAt: now }, now);
  const how = paid.paidBy === 'balance' ? '余额支付' : '在线支付';
  await recordUpgradeStep(
    tx,
    order,
    { kind: 'customer', id: order.customerId },
    `升级换机 ${upgrade.upgradeNo}：${how} ${formatFen(upgrade.amountDue)}`,
    { title: '升级款项支付成功', content: `您的订单 ${order.orderNo} 的升级换机申请已支付 ${formatFen(upgrade.amountDue)}，等待商家审核；商家拒绝的，款项原路退回。` },
    now,
  );
  return moved;
}

export async function payUpgradeByBalance(
  db: Db,
  customerId: number,
  input: { orderNo: string; idempotencyKey: string },
  now: Date,
): Promise<UpgradePayment & { closedTrades: string[] }> {
  return db.transaction(async (tx) => {
    const order = await lockCustomerOrder(tx, customerId, input.orderNo);
    const [previous] = await tx
      .select()
      .from(orderUpgrades)
      .where(and(eq(orderUpgrades.customerId, customerId), eq(orderUpgrades.paymentKey, input.idempotencyKey)));
    if (previous) {
      if (previous.orderId !== order.id) throw new Refusal(UPGRADE_MESSAGES.keyReused);
      return { upgrade: upgradeView(previous, order.orderNo), balance: await balanceOf(tx, customerId), closedTrades: [] };
    }
    const upgrade = await payableUpgrade(tx, order);
    const balance = await debitBalance(tx, customerId, upgrade.amountDue, { orderId: order.id, kind: 'upgrade' }, now);
    if (balance === null) throw new Refusal(UPGRADE_MESSAGES.insufficientBalance);
    // A trade opened for it at the cashier can no longer be paid.
    const closedTrades = await closeOpenTrades(tx, order.id, now);
    const paid = await markUpgradePaid(tx, order, upgrade, { paidBy: 'balance', paymentKey: input.idempotencyKey, tradeNo: null }, now);
    return { upgrade: upgradeView(paid, order.orderNo), balance, closedTrades };
  });
}
