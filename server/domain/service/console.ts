/**
 * The back office's side of service requests: a merchant's staff (editor) handles the requests of
 * their own shop's orders, the platform (admin) any. Outside that scope a request does not exist
 * (404), so request numbers cannot be probed. Every reply and status change writes the customer's
 * 消息 and the audit row in the same transaction.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  SERVICE_KIND_NAMES,
  SERVICE_STATUS,
  SERVICE_STATUS_NAMES,
  SYS_SERVICE_SORTS,
  type ServiceKind,
  type ServiceStatus,
  type ServiceStatusInput,
  type SysServiceListQuery,
  type SysServiceRequestDetail,
  type ServiceRequestSummary,
} from '@/contract/serviceRequests';
import type { Db, Executor } from '../../db/client';
import { customerNotifications, rentalOrders, serviceRequests } from '../../db/schema';
import { recordAudit } from '../staff/audit';
import { orderByOf } from '../shared/listing';
import type { Staff } from '../staff/scope';
import { notFound } from '../shared/refusal';
import { replyNotification, transitionService, type ServiceActorRef, type ServiceRequestRow } from './lifecycle';
import { appendMessage } from './requests';
import { detailWhere, summaryPage } from './views';

/** The requests a back-office user may see: all for an admin, their shop's for an editor, none for an editor without a shop. */
export function sysScope(user: Staff): SQL {
  if (user.role === 'admin') return sql`true`;
  if (user.storeId === null) return sql`false`;
  return eq(serviceRequests.storeId, user.storeId);
}

export const sysActor = (user: Staff): ServiceActorRef => ({ actor: user.role === 'admin' ? 'platform' : 'merchant', id: user.id, name: user.nickName });

const SORT_COLUMNS = {
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
  status: serviceRequests.status,
} satisfies Record<(typeof SYS_SERVICE_SORTS)[number], AnyPgColumn>;

/** `POST /api/sys/wService/list`: the requests in the user's scope, newest first unless sorted. */
export function sysServicePage(db: Db, user: Staff, query: SysServiceListQuery): Promise<{ rows: ServiceRequestSummary[]; total: number }> {
  const where = and(
    sysScope(user),
    query.status === undefined ? undefined : eq(serviceRequests.status, query.status),
    query.kind === undefined ? undefined : eq(serviceRequests.kind, query.kind),
    query.orderNo === undefined
      ? undefined
      : inArray(serviceRequests.orderId, db.select({ id: rentalOrders.id }).from(rentalOrders).where(eq(rentalOrders.orderNo, query.orderNo))),
  ) as SQL;
  return summaryPage(db, where, query, orderByOf(query, SORT_COLUMNS, serviceRequests.id, [desc(serviceRequests.createdAt)]));
}

/** `GET /api/sys/wService/detail/{serviceNo}`: one request in the user's scope, with the customer to call back. */
export async function sysServiceDetail(db: Db, user: Staff, serviceNo: string): Promise<SysServiceRequestDetail> {
  const detail = await detailWhere(db, and(eq(serviceRequests.serviceNo, serviceNo), sysScope(user)) as SQL, 'sys');
  if (!detail) throw notFound();
  return detail;
}

export async function lockSysRequest(tx: Executor, user: Staff, serviceNo: string): Promise<{ request: ServiceRequestRow; orderNo: string }> {
  const [row] = await tx
    .select({ request: serviceRequests, orderNo: rentalOrders.orderNo })
    .from(serviceRequests)
    .innerJoin(rentalOrders, eq(rentalOrders.id, serviceRequests.orderId))
    .where(and(eq(serviceRequests.serviceNo, serviceNo), sysScope(user)))
    .for('update', { of: serviceRequests });
  if (!row) throw notFound();
  return row;
}

/** 换机申请 SV…（订单 ZL…）: the request as the audit page names it. */
const requestName = (request: ServiceRequestRow, orderNo: string) => `${SERVICE_KIND_NAMES[request.kind as ServiceKind]}申请 ${request.serviceNo}（订单 ${orderNo}）`;

const STATUS_VERBS: Record<ServiceStatusInput['status'], string> = { [SERVICE_STATUS.processing]: '受理', [SERVICE_STATUS.completed]: '完成', [SERVICE_STATUS.rejected]: '驳回' };

/** 驳回售后：维修申请 SV…（订单 ZL…），待受理 → 已驳回，原因：… */
function statusSummary(request: ServiceRequestRow, orderNo: string, input: ServiceStatusInput): string {
  const change = `${SERVICE_STATUS_NAMES[request.status as ServiceStatus]} → ${SERVICE_STATUS_NAMES[input.status]}`;
  const remark = input.remark ? `，${input.status === SERVICE_STATUS.rejected ? '原因' : '备注'}：${input.remark}` : '';
  return `${STATUS_VERBS[input.status]}售后：${requestName(request, orderNo)}，${change}${remark}`;
}

/** `POST /api/sys/wService/reply`: a message to the customer on an open request, and their 消息. */
export async function replyToServiceRequest(db: Db, user: Staff, input: { serviceNo: string; content: string }, now: Date): Promise<SysServiceRequestDetail> {
  await db.transaction(async (tx) => {
    const { request, orderNo } = await lockSysRequest(tx, user, input.serviceNo);
    await appendMessage(tx, request, sysActor(user), input.content, now);
    const kind = request.kind as ServiceKind;
    await tx
      .insert(customerNotifications)
      .values({ customerId: request.customerId, orderId: request.orderId, ...replyNotification({ serviceNo: request.serviceNo, kind }, input.content), createdAt: now });
    await recordAudit(
      tx,
      user,
      { action: 'service.reply', targetType: 'service', targetId: request.serviceNo, summary: `回复售后：${requestName(request, orderNo)}：${input.content}` },
      now,
    );
  });
  return sysServiceDetail(db, user, input.serviceNo);
}

/** `POST /api/sys/wService/status`: 受理 (→ 处理中), 完成 or 驳回 (with its reason). */
export async function setServiceStatus(db: Db, user: Staff, input: ServiceStatusInput, now: Date): Promise<SysServiceRequestDetail> {
  await db.transaction(async (tx) => {
    const { request, orderNo } = await lockSysRequest(tx, user, input.serviceNo);
    await transitionService(tx, request, orderNo, input.status, sysActor(user), input.remark, now);
    await recordAudit(tx, user, { action: 'service.status', targetType: 'service', targetId: request.serviceNo, summary: statusSummary(request, orderNo, input) }, now);
  });
  return sysServiceDetail(db, user, input.serviceNo);
}
