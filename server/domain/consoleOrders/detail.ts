/**
 * One order as the back office sees it (`GET /api/sys/order/detail/{orderNo}`): everything a
 * merchant needs to act on it — items, customer, delivery address, payments and refunds, bills,
 * the history naming who did what, risk check, shipment and serials, the return, the inspection
 * and settlement, renewals, the buyout, service and invoice requests — and the actions the
 * lifecycle allows now. Another shop's order is 404, like an unknown one.
 */
import { and, asc, eq } from 'drizzle-orm';
import { billLabel, type BillView } from '@/contract/bills';
import {
  ACCOUNT_KIND_NAMES,
  INSPECTION_RESULT_NAMES,
  PAYMENT_METHOD_NAMES,
  type ConsoleBuyout,
  type ConsoleDevice,
  type ConsoleInspection,
  type ConsoleInvoiceRequest,
  type ConsoleOrderDetail,
  type ConsoleOrderEvent,
  type ConsolePayment,
  type ConsoleRefund,
  type ConsoleRisk,
} from '@/contract/consoleOrders';
import { INVOICE_STATUS_NAMES, INVOICE_TYPE_NAMES } from '@/contract/invoices';
import { refundDescription, type RefundCause, type RenewalRecord } from '@/contract/money';
import { ORDER_STATUS_NAMES, RISK_DECISION_NAMES, type OrderItem, type OrderStatus } from '@/contract/orders';
import type { Db } from '../../db/client';
import {
  balanceLedger,
  bills,
  buyoutPayments,
  buyoutQuotes,
  customers,
  invoiceRequestItems,
  invoiceRequests,
  onlineRefunds,
  orderHistory,
  orderInspections,
  orderRenewals,
  orderShipments,
  parcelSignatures,
  payments,
  rentalDevices,
  rentalOrderItems,
  riskRecords,
  serviceRequests,
  stores,
} from '../../db/schema';
import type { Staff } from '../staff/scope';
import { billViews } from '../bills/read';
import { summaryPage } from '../service/views';
import { formatShanghai } from '../shared/clock';
import { NO_LIFE, orderLives } from '../orders/life';
import { orderItemView } from '../orders/read';
import { staffOrderRow, type DeskOrder } from './access';
import { consoleActions, consoleUpgrade } from './actions';
import { actorName, customerNames, staffNames } from './names';
import { sysFileUrl } from '../files/uploads';

const at = (time: Date | null) => (time ? formatShanghai(time) : null);

const PAYMENT_STATUS_NAMES: Record<ConsolePayment['status'], string> = { pending: '待支付', succeeded: '支付成功', failed: '支付失败', refunded: '已退款' };
const REFUND_TO_NAMES: Record<ConsoleRefund['to'], string> = { balance: '退回账户余额', online: '原路退回' };

async function itemsOf(db: Db, orderId: number): Promise<OrderItem[]> {
  const rows = await db.select().from(rentalOrderItems).where(eq(rentalOrderItems.orderId, orderId)).orderBy(asc(rentalOrderItems.id));
  return rows.map(orderItemView);
}

async function paymentsOf(db: Db, orderId: number): Promise<ConsolePayment[]> {
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
  return rows.map((row) => ({
    method: row.method,
    methodName: PAYMENT_METHOD_NAMES[row.method],
    status: row.status,
    statusName: PAYMENT_STATUS_NAMES[row.status],
    amount: row.amount,
    tradeNo: row.providerTradeNo,
    createdAt: formatShanghai(row.createdAt),
    paidAt: at(row.paidAt),
  }));
}

