/**
 * Leaves the page with a full load instead of a client-side navigation. Used where a session
 * begins or ends: nothing of the previous session (SWR caches, atoms, pending requests) may
 * survive in memory, which a router.push would keep.
 */
export function reloadAt(path: string): void {
  window.location.assign(new URL(path, window.location.origin));
}
