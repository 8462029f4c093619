/**
 * Writing goods in the back office: the editable document (`GET /api/sys/goods/detail/:id`) and
 * the save (`POST /api/sys/goods/save`) that creates a draft or rewrites an item with its
 * configurations and lease plans, in one transaction with its audit row.
 *
 * What orders already rent is never rewritten: orders keep a snapshot of the goods, the
 * configuration and the prices they were placed at (rental_order_items), so a new rent or deposit
 * applies to new orders only. A configuration the editor removes is deleted when nothing names
 * it; when orders or devices still do (the database's foreign keys say so), it stays for them,
 * retired: without plans or stock, shown nowhere again. `goods.lowest_rent` follows the plans
 * (the triggers of migration 0004), `search_text` the name, brand and model (generated).
 */
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { FILE_KEY_PATTERN, isPublicUploadPurpose, keyOfPublicFileUrl, publicFileUrl } from '@/contract/files';
import type { GoodsZone } from '@/contract/goods';
import { GOODS_LIMITS, GOODS_MESSAGES, GOODS_STATUS_NAMES, type GoodsEditDocument, type GoodsSaveInput, type GoodsStatus } from '@/contract/goodsConsole';
import type { Db, Executor } from '../../db/client';
import { goods, goodsCategories, goodsSkus, leasePlans, rentalOrderItems, stores, uploadedFiles } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { actingShop, assertShopReach, type Staff } from '../staff/scope';
import { claimStaffUploads, ownsStaffUpload } from '../files/uploads';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { pictureUploadKeys, sanitizeRichText } from '../shared/richText';
import { categoryPath } from './goodsDetail';
import { kindWordOf, newGoodsSlug, slugForCategory } from './goodsSlug';

type GoodsRow = typeof goods.$inferSelect;

/** The goods item the staff member may reach, else 404 (another shop's answers like an unknown id). */
async function reachableGoods(db: Executor, staff: Staff, id: number, lock = false): Promise<GoodsRow> {
  const query = db.select().from(goods).where(eq(goods.id, id)).$dynamic();
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  assertShopReach(staff, row.storeId);
  return row;
}

export async function goodsEditDocument(db: Db, staff: Staff, id: number): Promise<GoodsEditDocument> {
  const row = await reachableGoods(db, staff, id);
  const [[store], path, skuRows] = await Promise.all([
    db.select({ name: stores.name }).from(stores).where(eq(stores.id, row.storeId)),
    categoryPath(db, row.categoryId),
    db
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goodsId, row.id), isNull(goodsSkus.retiredAt)))
      .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id)),
  ]);
  const skuIds = skuRows.map((sku) => sku.id);
  const [planRows, orderedRows] =
    skuIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(leasePlans).where(inArray(leasePlans.skuId, skuIds)).orderBy(asc(leasePlans.termMonths)),
          db.selectDistinct({ skuId: rentalOrderItems.skuId }).from(rentalOrderItems).where(inArray(rentalOrderItems.skuId, skuIds)),
        ]);
  const ordered = new Set(orderedRows.map((item) => item.skuId));
  return {
    id: row.id,
    slug: row.slug,
    storeId: row.storeId,
    storeName: store?.name ?? '',
    status: row.status,
    statusName: GOODS_STATUS_NAMES[row.status],
    name: row.name,
    subtitle: row.subtitle,
    categoryId: row.categoryId,
    categoryPath: path,
    brand: row.brand,
    model: row.model,
    condition: row.condition,
    zones: row.zones as GoodsZone[],
    tags: row.tags,
    images: row.images,
    specs: row.specs,
    description: row.description,
    skus: skuRows.map((sku) => ({
      id: sku.id,
      name: sku.name,
      cpu: sku.cpu,
      memory: sku.memory,
      storage: sku.storage,
      graphics: sku.graphics,
      screen: sku.screen,
      stock: sku.stock,
      deposit: sku.deposit,
      plans: planRows.filter((plan) => plan.skuId === sku.id).map((plan) => ({ termMonths: plan.termMonths, monthlyRent: plan.monthlyRent, buyoutPrice: plan.buyoutPrice })),
      ordered: ordered.has(sku.id),
    })),
    lowestRent: row.lowestRent,
    rentedCount: row.rentedCount,
    createdAt: formatShanghai(row.createdAt),
    updatedAt: formatShanghai(row.updatedAt),
  };
}

/** The category must exist and be a leaf (goods are listed under 商务办公本, not 笔记本电脑); its path's ids, top first. */
async function leafCategoryPath(tx: Executor, categoryId: number): Promise<number[]> {
  const rows = await tx.select({ id: goodsCategories.id, parentId: goodsCategories.parentId }).from(goodsCategories);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!byId.has(categoryId)) throw new Refusal(GOODS_MESSAGES.categoryUnknown);
  if (rows.some((row) => row.parentId === categoryId)) throw new Refusal(GOODS_MESSAGES.categoryNotLeaf);
  const path: number[] = [];
  for (let node = byId.get(categoryId); node && path.length < rows.length; node = node.parentId === null ? undefined : byId.get(node.parentId)) path.unshift(node.id);
  return path;
}

