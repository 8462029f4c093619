/**
 * What a running rental may become (`POST /api/wGoods/upGoodsItem`): every configuration of the
 * same shop's goods on sale, with stock for all the order's units and a plan for the order's term
 * whose monthly rent is higher than the order's (a better configuration or a newer model), priced
 * by contract/rentalRules.ts `upgradeQuote`. An order with several configurations, not renting,
 * or with an overdue bill gets a refusal instead (docs/product-rules.md#upgrades).
 */
import { and, asc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import type { SkuConfig } from '@/contract/cart';
import { ORDER_STATUS } from '@/contract/orders';
import { upgradeQuote } from '@/contract/rentalRules';
import { UPGRADE_MESSAGES, type UpgradeOffer, type UpgradeOffers } from '@/contract/upgrades';
import type { Executor } from '../../db/client';
import { bills, goods, goodsSkus, leasePlans, rentalOrderItems, stores } from '../../db/schema';
import { customerOrderRow } from '../orders/access';
import { rentEndDay, shanghaiDay } from '../shared/calendar';
import { notFound } from '../shared/refusal';
import { latestUpgrade, type OrderRow, upgradeView } from './records';

type ItemRow = typeof rentalOrderItems.$inferSelect;

/** A configuration the order may move to, with what it costs. */
export type Candidate = {
  skuId: number;
  goodsId: number;
  goodsName: string;
  skuName: string;
  image: string;
  config: SkuConfig;
  unitRent: number;
  unitDeposit: number;
  buyoutPrice: number;
  unitFee: number;
};

/** The order's one item; null when it rents several configurations. */
export async function soleItem(db: Executor, orderId: number): Promise<ItemRow | null> {
  const items = await db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, orderId));
  return items.length === 1 ? (items[0] ?? null) : null;
}

/** Why this order cannot be upgraded now, or null. */
export async function upgradeRefusal(db: Executor, order: OrderRow, item: ItemRow | null, now: Date): Promise<string | null> {
  if (order.status !== ORDER_STATUS.renting) return UPGRADE_MESSAGES.notRenting;
  if (!item) return UPGRADE_MESSAGES.severalItems;
  const [overdue] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.orderId, order.id), inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue]), sql`${bills.dueDate} < ${shanghaiDay(now)}`))
    .limit(1);
  return overdue ? UPGRADE_MESSAGES.overdue : null;
}

/** The configurations the item may move to (or only `skuId`, when given), better first by rent. */
export async function candidates(db: Executor, order: Pick<OrderRow, 'storeId' | 'termMonths'>, item: ItemRow, skuId?: number): Promise<Candidate[]> {
  const rows = await db
    .select({
      skuId: goodsSkus.id,
      goodsId: goods.id,
      goodsName: goods.name,
      skuName: goodsSkus.name,
      images: goods.images,
      cpu: goodsSkus.cpu,
      memory: goodsSkus.memory,
      storage: goodsSkus.storage,
      graphics: goodsSkus.graphics,
      screen: goodsSkus.screen,
      unitRent: leasePlans.monthlyRent,
      unitDeposit: goodsSkus.deposit,
      buyoutPrice: leasePlans.buyoutPrice,
      unitFee: stores.upgradeFee,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .innerJoin(leasePlans, and(eq(leasePlans.skuId, goodsSkus.id), eq(leasePlans.termMonths, order.termMonths)))
    .where(
      and(
        eq(goods.storeId, order.storeId),
        eq(goods.status, 'on_sale'),
        eq(stores.status, 'open'),
        isNull(goodsSkus.retiredAt),
        ne(goodsSkus.id, item.skuId),
        gte(goodsSkus.stock, item.quantity),
        gt(leasePlans.monthlyRent, item.monthlyRent),
        skuId === undefined ? undefined : eq(goodsSkus.id, skuId),
      ),
    )
    .orderBy(asc(leasePlans.monthlyRent), asc(goodsSkus.id));
  return rows.map(({ images, cpu, memory, storage, graphics, screen, ...row }) => ({ ...row, image: images[0] ?? '', config: { cpu, memory, storage, graphics, screen } }));
}

/** The rent bills still unpaid from today on: what the swap would rewrite if it were today. */
async function periodsLeft(db: Executor, orderId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bills)
    .where(and(eq(bills.orderId, orderId), eq(bills.kind, 'rent'), eq(bills.status, BILL_STATUS.unpaid), gte(bills.dueDate, shanghaiDay(now))));
  return row?.n ?? 0;
}

export function offerOf(order: OrderRow, item: ItemRow, candidate: Candidate, left: number): UpgradeOffer {
  const quote = upgradeQuote({
    quantity: item.quantity,
    currentUnitRent: item.monthlyRent,
    newUnitRent: candidate.unitRent,
    currentUnitDeposit: item.deposit,
    newUnitDeposit: candidate.unitDeposit,
    unitFee: candidate.unitFee,
    coupon: null,
  });
  return {
    id: candidate.skuId,
    goodsId: candidate.goodsId,
    goodsName: candidate.goodsName,
    skuName: candidate.skuName,
    image: candidate.image,
    config: candidate.config,
    unitRent: candidate.unitRent,
    unitDeposit: candidate.unitDeposit,
    monthlyRentBefore: quote.monthlyRentBefore,
    monthlyRentAfter: quote.monthlyRentAfter,
    rentChange: quote.rentChange,
    depositBefore: item.deposit * item.quantity,
    depositAfter: candidate.unitDeposit * item.quantity,
    depositTopUp: quote.depositTopUp,
    upgradeFee: quote.upgradeFee,
    amountDue: quote.amountDue,
    periodsLeft: left,
    termMonths: order.termMonths,
    endDate: order.rentStartedAt ? rentEndDay(order.rentStartedAt, order.termMonths) : null,
  };
}

export async function upgradeOffers(db: Executor, customerId: number, orderNo: string, now: Date): Promise<UpgradeOffers> {
  const order = await customerOrderRow(db, customerId, orderNo);
  if (!order) throw notFound();
  const item = await soleItem(db, order.id);
  const refusal = await upgradeRefusal(db, order, item, now);
  const latest = await latestUpgrade(db, order.id);
  const [first] = await db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, order.id)).orderBy(asc(rentalOrderItems.id)).limit(1);
  const shown = item ?? first;
  const left = await periodsLeft(db, order.id, now);
  return {
    orderNo: order.orderNo,
    current: {
      goodsName: shown?.goodsName ?? '',
      skuName: shown?.skuName ?? '',
      quantity: shown?.quantity ?? 0,
      unitRent: shown?.monthlyRent ?? 0,
      monthlyRent: order.monthlyRent,
      deposit: order.deposit,
    },
    refusal,
    offers: refusal || !item ? [] : (await candidates(db, order, item)).map((candidate) => offerOf(order, item, candidate, left)),
    upgrade: latest ? upgradeView(latest, order.orderNo) : null,
  };
}
