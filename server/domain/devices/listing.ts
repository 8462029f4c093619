/**
 * The back office's device list (`POST /api/sys/device/list`), its counts per state and the rows
 * its export writes: the devices the staff member may reach (an admin every shop's, an editor
 * their own), filtered by state, SKU, goods, shop and a keyword (serial, goods or SKU name), with
 * the order a rented device is out with and how many orders it has gone out with.
 */
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SkuConfig } from '@/contract/cart';
import {
  STORE_DEVICE_STATE_NAMES,
  STORE_DEVICE_STATES,
  type StoreDeviceCounts,
  type StoreDeviceRow,
  type StoreDeviceState,
  type SysDeviceCountQuery,
  type SysDeviceFilters,
  type SysDeviceListQuery,
} from '@/contract/storeDevices';
import type { Db, Executor } from '../../db/client';
import { goods, goodsSkus, rentalDevices, rentalOrders, storeDeviceEvents, storeDevices, stores } from '../../db/schema';
import { shopScope, type Staff } from '../staff/scope';
import { offsetOf, orderByOf } from '../shared/listing';
import { likePattern } from '../shared/listing';
import { formatShanghai } from '../shared/clock';

type Filters = Pick<SysDeviceFilters, 'keyword' | 'goodsId' | 'skuId' | 'storeId'> & { state?: StoreDeviceState | undefined };

/** The staff member's devices matching the filters. */
export function deviceWhere(staff: Staff, filters: Filters): SQL | undefined {
  const pattern = filters.keyword ? likePattern(filters.keyword) : null;
  return and(
    shopScope(staff, storeDevices.storeId),
    filters.storeId === undefined ? undefined : eq(storeDevices.storeId, filters.storeId),
    filters.state === undefined ? undefined : eq(storeDevices.state, filters.state),
    filters.goodsId === undefined ? undefined : eq(storeDevices.goodsId, filters.goodsId),
    filters.skuId === undefined ? undefined : eq(storeDevices.skuId, filters.skuId),
    pattern ? or(ilike(storeDevices.serialNo, pattern), ilike(goods.name, pattern), ilike(goodsSkus.name, pattern)) : undefined,
  );
}

/** How many times the device went out with an order (its events into 租出). */
const rentalCount = sql<number>`(select count(*)::int from ${storeDeviceEvents} where ${storeDeviceEvents.deviceId} = ${storeDevices.id} and ${storeDeviceEvents.toState} = 'rented')`;

/** States sort as the dictionary lists them (在库, 租出, 维修中, 已售出, 报废), not by their keys. */
const stateRank = sql.raw(`case "store_devices"."state" ${STORE_DEVICE_STATES.map((state, index) => `when '${state}' then ${index}`).join(' ')} end`);
const SORT_COLUMNS = { serialNo: storeDevices.serialNo, createdAt: storeDevices.createdAt, state: stateRank };

/** The rows of the list, the export and a device's history, in one shape. */
export async function deviceRows(
  db: Executor,
  where: SQL | undefined,
  params: Pick<SysDeviceListQuery, 'sort' | 'order'>,
  page?: { limit: number; offset: number },
): Promise<StoreDeviceRow[]> {
  const query = db
    .select({ device: storeDevices, storeName: stores.name, goodsName: goods.name, sku: goodsSkus, orderNo: rentalOrders.orderNo, rentalCount })
    .from(storeDevices)
    .innerJoin(goods, eq(goods.id, storeDevices.goodsId))
    .innerJoin(goodsSkus, eq(goodsSkus.id, storeDevices.skuId))
    .innerJoin(stores, eq(stores.id, storeDevices.storeId))
    // The live unit pointing at the device: the order it is out with (at most one: 租出 is one order's).
    .leftJoin(rentalDevices, and(eq(rentalDevices.storeDeviceId, storeDevices.id), isNull(rentalDevices.releasedAt)))
    .leftJoin(rentalOrders, eq(rentalOrders.id, rentalDevices.orderId))
    .where(where)
    .orderBy(...orderByOf(params, SORT_COLUMNS, storeDevices.id, [desc(storeDevices.createdAt)]));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ device, storeName, goodsName, sku, orderNo, rentalCount: rentals }) => {
    const config: SkuConfig = { cpu: sku.cpu, memory: sku.memory, storage: sku.storage, graphics: sku.graphics, screen: sku.screen };
    return {
      deviceId: device.id,
      storeId: device.storeId,
      storeName,
      goodsId: device.goodsId,
      goodsName,
      skuId: device.skuId,
      skuName: sku.name,
      config,
      serialNo: device.serialNo,
      state: device.state,
      stateName: STORE_DEVICE_STATE_NAMES[device.state],
      note: device.note,
      orderNo: device.state === 'rented' ? orderNo : null,
      rentalCount: rentals,
      createdAt: formatShanghai(device.createdAt),
      updatedAt: formatShanghai(device.updatedAt),
    };
  });
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(storeDevices)
    .innerJoin(goods, eq(goods.id, storeDevices.goodsId))
    .innerJoin(goodsSkus, eq(goodsSkus.id, storeDevices.skuId))
    .where(where);
  return row?.n ?? 0;
}

/** `POST /api/sys/device/list`. */
export async function sysDevicePage(db: Db, staff: Staff, query: SysDeviceListQuery): Promise<{ rows: StoreDeviceRow[]; total: number }> {
  const where = deviceWhere(staff, query);
  const [rows, total] = await Promise.all([deviceRows(db, where, query, { limit: query.limit, offset: offsetOf(query) }), countOf(db, where)]);
  return { rows, total };
}

/** `GET /api/sys/device/stateCount`: the staff member's devices matching the filters, per state. */
export async function sysDeviceCounts(db: Db, staff: Staff, query: SysDeviceCountQuery): Promise<StoreDeviceCounts> {
  const rows = await db
    .select({ state: storeDevices.state, n: count() })
    .from(storeDevices)
    .innerJoin(goods, eq(goods.id, storeDevices.goodsId))
    .innerJoin(goodsSkus, eq(goodsSkus.id, storeDevices.skuId))
    .where(deviceWhere(staff, query))
    .groupBy(storeDevices.state);
  const counts = Object.fromEntries(STORE_DEVICE_STATES.map((state) => [state, 0])) as Record<StoreDeviceState, number>;
  for (const row of rows) counts[row.state] = row.n;
  return { ...counts, total: rows.reduce((sum, row) => sum + row.n, 0) };
}
