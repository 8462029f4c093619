/**
 * The risk check of a paid order (SPEC.md `/risk/record/getRiskUsers/orderno`). Asked on the
 * server by /orderFinish with the session's token: the check runs once, whoever asks first (the
 * product server's scheduler asks for orders nobody asked about).
 */
import { serverCall } from './server-call';
import type { RiskCheckView } from '@/contract/orders';

/** The decision for the customer's order, or null when it cannot be had (not theirs, unpaid, the server unreachable). */
export async function checkOrderRisk(token: string, orderNo: string): Promise<RiskCheckView | null> {
  const result = await serverCall<RiskCheckView>('POST', 'risk/record/getRiskUsers/orderno', { token, body: { orderNo } });
  return result.ok ? result.data : null;
}
