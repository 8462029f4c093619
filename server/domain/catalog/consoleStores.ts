/**
 * Shops from the back office: the platform's list (with what each sells and has rented), closing
 * and reopening a shop (a closed shop's goods leave every public list and cannot be rented: the
 * listings, goods pages, cart and checkout all read `stores.status`), the quality-store mark; and
 * a merchant's own settings (店铺设置). Public pages read these rows, so the routes revalidate the
 * storefront's tags after each change.
 */
import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_STORE_MESSAGES,
  STORE_STATUS_NAMES,
  type ConsoleStore,
  type ShopSettings,
  type ShopSettingsInput,
  type ConsoleStoreListQuery,
  type StoreStatus,
} from '@/contract/consoleStores';
import type { Db, Executor } from '../../db/client';
import { stores } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { offsetOf, orderByOf } from '../shared/listing';
import { pictureToStore } from '../files/pictures';
import { actingShop, assertPlatform, assertShopReach, type Staff } from '../staff/scope';
import { PLATFORM_RETURN_ADDRESS } from './returnAddress';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';
import { likePattern } from '../shared/listing';

// Written out in SQL: drizzle leaves single-table columns unqualified, which a subquery would capture.
const goodsOnSaleOf = sql<number>`(select count(*) from goods g where g.store_id = stores.id and g.status = 'on_sale' and g.lowest_rent is not null)::integer`;
const goodsTotalOf = sql<number>`(select count(*) from goods g where g.store_id = stores.id)::integer`;
const ordersOf = sql<number>`(select count(*) from rental_orders o where o.store_id = stores.id)::integer`;
const staffOf = sql<number>`(select count(*) from sys_users u where u.store_id = stores.id)::integer`;

const storeColumns = { store: stores, goodsOnSale: goodsOnSaleOf, goodsTotal: goodsTotalOf, orders: ordersOf, staff: staffOf };

type StoreRow = typeof stores.$inferSelect;

/** The logo the storefront draws from the slug (app/stores/[file]). */
const drawnLogo = (slug: string) => `/stores/${slug}.svg`;
/** The logo a page shows: the shop's own picture, or the drawn one. */
const logoOf = (store: Pick<StoreRow, 'logo' | 'slug'>) => store.logo ?? drawnLogo(store.slug);

function storeView(row: { store: StoreRow; goodsOnSale: number; goodsTotal: number; orders: number; staff: number }): ConsoleStore {
  const { store } = row;
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    logo: logoOf(store),
    intro: store.intro,
    city: store.city,
    featured: store.featured,
    status: store.status,
    statusName: STORE_STATUS_NAMES[store.status],
    statusReason: store.statusReason,
    rating: store.ratingTenths / 10,
    tags: store.tags,
    goodsOnSale: Number(row.goodsOnSale),
    goodsTotal: Number(row.goodsTotal),
    orders: Number(row.orders),
    staff: Number(row.staff),
    createdAt: formatShanghai(store.createdAt),
    returnAddress: store.returnAddress,
  };
}

/** `POST /api/sys/store/list`. */
export async function consoleStoreList(db: Db, staff: Staff, query: ConsoleStoreListQuery): Promise<{ rows: ConsoleStore[]; total: number }> {
  assertPlatform(staff);
  const conditions: (SQL | undefined)[] = [
    query.status === undefined ? undefined : eq(stores.status, query.status),
    query.featured === undefined ? undefined : eq(stores.featured, query.featured),
  ];
  if (query.keyword !== undefined) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(ilike(stores.name, pattern), ilike(stores.slug, pattern)));
  }
  const where = and(...conditions);
  const order = orderByOf(query, { createdAt: stores.createdAt, rating: stores.ratingTenths, goodsOnSale: goodsOnSaleOf, orders: ordersOf }, stores.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select(storeColumns)
      .from(stores)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return { rows: rows.map(storeView), total: counted?.n ?? 0 };
}

async function storeById(db: Executor, id: number): Promise<ConsoleStore> {
  const [row] = await db.select(storeColumns).from(stores).where(eq(stores.id, id));
  if (!row) throw notFound();
  return storeView(row);
}

/** `GET /api/sys/store/detail/{id}`. */
export async function consoleStoreDetail(db: Db, staff: Staff, id: number): Promise<ConsoleStore> {
  assertPlatform(staff);
  return storeById(db, id);
}