/** The shop of the goods item being written: its own when editing (it cannot move), the editor's or the named one (admins) when creating. */
async function shopOf(tx: Executor, staff: Staff, current: GoodsRow | null, storeId: number | undefined): Promise<number> {
  if (storeId !== undefined) assertShopReach(staff, storeId);
  if (current) {
    if (storeId !== undefined && storeId !== current.storeId) throw new Refusal(GOODS_MESSAGES.storeFixed);
    return current.storeId;
  }
  const shop = actingShop(staff, storeId, GOODS_MESSAGES.storeMissing);
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, shop));
  if (!store) throw notFound();
  return shop;
}

/** The upload keys a goods item shows now: its pictures and its description's. */
function keysShownBy(row: GoodsRow | null): Set<string> {
  if (!row) return new Set();
  return new Set([...row.images.flatMap((image) => keyOfPublicFileUrl(image) ?? []), ...pictureUploadKeys(row.description)]);
}

type Pictures = { images: string[]; fresh: { key: string; refusal: string }[] };

/**
 * The gallery as stored: each entry a fresh upload's key (stored as its public path), or a path
 * the goods already shows, unchanged. Keys the goods does not show yet are `fresh`: the save
 * claims them.
 */
function galleryOf(entries: readonly string[], current: GoodsRow | null, shown: ReadonlySet<string>): Pictures {
  const images: string[] = [];
  const fresh: Pictures['fresh'] = [];
  entries.forEach((entry, index) => {
    const key = FILE_KEY_PATTERN.test(entry) ? entry : keyOfPublicFileUrl(entry);
    if (key) {
      images.push(publicFileUrl(key));
      if (!shown.has(key)) fresh.push({ key, refusal: GOODS_MESSAGES.imageUnknown(index) });
    } else if (current?.images.includes(entry)) {
      images.push(entry);
    } else {
      throw new Refusal(GOODS_MESSAGES.imageUnknown(index));
    }
  });
  if (new Set(images).size !== images.length) throw new Refusal('商品图片重复');
  return { images, fresh };
}

/**
 * Attaches the pictures the goods item did not show before. A picture already attached to
 * public content of the same shop may be shown again (a goods item copied from another); any
 * other must be a fresh upload of purpose `goods` the caller owns (claimStaffUploads).
 */
async function attachPictures(tx: Executor, staff: Staff, storeId: number, fresh: Pictures['fresh'], now: Date): Promise<void> {
  const byKey = new Map<string, string>();
  for (const { key, refusal } of fresh) if (!byKey.has(key)) byKey.set(key, refusal);
  if (byKey.size === 0) return;
  const files = await tx
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.key, [...byKey.keys()]));
  const toClaim: string[] = [];
  for (const [key, refusal] of byKey) {
    const file = files.find((candidate) => candidate.key === key);
    const reusable = file?.attachedAt != null && file.sysUserId !== null && isPublicUploadPurpose(file.purpose) && file.storeId === storeId;
    if (reusable) continue;
    if (!file || file.purpose !== 'goods' || file.attachedAt !== null || !ownsStaffUpload(file, staff)) throw new Refusal(refusal);
    toClaim.push(key);
  }
  await claimStaffUploads(tx, toClaim, 'goods', staff, { now, storeId });
}

/** A configuration's label when the editor leaves it empty: 处理器 / 内存 / 存储 (a monitor: its screen). */
function skuLabel(sku: GoodsSaveInput['skus'][number]): string {
  if (sku.name) return sku.name;
  const parts = [sku.cpu, sku.memory, sku.storage].filter((part) => part !== '—' && part !== '-');
  return (parts.length > 0 ? parts.join(' / ') : sku.screen).slice(0, GOODS_LIMITS.skuFieldMax);
}

/** A foreign key still names the row (PostgreSQL 23503), wherever the driver put the error. */
function isStillReferenced(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if ((current as Error & { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * A configuration the editor removed: deleted (its plans and cart lines with it) when nothing
 * else names it, else retired for the orders and devices that do. The delete runs in a savepoint,
 * so its refusal leaves the save's transaction usable.
 */
async function removeSku(tx: Executor, skuId: number, now: Date): Promise<'deleted' | 'retired'> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.delete(goodsSkus).where(eq(goodsSkus.id, skuId));
    });
    return 'deleted';
  } catch (error) {
    if (!isStillReferenced(error)) throw error;
  }
  await tx.delete(leasePlans).where(eq(leasePlans.skuId, skuId));
  await tx.update(goodsSkus).set({ retiredAt: now, stock: 0 }).where(eq(goodsSkus.id, skuId));
  return 'retired';
}