async function refundsOf(db: Db, orderId: number): Promise<ConsoleRefund[]> {
  const [online, ledger, orderBills] = await Promise.all([
    db.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, orderId)),
    db.select().from(balanceLedger).where(eq(balanceLedger.orderId, orderId)),
    db.select().from(bills).where(eq(bills.orderId, orderId)),
  ]);
  const billById = new Map(orderBills.map((bill) => [bill.id, bill]));
  const what = (cause: RefundCause, billId: number | null) => {
    const bill = billId === null ? undefined : billById.get(billId);
    return refundDescription(cause, bill ? billLabel(bill) : null);
  };
  const refunds: (ConsoleRefund & { time: Date })[] = [
    ...online.map((row) => ({
      to: 'online' as const,
      toName: REFUND_TO_NAMES.online,
      what: what(row.reason, row.billId),
      amount: row.amount,
      refundNo: row.refundNo,
      tradeNo: row.tradeNo,
      status: row.status,
      statusName: row.status === 'succeeded' ? '已退款' : '退款中',
      at: formatShanghai(row.createdAt),
      time: row.createdAt,
    })),
    ...ledger.flatMap((row) => {
      if (row.refundCause === null) return [];
      return [
        {
          to: 'balance' as const,
          toName: REFUND_TO_NAMES.balance,
          what: what(row.refundCause, row.billId),
          amount: row.amount,
          refundNo: null,
          tradeNo: null,
          status: 'succeeded' as const,
          statusName: '已退款',
          at: formatShanghai(row.createdAt),
          time: row.createdAt,
        },
      ];
    }),
  ];
  return refunds.sort((a, b) => a.time.getTime() - b.time.getTime()).map(({ time: _time, ...refund }) => refund);
}

async function billsOf(db: Db, orderId: number, now: Date): Promise<BillView[]> {
  const ids = await db.select({ id: bills.id }).from(bills).where(eq(bills.orderId, orderId)).orderBy(asc(bills.kind), asc(bills.period));
  const views = await billViews(
    db,
    ids.map((row) => row.id),
    now,
  );
  const position = new Map(ids.map((row, index) => [row.id, index]));
  return views.sort((a, b) => (position.get(a.billId) ?? 0) - (position.get(b.billId) ?? 0));
}

/** The order's history, oldest first, each line naming who made it. */
export async function consoleHistory(db: Db, orderId: number): Promise<ConsoleOrderEvent[]> {
  const rows = await db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.createdAt), asc(orderHistory.id));
  const names = {
    staff: await staffNames(
      db,
      rows.filter((row) => row.actorKind === 'sys').map((row) => row.actorId),
    ),
    customers: await customerNames(
      db,
      rows.filter((row) => row.actorKind === 'customer').map((row) => row.actorId),
    ),
  };
  return rows.map((row) => ({
    fromStatus: row.fromStatus as OrderStatus | null,
    toStatus: row.toStatus as OrderStatus,
    statusName: ORDER_STATUS_NAMES[row.toStatus as OrderStatus],
    actor: row.actorKind,
    actorName: actorName({ kind: row.actorKind, id: row.actorId }, names),
    note: row.note,
    at: formatShanghai(row.createdAt),
  }));
}

async function riskOf(db: Db, orderId: number): Promise<ConsoleRisk | null> {
  const [risk] = await db.select().from(riskRecords).where(eq(riskRecords.orderId, orderId));
  if (!risk) return null;
  const names = await staffNames(db, [risk.reviewedBy]);
  return {
    level: risk.level,
    decision: risk.decision,
    decisionName: RISK_DECISION_NAMES[risk.decision],
    reasons: risk.reasons,
    checkedAt: formatShanghai(risk.checkedAt),
    review:
      risk.reviewOutcome && risk.reviewedAt
        ? {
            outcome: risk.reviewOutcome,
            outcomeName: risk.reviewOutcome === 'approved' ? '人工审核通过' : '人工审核拒绝',
            by: risk.reviewedBy === null ? null : (names.get(risk.reviewedBy) ?? '后台用户'),
            note: risk.reviewNote ?? '',
            at: formatShanghai(risk.reviewedAt),
          }
        : null,
  };
}