/** `POST /api/sys/store/status`: close (停业) or reopen; the reason is kept on the shop and in the audit log. */
export async function setStoreStatus(db: Db, staff: Staff, input: { id: number; status: StoreStatus; reason: string }, now: Date): Promise<ConsoleStore> {
  assertPlatform(staff);
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: stores.name, status: stores.status }).from(stores).where(eq(stores.id, input.id));
    if (!current) throw notFound();
    if (current.status === input.status) throw new Refusal(CONSOLE_STORE_MESSAGES.alreadyInStatus(input.status));
    await tx.update(stores).set({ status: input.status, statusReason: input.reason }).where(eq(stores.id, input.id));
    const closing = input.status === 'closed';
    await recordAudit(
      tx,
      staff,
      {
        action: closing ? 'store.suspend' : 'store.reopen',
        targetType: 'store',
        targetId: input.id,
        summary: `${closing ? '停业' : '恢复营业'}：店铺「${current.name}」，原因：${input.reason}`,
      },
      now,
    );
  });
  return storeById(db, input.id);
}

/** `POST /api/sys/store/featured`: in or out of the quality-store zone. */
export async function setStoreFeatured(db: Db, staff: Staff, input: { id: number; featured: boolean }, now: Date): Promise<ConsoleStore> {
  assertPlatform(staff);
  await db.transaction(async (tx) => {
    const [updated] = await tx.update(stores).set({ featured: input.featured }).where(eq(stores.id, input.id)).returning({ name: stores.name });
    if (!updated) throw notFound();
    await recordAudit(
      tx,
      staff,
      { action: 'store.feature', targetType: 'store', targetId: input.id, summary: `${input.featured ? '设为' : '取消'}优质店铺：「${updated.name}」` },
      now,
    );
  });
  return storeById(db, input.id);
}

/** The shop 店铺设置 acts on: an editor's own (naming another is 404), or the one an admin names. */
function settingsShop(staff: Staff, storeId: number | undefined): number {
  if (storeId !== undefined) assertShopReach(staff, storeId);
  return actingShop(staff, storeId);
}

function settingsView(store: StoreRow): ShopSettings {
  const { recipient, phone, address } = PLATFORM_RETURN_ADDRESS;
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    logo: logoOf(store),
    customLogo: store.logo !== null && store.logo !== drawnLogo(store.slug),
    intro: store.intro,
    city: store.city,
    status: store.status,
    statusName: STORE_STATUS_NAMES[store.status],
    returnAddress: store.returnAddress,
    upgradeFee: store.upgradeFee,
    platformReturnAddress: { recipient, phone, address },
  };
}

/** `GET /api/sys/shop`. */
export async function shopSettings(db: Db, staff: Staff, storeId: number | undefined): Promise<ShopSettings> {
  const id = settingsShop(staff, storeId);
  const [store] = await db.select().from(stores).where(eq(stores.id, id));
  if (!store) throw notFound();
  return settingsView(store);
}

/** Absent keeps the shop's picture; null or the drawn logo sent back means the drawn one. */
async function logoToStore(tx: Executor, staff: Staff, current: StoreRow, ref: string | null | undefined, now: Date): Promise<string | null> {
  if (ref === undefined) return current.logo;
  if (ref === null || ref === drawnLogo(current.slug)) return null;
  return pictureToStore(tx, staff, 'store', ref, { current: current.logo, now });
}

/**
 * `POST /api/sys/shop` (button `shop:edit`). `logo` absent keeps the picture, null goes back to the
 * drawn one; `upgradeFee` absent keeps the fee. A new fee prices applications made after it
 * (docs/product-rules.md#upgrades); one already applied for keeps the fee it was quoted.
 */
export async function saveShopSettings(db: Db, staff: Staff, input: ShopSettingsInput, now: Date): Promise<ShopSettings> {
  const id = settingsShop(staff, input.storeId);
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(stores).where(eq(stores.id, id));
    if (!current) throw notFound();
    const logo = await logoToStore(tx, staff, current, input.logo, now);
    const [updated] = await tx
      .update(stores)
      .set({ intro: input.intro, city: input.city, logo, returnAddress: input.returnAddress, upgradeFee: input.upgradeFee ?? current.upgradeFee })
      .where(eq(stores.id, id))
      .returning();
    if (!updated) throw notFound();
    await recordAudit(tx, staff, { action: 'shop.edit', targetType: 'store', targetId: id, summary: `修改店铺设置：「${current.name}」` }, now);
    return updated;
  });
  return settingsView(saved);
}