/** Writes the configurations in the editor's order and their plans; removes the ones left out. */
async function writeSkus(tx: Executor, goodsId: number, skus: GoodsSaveInput['skus'], isNew: boolean, now: Date) {
  const existing = isNew
    ? []
    : await tx
        .select({ id: goodsSkus.id })
        .from(goodsSkus)
        .where(and(eq(goodsSkus.goodsId, goodsId), isNull(goodsSkus.retiredAt)));
  const existingIds = new Set(existing.map((sku) => sku.id));
  const kept = new Set<number>();
  let added = 0;
  for (const [index, sku] of skus.entries()) {
    const values = {
      name: skuLabel(sku),
      cpu: sku.cpu,
      memory: sku.memory,
      storage: sku.storage,
      graphics: sku.graphics,
      screen: sku.screen,
      stock: sku.stock,
      deposit: sku.deposit,
      sort: index,
    };
    let skuId: number;
    if (sku.id !== undefined) {
      if (!existingIds.has(sku.id)) throw new Refusal(GOODS_MESSAGES.skuUnknown(index));
      await tx.update(goodsSkus).set(values).where(eq(goodsSkus.id, sku.id));
      skuId = sku.id;
    } else {
      const [inserted] = await tx
        .insert(goodsSkus)
        .values({ goodsId, ...values })
        .returning({ id: goodsSkus.id });
      if (!inserted) throw new Error('goods_skus insert returned no row');
      skuId = inserted.id;
      added += 1;
    }
    kept.add(skuId);
    const terms = sku.plans.map((plan) => plan.termMonths);
    await tx.delete(leasePlans).where(and(eq(leasePlans.skuId, skuId), notInArray(leasePlans.termMonths, terms)));
    await tx
      .insert(leasePlans)
      .values(sku.plans.map((plan) => ({ skuId, ...plan })))
      .onConflictDoUpdate({
        target: [leasePlans.skuId, leasePlans.termMonths],
        set: { monthlyRent: sql`excluded.monthly_rent`, buyoutPrice: sql`excluded.buyout_price` },
      });
  }
  let removed = 0;
  let retired = 0;
  for (const { id } of existing) {
    if (kept.has(id)) continue;
    if ((await removeSku(tx, id, now)) === 'retired') retired += 1;
    else removed += 1;
  }
  return { added, removed, retired };
}

export type SavedGoods = { id: number; storeId: number; status: GoodsStatus; created: boolean };

/** `POST /api/sys/goods/save`: a new goods item is a draft; an edit keeps its status. */
export async function saveGoods(db: Db, staff: Staff, input: GoodsSaveInput, now: Date): Promise<SavedGoods> {
  return db.transaction(async (tx) => {
    const current = input.id === undefined ? null : await reachableGoods(tx, staff, input.id, true);
    const storeId = await shopOf(tx, staff, current, input.storeId);
    const pathIds = await leafCategoryPath(tx, input.categoryId);
    const description = sanitizeRichText(input.description);
    if (description.length > GOODS_LIMITS.descriptionMax) throw new Refusal(GOODS_MESSAGES.descriptionTooLong);

    const shown = keysShownBy(current);
    const gallery = galleryOf(input.images, current, shown);
    const descriptionFresh = pictureUploadKeys(description)
      .filter((key) => !shown.has(key))
      .map((key) => ({ key, refusal: GOODS_MESSAGES.descriptionImageUnknown }));
    await attachPictures(tx, staff, storeId, [...gallery.fresh, ...descriptionFresh], now);

    const values = {
      categoryId: input.categoryId,
      name: input.name,
      subtitle: input.subtitle,
      brand: input.brand,
      model: input.model,
      condition: input.condition,
      zones: input.zones,
      tags: input.tags,
      images: gallery.images,
      description,
      specs: input.specs,
      updatedAt: now,
    };
    const kindWord = kindWordOf(pathIds);
    let id: number;
    let status: GoodsStatus;
    if (current) {
      const slug = current.categoryId === input.categoryId ? current.slug : slugForCategory(current.slug, input.brand, input.model, kindWord);
      await tx
        .update(goods)
        .set({ ...values, slug })
        .where(eq(goods.id, current.id));
      id = current.id;
      status = current.status;
    } else {
      const [inserted] = await tx
        .insert(goods)
        .values({ ...values, storeId, slug: newGoodsSlug(input.brand, input.model, kindWord), status: 'draft', createdAt: now })
        .returning({ id: goods.id });
      if (!inserted) throw new Error('goods insert returned no row');
      id = inserted.id;
      status = 'draft';
    }
    const skus = await writeSkus(tx, id, input.skus, current === null, now);
    const changes = [skus.added && `新增配置 ${skus.added} 个`, skus.removed + skus.retired && `移除配置 ${skus.removed + skus.retired} 个`].filter(Boolean).join('，');
    await recordAudit(
      tx,
      staff,
      current
        ? { action: 'goods.edit', targetType: 'goods', targetId: id, summary: `编辑商品：${input.name}${changes ? `（${changes}）` : ''}` }
        : { action: 'goods.create', targetType: 'goods', targetId: id, summary: `新建商品（草稿）：${input.name}，配置 ${input.skus.length} 个` },
      now,
    );
    return { id, storeId, status, created: current === null };
  });
}