async function shipmentOf(db: Db, orderId: number): Promise<ConsoleOrderDetail['shipment']> {
  const [shipment] = await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
  if (!shipment) return null;
  const names = { staff: await staffNames(db, [shipment.actorId]), customers: new Map<number, string>() };
  return {
    carrier: shipment.carrier,
    waybillNo: shipment.waybillNo,
    shippedAt: formatShanghai(shipment.shippedAt),
    shippedBy: actorName({ kind: shipment.actorKind, id: shipment.actorId }, names),
  };
}

/** The carrier's 已签收 of the return at the shop, once the scheduler recorded it. */
async function returnArrivedAt(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ signedAt: parcelSignatures.signedAt })
    .from(parcelSignatures)
    .where(and(eq(parcelSignatures.orderId, orderId), eq(parcelSignatures.leg, 'return')));
  return at(row?.signedAt ?? null);
}

async function devicesOf(db: Db, orderId: number): Promise<ConsoleDevice[]> {
  const rows = await db
    .select({ device: rentalDevices, goodsName: rentalOrderItems.goodsName, skuName: rentalOrderItems.skuName })
    .from(rentalDevices)
    .innerJoin(rentalOrderItems, eq(rentalOrderItems.id, rentalDevices.orderItemId))
    .where(eq(rentalDevices.orderId, orderId))
    .orderBy(asc(rentalDevices.id));
  return rows.map(({ device, goodsName, skuName }) => ({
    serialNo: device.serialNo,
    goodsName,
    skuName,
    shippedAt: formatShanghai(device.shippedAt),
    releasedAt: at(device.releasedAt),
    releaseReason: device.releaseReason,
  }));
}

export async function inspectionOf(db: Db, orderId: number): Promise<ConsoleInspection | null> {
  const [row] = await db.select().from(orderInspections).where(eq(orderInspections.orderId, orderId));
  if (!row) return null;
  const names = await staffNames(db, [row.inspectedBy, row.completedBy]);
  return {
    result: row.result,
    resultName: INSPECTION_RESULT_NAMES[row.result],
    damageFee: row.damageFee,
    remark: row.remark,
    photos: row.photoKeys.map((key) => ({ key, url: sysFileUrl(key) })),
    deposit: row.deposit,
    earlyReturnFee: row.earlyReturnFee,
    depositDeduction: row.depositDeduction,
    feeBilled: row.feeBilled,
    depositRefund: row.depositRefund,
    inspectedBy: names.get(row.inspectedBy) ?? '后台用户',
    inspectedAt: formatShanghai(row.inspectedAt),
    refundTo: row.refundTo,
    completedBy: row.completedBy === null ? null : (names.get(row.completedBy) ?? '后台用户'),
    completedAt: at(row.completedAt),
  };
}

async function renewalsOf(db: Db, orderId: number): Promise<RenewalRecord[]> {
  const rows = await db.select().from(orderRenewals).where(eq(orderRenewals.orderId, orderId)).orderBy(asc(orderRenewals.createdAt), asc(orderRenewals.id));
  return rows.map((row) => ({
    renewalNo: row.renewalNo,
    months: row.months,
    firstPeriod: row.firstPeriod,
    lastPeriod: row.lastPeriod,
    total: row.total,
    previousEndDate: row.previousEndDate,
    newEndDate: row.newEndDate,
    createdAt: formatShanghai(row.createdAt),
  }));
}

async function buyoutOf(db: Db, orderId: number): Promise<ConsoleBuyout | null> {
  const [row] = await db
    .select({ payment: buyoutPayments, quoteNo: buyoutQuotes.quoteNo, depositOffset: buyoutQuotes.depositOffset })
    .from(buyoutPayments)
    .innerJoin(buyoutQuotes, eq(buyoutQuotes.id, buyoutPayments.quoteId))
    .where(eq(buyoutPayments.orderId, orderId));
  if (!row) return null;
  return {
    quoteNo: row.quoteNo,
    method: row.payment.method,
    methodName: PAYMENT_METHOD_NAMES[row.payment.method],
    amount: row.payment.amount,
    depositOffset: row.depositOffset,
    depositRefund: row.payment.depositRefund,
    paidAt: formatShanghai(row.payment.createdAt),
  };
}

