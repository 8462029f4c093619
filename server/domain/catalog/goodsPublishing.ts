/**
 * Putting goods on sale and taking them off (`POST /api/sys/goods/publish`), several at once.
 * A goods item goes on sale only when shoppers could rent it: a name, a picture, a configuration
 * with a lease plan, in an open shop. Taking it off sale removes it from every listing at once
 * (the caller revalidates the storefront's tags). Each change writes its audit row in the same
 * transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import { TAGS } from '@/contract/cacheTags';
import { PUBLISH_REFUSALS, type GoodsPublishBody, type GoodsPublishResult } from '@/contract/goodsConsole';
import type { Db } from '../../db/client';
import { goods, stores } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { assertShopReach, type Staff } from '../staff/scope';
import { notFound, Refusal } from '../shared/refusal';

type Candidate = { id: number; name: string; status: string; storeId: number; images: string[]; lowestRent: number | null; storeStatus: string };

/** Why the goods item cannot go on sale, or null when it can. `lowest_rent` is set exactly when some configuration has a plan. */
export function publishRefusal(item: Pick<Candidate, 'name' | 'images' | 'lowestRent' | 'storeStatus'>): string | null {
  if (item.name.trim() === '') return PUBLISH_REFUSALS.noName;
  if (item.images.length === 0) return PUBLISH_REFUSALS.noImage;
  if (item.lowestRent === null) return PUBLISH_REFUSALS.noPlan;
  if (item.storeStatus !== 'open') return PUBLISH_REFUSALS.storeClosed;
  return null;
}

export type PublishOutcome = GoodsPublishResult & { tags: string[] };

/**
 * Every id must be a goods item the caller reaches, else 404 and nothing changes. Goods already
 * in the asked state are `unchanged`; goods that cannot go on sale are `refused` with the reason.
 * When nothing changed and something was refused, the first reason is the refusal (code 500).
 */
export async function publishGoods(db: Db, staff: Staff, { ids, onSale }: GoodsPublishBody, now: Date): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const rows: Candidate[] = await tx
      .select({ id: goods.id, name: goods.name, status: goods.status, storeId: goods.storeId, images: goods.images, lowestRent: goods.lowestRent, storeStatus: stores.status })
      .from(goods)
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .where(inArray(goods.id, ids))
      .for('update', { of: goods });
    if (rows.length !== ids.length) throw notFound();
    for (const row of rows) assertShopReach(staff, row.storeId);

    const byId = new Map(rows.map((row) => [row.id, row]));
    const result: GoodsPublishResult = { changed: [], unchanged: [], refused: [] };
    const changed: Candidate[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) throw notFound();
      if (onSale ? row.status === 'on_sale' : row.status !== 'on_sale') {
        result.unchanged.push(id);
        continue;
      }
      const reason = onSale ? publishRefusal(row) : null;
      if (reason) {
        result.refused.push({ id, name: row.name, reason });
        continue;
      }
      result.changed.push(id);
      changed.push(row);
    }
    const [firstRefused] = result.refused;
    if (changed.length === 0 && firstRefused) throw new Refusal(`商品「${firstRefused.name}」不能上架：${firstRefused.reason}`);
    if (changed.length === 0) return { ...result, tags: [] };

    await tx
      .update(goods)
      .set({ status: onSale ? 'on_sale' : 'off_sale', updatedAt: now })
      .where(inArray(goods.id, result.changed));
    for (const row of changed) {
      await recordAudit(
        tx,
        staff,
        { action: onSale ? 'goods.publish' : 'goods.withdraw', targetType: 'goods', targetId: row.id, summary: `${onSale ? '上架' : '下架'}商品：${row.name}` },
        now,
      );
    }
    const shops = [...new Set(changed.map((row) => row.storeId))];
    // Listings, each product page, each shop's page, and the shop cards' goods counts.
    const tags = [TAGS.goods, ...changed.map((row) => TAGS.goodsItem(row.id)), ...shops.map((shop) => TAGS.store(shop)), TAGS.stores];
    return { ...result, tags };
  });
}
