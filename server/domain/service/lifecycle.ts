/**
 * The one place a service request's status changes. 待受理 → 处理中 → 已完成, 驳回 from either
 * open status (with its reason), and the customer's 撤销 while nobody has taken it up. Each change
 * writes its event (who, when, remark) in the caller's transaction, and a change the back office
 * makes also writes the customer's 消息.
 */
import { and, eq } from 'drizzle-orm';
import { SERVICE_KIND_NAMES, SERVICE_MESSAGES, SERVICE_STATUS, SERVICE_STATUS_NAMES, type ServiceActor, type ServiceKind, type ServiceStatus } from '@/contract/serviceRequests';
import type { Executor } from '../../db/client';
import { customerNotifications, serviceRequestEvents, serviceRequests } from '../../db/schema';
import { Refusal } from '../shared/refusal';

const S = SERVICE_STATUS;

export const SERVICE_TRANSITIONS: Readonly<Record<ServiceStatus, readonly ServiceStatus[]>> = {
  [S.pending]: [S.processing, S.rejected, S.cancelled],
  [S.processing]: [S.completed, S.rejected],
  [S.completed]: [],
  [S.rejected]: [],
  [S.cancelled]: [],
};

/** Who may make which change: the customer only withdraws, the back office does the rest. */
const CUSTOMER_TARGETS: readonly ServiceStatus[] = [S.cancelled];

/** A person acting on a request, with the name the timeline and thread show. */
export type ServiceActorRef = { actor: ServiceActor; id: number; name: string };

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

export function isOpen(status: number): boolean {
  return status === S.pending || status === S.processing;
}

/** What the customer's 消息 list says when the back office moves a request. */
export function statusNotification(request: { serviceNo: string; kind: ServiceKind }, orderNo: string, to: ServiceStatus, remark: string): { title: string; content: string } {
  const what = `您的${SERVICE_KIND_NAMES[request.kind]}申请 ${request.serviceNo}（订单 ${orderNo}）`;
  const said = remark.replace(/[。．.!！]+$/u, '');
  switch (to) {
    case S.processing:
      return { title: '售后申请已受理', content: said === '' ? `${what}已受理，售后工程师将尽快与您联系。` : `${what}已受理：${said}。` };
    case S.completed:
      return { title: '售后申请已完成', content: said === '' ? `${what}已处理完成。` : `${what}已处理完成：${said}。` };
    case S.rejected:
      return { title: '售后申请未通过', content: `${what}未通过：${said}。如有疑问，请拨打客服热线或重新提交申请。` };
    default:
      return { title: '售后申请状态已更新', content: `${what}当前状态为「${SERVICE_STATUS_NAMES[to]}」。` };
  }
}

/** What the customer's 消息 list says when the back office replies. */
export function replyNotification(request: { serviceNo: string; kind: ServiceKind }, content: string): { title: string; content: string } {
  const excerpt = content.length > 60 ? `${content.slice(0, 60)}…` : content;
  return { title: '售后申请有新回复', content: `您的${SERVICE_KIND_NAMES[request.kind]}申请 ${request.serviceNo} 有新回复：${excerpt}` };
}

/** Writes the creation of a request (no previous status) to its timeline. */
export async function recordServiceCreated(tx: Executor, requestId: number, by: ServiceActorRef, now: Date): Promise<void> {
  await tx
    .insert(serviceRequestEvents)
    .values({ requestId, fromStatus: null, toStatus: S.pending, actor: by.actor, actorId: by.id, actorName: by.name, remark: '', createdAt: now });
}

/**
 * Moves a locked request to `to` in the caller's transaction. A refusal throws and rolls the rest
 * back. The UPDATE repeats the status it read, so two racing changes cannot both pass.
 */
export async function transitionService(
  tx: Executor,
  request: ServiceRequestRow,
  orderNo: string,
  to: ServiceStatus,
  by: ServiceActorRef,
  remark: string,
  now: Date,
): Promise<void> {
  const from = request.status as ServiceStatus;
  const byCustomer = by.actor === 'customer';
  const allowed = SERVICE_TRANSITIONS[from].includes(to) && CUSTOMER_TARGETS.includes(to) === byCustomer;
  if (!allowed) throw new Refusal(byCustomer ? SERVICE_MESSAGES.notCancellable(SERVICE_STATUS_NAMES[from]) : SERVICE_MESSAGES.illegalStatus(SERVICE_STATUS_NAMES[from]));
  const changed = await tx
    .update(serviceRequests)
    .set({ status: to, updatedAt: now })
    .where(and(eq(serviceRequests.id, request.id), eq(serviceRequests.status, from)))
    .returning({ id: serviceRequests.id });
  if (changed.length === 0) throw new Refusal(SERVICE_MESSAGES.illegalStatus(SERVICE_STATUS_NAMES[from]));
  await tx
    .insert(serviceRequestEvents)
    .values({ requestId: request.id, fromStatus: from, toStatus: to, actor: by.actor, actorId: by.id, actorName: by.name, remark, createdAt: now });
  if (!byCustomer) {
    const kind = request.kind as ServiceKind;
    await tx
      .insert(customerNotifications)
      .values({ customerId: request.customerId, orderId: request.orderId, ...statusNotification({ serviceNo: request.serviceNo, kind }, orderNo, to, remark), createdAt: now });
  }
}
