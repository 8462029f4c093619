/**
 * The one place an order's status changes. The table of legal transitions is docs/product-rules.md#order-lifecycle;
 * `transition` refuses every other change with a Chinese message, and in the caller's
 * transaction writes the history row (who, when, from, to) and the customer's notification,
 * so a status can never change without both.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatus } from '@/contract/orders';
import type { Executor } from '../../db/client';
import { customerNotifications, orderHistory, rentalOrders } from '../../db/schema';
import { writeBillSchedule } from '../bills/schedule';
import { releaseDevices } from '../devices/release';
import { notFound, Refusal } from '../shared/refusal';

export type { Executor };

/** Who changed the order: the customer, a back-office user, or the system (timeouts, scheduler). */
export type Actor = { kind: 'customer'; id: number } | { kind: 'sys'; id: number } | { kind: 'system' };

const S = ORDER_STATUS;

/** The table of docs/product-rules.md#order-lifecycle, "may go to". Terminal statuses map to nothing. */
export const LEGAL_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.unpaid]: [S.pendingReview, S.cancelled],
  [S.pendingReview]: [S.awaitingShipment, S.closed],
  [S.awaitingShipment]: [S.shipped, S.closed],
  [S.shipped]: [S.renting],
  [S.renting]: [S.returning, S.boughtOut],
  [S.returning]: [S.returned],
  [S.returned]: [S.completed],
  [S.completed]: [],
  [S.boughtOut]: [],
  [S.cancelled]: [],
  [S.closed]: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return LEGAL_TRANSITIONS[from].includes(to);
}

export function illegalTransitionMessage(from: OrderStatus): string {
  return `订单当前状态为「${ORDER_STATUS_NAMES[from]}」，不能执行该操作`;
}

/** What the customer's 消息 list says when an order enters a status. */
export function notificationFor(orderNo: string, to: OrderStatus): { title: string; content: string } {
  const texts: Record<OrderStatus, [string, string]> = {
    0: ['订单已提交', `您的订单 ${orderNo} 已提交，请在 30 分钟内完成支付，超时订单将自动取消。`],
    1: ['订单支付成功', `您的订单 ${orderNo} 已支付成功，平台正在审核，请耐心等待。`],
    2: ['订单审核通过', `您的订单 ${orderNo} 已通过审核，商家将尽快为您发货。`],
    3: ['订单已发货', `您的订单 ${orderNo} 已发货，请留意物流信息并及时确认收货。`],
    4: ['租赁已开始', `您的订单 ${orderNo} 已确认收货，租期从今天开始计算。`],
    5: ['归还申请已提交', `您的订单 ${orderNo} 已提交归还申请，商家收到设备后将进行检测。`],
    6: ['设备已归还', `您的订单 ${orderNo} 的设备已验收入库，押金将在结清账单后退还。`],
    7: ['订单已完成', `您的订单 ${orderNo} 已完成，感谢您的使用。`],
    8: ['设备已买断', `您的订单 ${orderNo} 已完成买断，设备归您所有。`],
    9: ['订单已取消', `您的订单 ${orderNo} 已取消，占用的库存和优惠券已释放。`],
    10: ['订单已关闭', `您的订单 ${orderNo} 已关闭，已支付的款项将原路退回：余额支付的退回账户余额，在线支付的退回原支付方式。`],
  };
  const [title, content] = texts[to];
  return { title, content };
}

function actorColumns(actor: Actor) {
  return { actorKind: actor.kind, actorId: actor.kind === 'system' ? null : actor.id };
}

/** Writes the creation of an order (no previous status) to its history and the customer's messages. */
export async function recordOrderCreated(tx: Executor, order: { id: number; orderNo: string; customerId: number }, actor: Actor, now: Date): Promise<void> {
  await tx.insert(orderHistory).values({ orderId: order.id, fromStatus: null, toStatus: S.unpaid, ...actorColumns(actor), note: '', createdAt: now });
  await tx.insert(customerNotifications).values({ customerId: order.customerId, orderId: order.id, ...notificationFor(order.orderNo, S.unpaid), createdAt: now });
}

export type TransitionResult = { orderId: number; orderNo: string; from: OrderStatus; to: OrderStatus };

/**
 * Moves the order to `to`. Call it inside the transaction that does the rest of the change (the
 * debit, the stock release …): a refusal throws and rolls all of it back. The row is locked
 * first, so on PostgreSQL two racing changes of one order run one after the other and the second
 * sees the first's status; the UPDATE repeats the status it read as a guard for the same reason.
 */
export async function transition(tx: Executor, orderId: number, to: OrderStatus, actor: Actor, note: string, now: Date): Promise<TransitionResult> {
  const [order] = await tx
    .select({ id: rentalOrders.id, orderNo: rentalOrders.orderNo, customerId: rentalOrders.customerId, status: rentalOrders.status })
    .from(rentalOrders)
    .where(eq(rentalOrders.id, orderId))
    .for('update');
  if (!order) throw notFound();
  const from = order.status as OrderStatus;
  if (!canTransition(from, to)) throw new Refusal(illegalTransitionMessage(from));
  const changed = await tx
    .update(rentalOrders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === S.pendingReview ? { paidAt: now } : {}),
      ...(to === S.shipped ? { shippedAt: now } : {}),
      ...(to === S.renting ? { rentStartedAt: now } : {}),
    })
    .where(and(eq(rentalOrders.id, orderId), eq(rentalOrders.status, from)))
    .returning({ id: rentalOrders.id });
  if (changed.length === 0) throw new Refusal(illegalTransitionMessage(from));
  await tx.insert(orderHistory).values({ orderId, fromStatus: from, toStatus: to, ...actorColumns(actor), note, createdAt: now });
  await tx.insert(customerNotifications).values({ customerId: order.customerId, orderId, ...notificationFor(order.orderNo, to), createdAt: now });
  if (to === S.renting) await writeBillSchedule(tx, orderId, now);
  // The units are the shop's again (or the customer's for good): their serials may ship again.
  if (to === S.returned || to === S.boughtOut) await releaseDevices(tx, orderId, to === S.returned ? 'returned' : 'bought_out', now);
  return { orderId, orderNo: order.orderNo, from, to };
}
