/**
 * The address book. Every change is one transaction under the customer's address lock, so
 * "count, then add" and "move the default" are one step for everyone changing the same book:
 * at most ADDRESS_BOOK_MAX addresses, and exactly one default while any exist — the first address
 * is the default, a new default takes the mark from the old one, and deleting the default hands
 * it to the newest address left. A partial unique index allows one default per customer whatever
 * the code does. Another customer's address answers 404, like an unknown one.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { ADDRESS_BOOK_MAX, ADDRESS_MESSAGES, type AddressBody, type AddressDeleted, type AddressUpdateBody, type SavedAddress } from '@/contract/addresses';
import type { Db, Executor } from '../../db/client';
import { customerAddresses } from '../../db/schema';
import { lockNames } from '../shared/advisoryLocks';
import { formatShanghai } from '../shared/clock';
import { notFound, Refusal } from '../shared/refusal';

type AddressRow = typeof customerAddresses.$inferSelect;

const bookLock = (customerId: number) => `addresses:customer:${customerId}`;

function addressView(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    tag: row.tag,
    isDefault: row.isDefault,
    createdAt: formatShanghai(row.createdAt),
    updatedAt: formatShanghai(row.updatedAt),
  };
}

/** `GET /api/wAddress/list`: the default first, then the newest. */
export async function addressBook(db: Executor, customerId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
  return rows.map(addressView);
}

async function ownAddress(tx: Executor, customerId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/** Moves the default mark to `id` (the old mark first: the index allows one at a time). */
async function markDefault(tx: Executor, customerId: number, id: number, now: Date): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true), ne(customerAddresses.id, id)));
  await tx
    .update(customerAddresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
}

const fieldsOf = (body: AddressBody) => ({
  name: body.name,
  phone: body.phone,
  province: body.province,
  city: body.city,
  district: body.district,
  detail: body.detail,
  tag: body.tag,
});

/** `POST /api/wAddress/add`. The first address is the default whatever the body says. */
export async function addAddress(db: Db, customerId: number, body: AddressBody, now: Date): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockNames(tx, [bookLock(customerId)]);
    const [held] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    const size = held?.n ?? 0;
    if (size >= ADDRESS_BOOK_MAX) throw new Refusal(ADDRESS_MESSAGES.full);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...fieldsOf(body), customerId, isDefault: false, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('the address was not written');
    if (size === 0 || body.isDefault === true) await markDefault(tx, customerId, row.id, now);
    return addressView(await ownAddress(tx, customerId, row.id));
  });
}

/**
 * `POST /api/wAddress/update`. `isDefault: true` makes it the default; `false` on the default
 * changes nothing about the mark (the book always keeps one: choose another address instead).
 */
export async function updateAddress(db: Db, customerId: number, body: AddressUpdateBody, now: Date): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockNames(tx, [bookLock(customerId)]);
    await ownAddress(tx, customerId, body.id);
    await tx
      .update(customerAddresses)
      .set({ ...fieldsOf(body), updatedAt: now })
      .where(and(eq(customerAddresses.id, body.id), eq(customerAddresses.customerId, customerId)));
    if (body.isDefault === true) await markDefault(tx, customerId, body.id, now);
    return addressView(await ownAddress(tx, customerId, body.id));
  });
}

/** `POST /api/wAddress/default`: answers the whole book, the new default first. */
export async function setDefaultAddress(db: Db, customerId: number, id: number, now: Date): Promise<SavedAddress[]> {
  await db.transaction(async (tx) => {
    await lockNames(tx, [bookLock(customerId)]);
    await ownAddress(tx, customerId, id);
    await markDefault(tx, customerId, id, now);
  });
  return addressBook(db, customerId);
}

/** `DELETE /api/wAddress/{id}`. Deleting the default hands the mark to the newest address left. */
export async function deleteAddress(db: Db, customerId: number, id: number, now: Date): Promise<AddressDeleted> {
  return db.transaction(async (tx) => {
    await lockNames(tx, [bookLock(customerId)]);
    const row = await ownAddress(tx, customerId, id);
    await tx.delete(customerAddresses).where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
    const [heir] = await tx
      .select({ id: customerAddresses.id, isDefault: customerAddresses.isDefault })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id))
      .limit(1);
    if (!heir) return { id, defaultId: null };
    if (row.isDefault && !heir.isDefault) await markDefault(tx, customerId, heir.id, now);
    return { id, defaultId: heir.id };
  });
}
