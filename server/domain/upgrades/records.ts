/**
 * What every step of an upgrade shares: its number, finding the order's live upgrade under the
 * order's lock, the view both sides read, and the one line each step writes in the order's history
 * (4 → 4, as renewals and transfers do) with the customer's 消息 (docs/product-rules.md#upgrades).
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { UPGRADE_GUIDANCE, UPGRADE_MESSAGES, UPGRADE_STATUS_NAMES, type UpgradeStatus, type UpgradeView } from '@/contract/upgrades';
import type { Executor } from '../../db/client';
import { orderHistory, orderUpgrades, rentalOrders } from '../../db/schema';
import type { Actor } from '../orders/lifecycle';
import { notifyCustomer } from '../notifications/notify';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';

export type UpgradeRow = typeof orderUpgrades.$inferSelect;
export type OrderRow = typeof rentalOrders.$inferSelect;

/** SJ + Shanghai time to the second + 6 random digits (as order numbers are made). */
export function newUpgradeNo(now: Date): string {
  return `SJ${formatShanghai(now).replace(/\D/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const ENDED: UpgradeStatus[] = ['completed', 'rejected', 'cancelled'];

/** The order's upgrade under way (unpaid or further), or null; the caller holds the order's lock. */
export async function liveUpgrade(db: Executor, orderId: number): Promise<UpgradeRow | null> {
  const [row] = await db
    .select()
    .from(orderUpgrades)
    .where(and(eq(orderUpgrades.orderId, orderId), notInArray(orderUpgrades.status, ENDED)))
    .for('update');
  return row ?? null;
}

/** The order's latest upgrade, whatever its status (what the pages show). */
export async function latestUpgrade(db: Executor, orderId: number): Promise<UpgradeRow | null> {
  const [row] = await db.select().from(orderUpgrades).where(eq(orderUpgrades.orderId, orderId)).orderBy(desc(orderUpgrades.createdAt), desc(orderUpgrades.id)).limit(1);
  return row ?? null;
}

/** The live upgrade in `status`, or the refusal that says where it stands. */
export async function upgradeIn(db: Executor, orderId: number, status: UpgradeStatus): Promise<UpgradeRow> {
  const upgrade = await liveUpgrade(db, orderId);
  if (!upgrade) throw new Refusal(UPGRADE_MESSAGES.noUpgrade);
  if (upgrade.status !== status) throw new Refusal(UPGRADE_MESSAGES.status(UPGRADE_STATUS_NAMES[upgrade.status]));
  return upgrade;
}

/** Moves the upgrade from the status it was read in (a racing step finds nothing and is refused). */
export async function moveUpgrade(tx: Executor, upgrade: UpgradeRow, to: UpgradeStatus, changes: Partial<UpgradeRow>, now: Date): Promise<UpgradeRow> {
  const [moved] = await tx
    .update(orderUpgrades)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(orderUpgrades.id, upgrade.id), eq(orderUpgrades.status, upgrade.status)))
    .returning();
  if (!moved) throw new Refusal(UPGRADE_MESSAGES.status(UPGRADE_STATUS_NAMES[upgrade.status]));
  return moved;
}

/** One step in the order's history (4 → 4) and, when given, the customer's 消息. */
export async function recordUpgradeStep(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'status' | 'customerId'>,
  actor: Actor,
  note: string,
  notice: { title: string; content: string } | null,
  now: Date,
): Promise<void> {
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actorKind: actor.kind,
    actorId: actor.kind === 'system' ? null : actor.id,
    note,
    createdAt: now,
  });
  if (notice) await notifyCustomer(tx, { customerId: order.customerId, orderId: order.id, ...notice }, now);
}

export function upgradeView(row: UpgradeRow, orderNo: string): UpgradeView {
  const status = row.status;
  return {
    upgradeNo: row.upgradeNo,
    orderNo,
    status,
    statusName: UPGRADE_STATUS_NAMES[status],
    guidance: UPGRADE_GUIDANCE[status],
    from: { goodsName: row.fromGoodsName, skuName: row.fromSkuName, unitRent: row.fromUnitRent, unitDeposit: row.fromUnitDeposit },
    to: { skuId: row.toSkuId, goodsName: row.toGoodsName, skuName: row.toSkuName, unitRent: row.toUnitRent, unitDeposit: row.toUnitDeposit },
    quantity: row.quantity,
    monthlyRentBefore: row.monthlyRentBefore,
    monthlyRentAfter: row.monthlyRentAfter,
    depositTopUp: row.depositTopUp,
    upgradeFee: row.upgradeFee,
    couponDiscount: row.couponDiscount,
    amountDue: row.amountDue,
    paidBy: row.paidBy,
    periodsRewritten: row.periodsRewritten,
    swapDay: row.swapDay,
    newSerials: row.newSerials,
    oldSerials: row.oldSerials,
    shipment: row.carrier && row.waybillNo ? { carrier: row.carrier, waybillNo: row.waybillNo } : null,
    returnShipment: row.returnCarrier && row.returnWaybillNo ? { carrier: row.returnCarrier, waybillNo: row.returnWaybillNo } : null,
    inspection: row.inspectionResult
      ? { result: row.inspectionResult, damageFee: row.damageFee, fromDeposit: row.damageFromDeposit, billed: row.damageBilled, remark: row.inspectionRemark }
      : null,
    rejectReason: row.rejectReason,
    createdAt: formatShanghai(row.createdAt),
    paidAt: row.paidAt ? formatShanghai(row.paidAt) : null,
    updatedAt: formatShanghai(row.updatedAt),
  };
}
