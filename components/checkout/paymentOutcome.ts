/**
 * What /orderFinish tells the customer, from the order's status as the product server answered
 * it after payment and the risk check.
 */
import { ORDER_STATUS, type OrderStatus } from '@/contract/orders';

export type PaymentOutcome = { kind: 'unpaid' | 'approved' | 'reviewing' | 'rejected' | 'cancelled' | 'paid'; title: string };

export function paymentOutcome(orderNo: string, status: OrderStatus): PaymentOutcome {
  switch (status) {
    case ORDER_STATUS.unpaid:
      return { kind: 'unpaid', title: `订单 ${orderNo} 尚未支付` };
    case ORDER_STATUS.pendingReview:
      return { kind: 'reviewing', title: `支付成功！订单 ${orderNo} 已提交审核，审核通过后 48 小时内发货。` };
    case ORDER_STATUS.awaitingShipment:
      return { kind: 'approved', title: `支付成功！订单 ${orderNo} 已通过审核，商家将在 48 小时内发货。` };
    case ORDER_STATUS.closed:
      return { kind: 'rejected', title: `订单 ${orderNo} 未通过审核，已关闭，支付的款项原路退回：余额支付的退回账户余额，在线支付的退回原支付方式。` };
    case ORDER_STATUS.cancelled:
      return { kind: 'cancelled', title: `订单 ${orderNo} 已取消` };
    default:
      return { kind: 'paid', title: `订单 ${orderNo} 已支付` };
  }
}
