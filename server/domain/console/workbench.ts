/**
 * The workbench (`GET /api/sys/workbench`): what needs doing now in the staff member's shops —
 * orders to review, ship, inspect and complete, open service requests, invoice requests to issue,
 * overdue bills — the platform's own queues for an admin (company verifications, special-VAT
 * qualifications, shop and cooperation applications), and this month's money: the rent received
 * and the cash deposits held. Each count is what the matching console page lists with its filter.
 */
import { and, between, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { BILL_STATUS } from '@/contract/bills';
import { ORDER_STATUS } from '@/contract/orders';
import { OPEN_SERVICE_STATUSES } from '@/contract/serviceRequests';
import type { Workbench, WorkbenchQueue } from '@/contract/workbench';
import type { Db } from '../../db/client';
import { bills, customerVerifications, invoiceRequests, merchantApplications, rentalOrders, serviceRequests, stores, vatQualifications } from '../../db/schema';
import { monthDays, shanghaiDay, shanghaiMonth } from '../shared/calendar';
import { DAY_MS } from '../shared/clock';
import { shopScope, type Staff } from '../staff/scope';

const queue = (n: number | undefined, url: string): WorkbenchQueue => ({ count: Number(n ?? 0), url });
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);

async function orderQueues(db: Db, staff: Staff): Promise<Workbench['orders']> {
  const waiting = [ORDER_STATUS.pendingReview, ORDER_STATUS.awaitingShipment, ORDER_STATUS.returning, ORDER_STATUS.returned];
  const rows = await db
    .select({ status: rentalOrders.status, n: count() })
    .from(rentalOrders)
    .where(and(shopScope(staff, rentalOrders.storeId), inArray(rentalOrders.status, waiting)))
    .groupBy(rentalOrders.status);
  const of = (status: number) => rows.find((row) => row.status === status)?.n;
  return {
    toReview: queue(of(ORDER_STATUS.pendingReview), `/console/orders?status=${ORDER_STATUS.pendingReview}`),
    toShip: queue(of(ORDER_STATUS.awaitingShipment), `/console/orders?status=${ORDER_STATUS.awaitingShipment}`),
    toInspect: queue(of(ORDER_STATUS.returning), `/console/orders?status=${ORDER_STATUS.returning}`),
    toComplete: queue(of(ORDER_STATUS.returned), `/console/orders?status=${ORDER_STATUS.returned}`),
  };
}

async function platformQueues(db: Db): Promise<NonNullable<Workbench['platform']>> {
  const [[verifications], [qualifications], applications] = await Promise.all([
    db
      .select({ n: count() })
      .from(customerVerifications)
      .where(and(eq(customerVerifications.kind, 'company'), eq(customerVerifications.status, 'pending'))),
    db.select({ n: count() }).from(vatQualifications).where(eq(vatQualifications.status, 0)),
    db.select({ kind: merchantApplications.kind, n: count() }).from(merchantApplications).where(eq(merchantApplications.status, 'pending')).groupBy(merchantApplications.kind),
  ]);
  return {
    companyVerifications: queue(verifications?.n, '/console/verifications?status=pending'),
    vatQualifications: queue(qualifications?.n, '/console/qualifications?status=0'),
    shopApplications: queue(applications.find((row) => row.kind === 'join')?.n, '/console/applications?status=pending'),
    cooperationApplications: queue(applications.find((row) => row.kind === 'cooperation')?.n, '/console/cooperation?status=pending'),
  };
}

export async function workbench(db: Db, staff: Staff, now: Date): Promise<Workbench> {
  const today = shanghaiDay(now);
  const month = shanghaiMonth(now);
  const { first, last } = monthDays(month);
  const orderScope = shopScope(staff, rentalOrders.storeId);
  const [orders, [services], [invoices], [overdue], [rent], [deposits], store] = await Promise.all([
    orderQueues(db, staff),
    db
      .select({ n: count() })
      .from(serviceRequests)
      .where(and(shopScope(staff, serviceRequests.storeId), inArray(serviceRequests.status, [...OPEN_SERVICE_STATUSES]))),
    db
      .select({ n: count() })
      .from(invoiceRequests)
      .where(and(shopScope(staff, invoiceRequests.storeId), eq(invoiceRequests.status, 0))),
    db
      .select({ n: count(), amount: sql<number>`coalesce(sum(${bills.amount}), 0)::bigint` })
      .from(bills)
      .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
      .where(and(orderScope, inArray(bills.status, [BILL_STATUS.unpaid, BILL_STATUS.overdue]), lt(bills.dueDate, today))),
    db
      .select({ amount: sql<number>`coalesce(sum(${bills.amount}), 0)::bigint` })
      .from(bills)
      .innerJoin(rentalOrders, eq(rentalOrders.id, bills.orderId))
      .where(
        and(
          orderScope,
          eq(bills.kind, 'rent'),
          eq(bills.status, BILL_STATUS.paid),
          gte(bills.paidAt, startOf(first)),
          lt(bills.paidAt, new Date(startOf(last).getTime() + DAY_MS)),
        ),
      ),
    db
      .select({ amount: sql<number>`coalesce(sum(${rentalOrders.deposit}), 0)::bigint` })
      .from(rentalOrders)
      .where(and(orderScope, between(rentalOrders.status, ORDER_STATUS.pendingReview, ORDER_STATUS.returned))),
    staff.role === 'editor' && staff.storeId !== null ? db.select({ name: stores.name }).from(stores).where(eq(stores.id, staff.storeId)) : Promise.resolve([]),
  ]);
  const platform = staff.role === 'admin';
  return {
    scope: platform ? 'platform' : 'shop',
    storeId: platform ? null : staff.storeId,
    storeName: store[0]?.name ?? null,
    orders,
    serviceRequests: queue(services?.n, '/console/service?status=0'),
    invoiceRequests: queue(invoices?.n, '/console/invoices?status=0'),
    overdueBills: { ...queue(overdue?.n, `/console/bills?status=${BILL_STATUS.overdue}`), amount: Number(overdue?.amount ?? 0) },
    platform: platform ? await platformQueues(db) : null,
    money: { month, rentReceived: Number(rent?.amount ?? 0), depositsHeld: Number(deposits?.amount ?? 0) },
  };
}
