/**
 * Leaves the page with a full load instead of a client-side navigation. Used where a session
 * begins or ends: nothing of the previous session (SWR caches, atoms, pending requests) may
 * survive in memory, which a router.push would keep.
 */
let leaving = false;

/**
 * The first full load asked for wins: ending a session also empties the state the session guard
 * watches, and the guard's own reload (to the login page) must not replace where the flow that ended
 * it chose to go (the site root). A page restored from the back/forward cache may leave again.
 */
export function reloadAt(path: string): void {
  if (leaving) return;
  leaving = true;
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
  window.location.assign(new URL(path, window.location.origin));
}
