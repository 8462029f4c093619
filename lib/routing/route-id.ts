/**
 * An id as a URL carries it (`?id=12`, or the cached path's segment): digits only, no leading
 * zero, within the database's integer range. Anything else names nothing, so it can neither reach
 * the product server nor become one more cached copy of a page.
 */
const ID = /^[1-9][0-9]{0,9}$/;
const ID_MAX = 2_147_483_647;

export function parseRouteId(raw: string | string[] | null | undefined): number | null {
  if (typeof raw !== 'string' || !ID.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}
