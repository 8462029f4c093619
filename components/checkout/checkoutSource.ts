/** What /order is asked to check out, from its URL: cart lines (`?lines=1,2`) or one configuration rented now (`?skuId=&termMonths=&quantity=`). */
import type { CheckoutSource } from '@/lib/api/browser/orders';
import { parseRouteId } from '@/lib/routing/route-id';

type RawParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function checkoutSourceFrom(params: RawParams): CheckoutSource | null {
  const lines = first(params.lines);
  if (lines !== undefined) {
    const ids = lines.split(',').map((id) => parseRouteId(id));
    if (ids.length === 0 || ids.length > 99 || ids.some((id) => id === null)) return null;
    return { kind: 'cart', lineIds: [...new Set(ids as number[])] };
  }
  const skuId = parseRouteId(first(params.skuId));
  const termMonths = parseRouteId(first(params.termMonths));
  const quantity = parseRouteId(first(params.quantity) ?? '1');
  if (skuId === null || termMonths === null || termMonths > 60 || quantity === null || quantity > 999) return null;
  return { kind: 'rentNow', skuId, termMonths, quantity };
}
