/**
 * The customer's devices as /myEquipment lists them: every unit their orders shipped, with its
 * serial number, configuration, order, rent start, term, expected return date and the calendar
 * days left (Asia/Shanghai). A device is the customer's through its order, so a rental moved to a
 * company (change of renting entity) moves its devices with it. Filters: in use (待收货 and
 * 租赁中), returning (归还中), ended (已归还, 已完成, 已买断).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { DEVICE_FILTER_STATUSES, DEVICE_FILTERS, DEVICE_STATE_NAMES, type DeviceCounts, type DeviceFilter, type DeviceState, type DeviceView } from '@/contract/devices';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';
import type { Db } from '../../db/client';
import { orderShipments, rentalDevices, rentalOrderItems, rentalOrders } from '../../db/schema';
import { likePattern } from '../shared/listing';
import { formatShanghai } from '../shared/clock';
import { daysBetween, rentEndDay, shanghaiDay } from '../shared/calendar';

function stateOf(status: OrderStatus): DeviceState {
  if (status === ORDER_STATUS.shipped) return 'shipped';
  if (status === ORDER_STATUS.renting) return 'inUse';
  if (status === ORDER_STATUS.returning) return 'returning';
  if (status === ORDER_STATUS.boughtOut) return 'boughtOut';
  return 'returned';
}

const ALL_SHIPPED_STATUSES = DEVICE_FILTERS.flatMap((filter) => DEVICE_FILTER_STATUSES[filter]);

function deviceWhere(customerId: number, query: { filter?: DeviceFilter | undefined; keyword?: string | undefined }): SQL {
  const term = query.keyword?.trim();
  const pattern = term ? likePattern(term) : null;
  return and(
    eq(rentalOrders.customerId, customerId),
    inArray(rentalOrders.status, [...(query.filter ? DEVICE_FILTER_STATUSES[query.filter] : ALL_SHIPPED_STATUSES)]),
    pattern ? or(ilike(rentalDevices.serialNo, pattern), ilike(rentalOrders.orderNo, pattern), ilike(rentalOrderItems.goodsName, pattern)) : undefined,
  ) as SQL;
}

/** `POST /api/wDevice/list`: the caller's devices, those due back soonest first, then by order and unit. */
export async function devicePage(
  db: Db,
  customerId: number,
  query: { page: number; limit: number; filter?: DeviceFilter | undefined; keyword?: string | undefined },
  now: Date,
): Promise<{ rows: DeviceView[]; total: number }> {
  const where = deviceWhere(customerId, query);
  const [totals] = await db
    .select({ n: count() })
    .from(rentalDevices)
    .innerJoin(rentalOrders, eq(rentalOrders.id, rentalDevices.orderId))
    .innerJoin(rentalOrderItems, eq(rentalOrderItems.id, rentalDevices.orderItemId))
    .where(where);
  const rows = await db
    .select({ device: rentalDevices, order: rentalOrders, item: rentalOrderItems, carrier: orderShipments.carrier, waybillNo: orderShipments.waybillNo })
    .from(rentalDevices)
    .innerJoin(rentalOrders, eq(rentalOrders.id, rentalDevices.orderId))
    .innerJoin(rentalOrderItems, eq(rentalOrderItems.id, rentalDevices.orderItemId))
    .leftJoin(orderShipments, eq(orderShipments.orderId, rentalDevices.orderId))
    .where(where)
    // Running rentals by their start (the earliest is due back first), the newest shipments after them.
    .orderBy(asc(rentalOrders.status), asc(rentalOrders.rentStartedAt), desc(rentalDevices.shippedAt), asc(rentalDevices.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const today = shanghaiDay(now);
  return {
    total: totals?.n ?? 0,
    rows: rows.map(({ device, order, item, carrier, waybillNo }) => {
      const status = order.status as OrderStatus;
      const state = stateOf(status);
      const rentEndDate = order.rentStartedAt ? rentEndDay(order.rentStartedAt, order.termMonths) : null;
      return {
        deviceId: device.id,
        serialNo: device.serialNo,
        orderNo: order.orderNo,
        orderStatus: status,
        state,
        stateName: DEVICE_STATE_NAMES[state],
        goodsName: item.goodsName,
        skuName: item.skuName,
        image: item.image,
        config: item.config,
        termMonths: order.termMonths,
        carrier,
        waybillNo,
        shippedAt: formatShanghai(device.shippedAt),
        rentStartDate: order.rentStartedAt ? shanghaiDay(order.rentStartedAt) : null,
        rentEndDate,
        daysLeft: state === 'inUse' && rentEndDate ? daysBetween(today, rentEndDate) : null,
        canReturn: status === ORDER_STATUS.renting,
        canService: status === ORDER_STATUS.renting,
      };
    }),
  };
}

/** `GET /api/wDevice/stateCount`: how many of the caller's devices (matching the search) each filter shows. */
export async function deviceCounts(db: Db, customerId: number, keyword?: string): Promise<DeviceCounts> {
  const rows = await db
    .select({ status: rentalOrders.status, n: count() })
    .from(rentalDevices)
    .innerJoin(rentalOrders, eq(rentalOrders.id, rentalDevices.orderId))
    .innerJoin(rentalOrderItems, eq(rentalOrderItems.id, rentalDevices.orderItemId))
    .where(deviceWhere(customerId, { keyword }))
    .groupBy(rentalOrders.status);
  const counts: DeviceCounts = { inUse: 0, returning: 0, ended: 0 };
  for (const row of rows) {
    const filter = DEVICE_FILTERS.find((candidate) => DEVICE_FILTER_STATUSES[candidate].includes(row.status as OrderStatus));
    if (filter) counts[filter] += row.n;
  }
  return counts;
}
