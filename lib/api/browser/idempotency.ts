/**
 * A key for one attempt of one money-moving action (placing an order, paying, changing the
 * renter), made once per page and kept across its retries: the product server answers a repeated
 * key with the first answer, so a double click or a retried request acts once.
 */
export function newIdempotencyKey(): string {
  // getRandomValues, not randomUUID: the latter exists only on https pages.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
