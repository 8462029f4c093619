/**
 * The one sentence a customer reads beside an order's status: what happens next and when, from the
 * order's own deadlines where it has one (the payment deadline, the shipping promise counted from
 * the approval, the automatic receipt, the end of the rent). The order list and the order details
 * both show it. `now` decides "today" (Asia/Shanghai) for the days left of a running rental.
 */
import { SHIP_WITHIN_HOURS, type OrderLife } from '@/contract/orderFulfilment';
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';

export type GuidedOrder = { status: OrderStatus; payDeadline: string; life: OrderLife };

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Days from today (Shanghai) to `day` (`YYYY-MM-DD`): 0 today, negative once it has passed. */
export function daysUntil(day: string, now: Date): number {
  const today = new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

function runningGuidance(rentEndDate: string | null, now: Date): string {
  if (!rentEndDate) return '租赁中，请按时支付每期账单。';
  const days = daysUntil(rentEndDate, now);
  if (days > 0) return `租期至 ${rentEndDate}，还剩 ${days} 天；请按时支付账单，到期前可续租、买断或申请归还。`;
  if (days === 0) return `租期今天（${rentEndDate}）到期，请续租、买断或申请归还设备。`;
  return `租期已于 ${rentEndDate} 到期 ${-days} 天，请尽快续租、买断或申请归还设备。`;
}

export function orderGuidance(order: GuidedOrder, now: Date): string {
  const { life } = order;
  switch (order.status) {
    case ORDER_STATUS.unpaid:
      return `请在 ${order.payDeadline} 前完成支付，超时订单将自动取消。`;
    case ORDER_STATUS.pendingReview:
      return `平台正在审核订单，审核通过后商家将在 ${SHIP_WITHIN_HOURS} 小时内发货。`;
    case ORDER_STATUS.awaitingShipment:
      return life.shipBy ? `商家将在 ${life.shipBy} 前发货，发货后可在此查看运单号。` : `商家将在 ${SHIP_WITHIN_HOURS} 小时内发货，发货后可在此查看运单号。`;
    case ORDER_STATUS.shipped: {
      const sent = life.shipment ? `设备已由${life.shipment.carrier}发出（运单号 ${life.shipment.waybillNo}）` : '设备已发出';
      return life.autoReceiptAt ? `${sent}，收到后请确认收货；${life.autoReceiptAt} 起将自动确认收货。` : `${sent}，收到后请确认收货。`;
    }
    case ORDER_STATUS.renting:
      return runningGuidance(life.rentEndDate, now);
    case ORDER_STATUS.returning:
      return life.return
        ? `设备已通过${life.return.carrier}寄回（运单号 ${life.return.waybillNo}），商家收到并检测后将为您办理验收。`
        : '归还申请已提交，商家收到设备并检测后将为您办理验收。';
    case ORDER_STATUS.returned:
      return '设备已验收，结清全部账单后押金将原路退回。';
    case ORDER_STATUS.completed:
      return '订单已完成，感谢您的使用。';
    case ORDER_STATUS.boughtOut:
      return '设备已买断，归您所有。';
    case ORDER_STATUS.cancelled:
      return '订单已取消，占用的库存和优惠券已释放。';
    default:
      return '订单已关闭，已支付的款项将原路退回。';
  }
}
