/**
 * One device's history for the back office (`GET /api/sys/device/history/:id`): every change of
 * state (who, when, why, the order, the note), and the rentals read from them — each order it
 * went out with, from the event that put it out to the one that ended it (归还入库, 买断售出,
 * 换机换下), with the renting customer's name masked. Reading rentals from the events keeps a
 * replaced unit's rental in its history after the order's unit moved to the new serial.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import { DEVICE_EVENT_REASON_NAMES, maskedName, STORE_DEVICE_STATE_NAMES, type DeviceEventView, type DeviceHistory, type DeviceRentalView } from '@/contract/storeDevices';
import type { Db } from '../../db/client';
import { customers, rentalOrders, storeDeviceEvents, storeDevices, sysUsers } from '../../db/schema';
import { shopScope, type Staff } from '../staff/scope';
import { formatShanghai } from '../shared/clock';
import { notFound } from '../shared/refusal';
import { deviceRows } from './listing';

const SYSTEM_NAME = '系统';

export async function deviceHistory(db: Db, staff: Staff, deviceId: number): Promise<DeviceHistory> {
  const [device] = await deviceRows(db, and(eq(storeDevices.id, deviceId), shopScope(staff, storeDevices.storeId)), { order: 'asc' });
  if (!device) throw notFound();
  const rows = await db
    .select({
      event: storeDeviceEvents,
      staffName: sysUsers.nickName,
      orderNo: rentalOrders.orderNo,
      orderStatus: rentalOrders.status,
      termMonths: rentalOrders.termMonths,
      accountType: customers.accountType,
      personName: customers.personName,
      companyName: customers.companyName,
    })
    .from(storeDeviceEvents)
    .leftJoin(sysUsers, and(eq(storeDeviceEvents.actorKind, 'sys'), eq(sysUsers.id, storeDeviceEvents.actorId)))
    .leftJoin(rentalOrders, eq(rentalOrders.id, storeDeviceEvents.orderId))
    .leftJoin(customers, eq(customers.id, rentalOrders.customerId))
    .where(eq(storeDeviceEvents.deviceId, deviceId))
    .orderBy(asc(storeDeviceEvents.createdAt), asc(storeDeviceEvents.id));

  const events: DeviceEventView[] = rows.map(({ event, staffName, orderNo }) => ({
    id: event.id,
    at: formatShanghai(event.createdAt),
    fromState: event.fromState,
    fromStateName: event.fromState === null ? null : STORE_DEVICE_STATE_NAMES[event.fromState],
    toState: event.toState,
    toStateName: STORE_DEVICE_STATE_NAMES[event.toState],
    reason: event.reason,
    reasonName: DEVICE_EVENT_REASON_NAMES[event.reason],
    actor: { kind: event.actorKind, name: event.actorKind === 'sys' ? (staffName ?? '后台用户') : event.actorKind === 'customer' ? '客户' : SYSTEM_NAME },
    orderNo,
    note: event.note,
  }));

  const rentals: DeviceRentalView[] = [];
  const open = new Map<number, DeviceRentalView>();
  for (const { event, orderNo, orderStatus, termMonths, accountType, personName, companyName } of rows) {
    if (event.orderId === null || orderNo === null || orderStatus === null) continue;
    if (event.toState === 'rented') {
      const name = accountType === 'company' ? (companyName ?? personName ?? '') : (personName ?? '');
      const rental: DeviceRentalView = {
        orderNo,
        orderStatus: orderStatus as OrderStatus,
        orderStatusName: ORDER_STATUS_NAMES[orderStatus as OrderStatus],
        customerName: maskedName(name),
        termMonths: termMonths ?? 0,
        from: formatShanghai(event.createdAt),
        until: null,
        endReason: null,
        endReasonName: null,
      };
      rentals.push(rental);
      open.set(event.orderId, rental);
    } else if (event.fromState === 'rented') {
      const rental = open.get(event.orderId);
      if (!rental) continue;
      rental.until = formatShanghai(event.createdAt);
      rental.endReason = event.reason;
      rental.endReasonName = DEVICE_EVENT_REASON_NAMES[event.reason];
      open.delete(event.orderId);
    }
  }
  // Newest first, as the page reads a history.
  return { device, events: events.reverse(), rentals: rentals.reverse() };
}
