/**
 * The customer's orders read on the server (the pages behind checkout and /submitOrder), with
 * the session from the request's cookie. `missing`: no such order of this customer.
 */
import 'server-only';
import type { OrderDeadline, RentalOrderDetail, RiskCheckView } from '@/contract/orders';
import { customerRead, type Read } from './call';
import { bind } from '@/contract/endpoint';
import { ORDER_API } from '@/contract/endpoints/order';

/** The order with its history and the dates of its life. */
export async function readOrder(orderNo: string): Promise<Read<RentalOrderDetail>> {
  return customerRead(bind(ORDER_API.detail, { orderNo }));
}

/** The order's status and payment deadline (`orderTime`). */
export async function readOrderDeadline(orderNo: string): Promise<Read<OrderDeadline>> {
  return customerRead(bind(ORDER_API.deadline, { orderNo }));
}

/**
 * The risk check of a paid order (`/risk/record/getRiskUsers/orderno`, docs/product-rules.md#risk-check), asked by
 * /orderFinish: the check runs once, whoever asks first (the product server's scheduler asks for
 * orders nobody asked about). null when it cannot be had (not theirs, unpaid, the server unreachable).
 */
export async function readOrderRisk(orderNo: string): Promise<RiskCheckView | null> {
  const read = await customerRead(ORDER_API.riskCheck, { body: { orderNo } });
  return read.kind === 'ok' ? read.data : null;
}