async function invoiceRequestsOf(db: Db, orderId: number): Promise<ConsoleInvoiceRequest[]> {
  const rows = await db
    .selectDistinctOn([invoiceRequests.id], { request: invoiceRequests })
    .from(invoiceRequests)
    .innerJoin(invoiceRequestItems, eq(invoiceRequestItems.requestId, invoiceRequests.id))
    .where(eq(invoiceRequestItems.orderId, orderId))
    .orderBy(invoiceRequests.id);
  return rows
    .map(({ request }) => {
      const type = request.type as 1 | 2;
      const status = request.status as 0 | 1 | 2;
      return {
        requestNo: request.requestNo,
        type,
        typeName: INVOICE_TYPE_NAMES[type],
        status,
        statusName: INVOICE_STATUS_NAMES[status],
        amount: request.amount,
        invoiceNo: request.invoiceNo,
        createdAt: formatShanghai(request.createdAt),
      };
    })
    .reverse();
}

export async function consoleOrderDetail(db: Db, staff: Staff, orderNo: string, now: Date): Promise<ConsoleOrderDetail> {
  const order: DeskOrder = await staffOrderRow(db, staff, orderNo);
  const [[customer], [store], items, lives] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, order.customerId)),
    db.select({ name: stores.name }).from(stores).where(eq(stores.id, order.storeId)),
    itemsOf(db, order.id),
    orderLives(db, [order]),
  ]);
  if (!customer || !store) throw new Error(`order ${order.orderNo} lost its customer or shop`);
  const life = lives.get(order.id) ?? NO_LIFE;
  const status = order.status as OrderStatus;
  // The order is the caller's shop's, and so are its requests.
  const services = await summaryPage(db, eq(serviceRequests.orderId, order.id), { page: 1, limit: 100 });
  return {
    orderNo: order.orderNo,
    status,
    statusName: ORDER_STATUS_NAMES[status],
    storeId: order.storeId,
    storeName: store.name,
    termMonths: order.termMonths,
    quantity: items.reduce((total, item) => total + item.quantity, 0),
    items,
    customer: {
      name: customer.companyName ?? customer.personName ?? '客户',
      accountType: customer.accountType,
      accountTypeName: ACCOUNT_KIND_NAMES[customer.accountType],
      verified: customer.verified,
      phone: customer.phone,
    },
    address: order.address,
    invoice: order.invoice,
    clientIp: order.clientIp,
    firstMonthRent: order.monthlyRent,
    deposit: order.deposit,
    depositWaived: order.depositWaived,
    freight: order.freight,
    couponDiscount: order.couponDiscount,
    payable: order.payable,
    totalRent: order.totalRent,
    createdAt: formatShanghai(order.createdAt),
    payDeadline: formatShanghai(order.payDeadline),
    paidAt: at(order.paidAt),
    shippedAt: at(order.shippedAt),
    rentStartDate: life.rentStartDate,
    rentEndDate: life.rentEndDate,
    payments: await paymentsOf(db, order.id),
    refunds: await refundsOf(db, order.id),
    bills: await billsOf(db, order.id, now),
    history: await consoleHistory(db, order.id),
    risk: await riskOf(db, order.id),
    shipment: await shipmentOf(db, order.id),
    devices: await devicesOf(db, order.id),
    return: life.return,
    returnArrivedAt: await returnArrivedAt(db, order.id),
    inspection: await inspectionOf(db, order.id),
    renewals: await renewalsOf(db, order.id),
    buyout: await buyoutOf(db, order.id),
    serviceRequests: services.rows,
    invoiceRequests: await invoiceRequestsOf(db, order.id),
    actions: await consoleActions(db, staff, order, now),
    upgrade: await consoleUpgrade(db, staff, order),
  };
}
