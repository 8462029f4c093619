/**
 * The coupon centre's return address after login: `/receiveCoupons?claim=<templateId>` asks the
 * page to claim that coupon once the visitor is back with a session.
 */
export const COUPON_CENTRE_PATH = '/receiveCoupons';
const CLAIM_PARAM = 'claim';

export function claimReturnPath(templateId: number): string {
  return `${COUPON_CENTRE_PATH}?${CLAIM_PARAM}=${templateId}`;
}

/** The template id the address asks to claim, or null (absent or not a positive 32-bit integer). */
export function claimRequested(search: string): number | null {
  const raw = new URLSearchParams(search).get(CLAIM_PARAM);
  if (raw === null || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The same address without the claim request, so a reload or a shared link does not claim again. */
export function withoutClaim(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete(CLAIM_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
