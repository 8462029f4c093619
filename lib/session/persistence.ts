/**
 * App state (docs/storefront.md#app-state) is saved to session and local storage on unload, page hide and
 * visibility change, and restored at start. Session storage wins (it is this tab's own state);
 * local storage lets a new tab start where the last one left off.
 */
import { customerFromUserInfo } from '@/lib/api/customer';
import type { UserInfo } from '@/contract/auth';
import { EMPTY_SESSION, type SessionState } from './state';

export const STATE_STORAGE_KEY = 'zl-shop-state';
/** The return route is kept in local storage under this key (docs/storefront.md#app-state). */
export const RETURN_ROUTE_KEY = 'returnRouter';

/**
 * A state saved by an earlier release keeps its session: it named the fields as the original shop
 * does (GlobalId, goodsCarNum) and held the wire's userInfo (quanJuId, cname, pname).
 */
function fromLegacy(value: Record<string, unknown>): Partial<SessionState> {
  const { GlobalId, goodsCarNum, ...state } = value;
  const info = state.userInfo as { quanJuId?: unknown } | null | undefined;
  return {
    ...(state as Partial<SessionState>),
    ...(state.globalId === undefined && typeof GlobalId === 'string' ? { globalId: GlobalId } : {}),
    ...(state.cartCount === undefined && typeof goodsCarNum === 'number' ? { cartCount: goodsCarNum } : {}),
    ...(info && typeof info.quanJuId === 'string' ? { userInfo: customerFromUserInfo(info as UserInfo) } : {}),
  };
}

function parseState(raw: string | null): SessionState | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    return { ...EMPTY_SESSION, ...fromLegacy(value as Record<string, unknown>) };
  } catch {
    return null;
  }
}

export function readSavedState(): SessionState | null {
  if (typeof window === 'undefined') return null;
  try {
    return parseState(window.sessionStorage.getItem(STATE_STORAGE_KEY)) ?? parseState(window.localStorage.getItem(STATE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Set when the saved state is cleared (a logout, an expired session, a duplicate login) and lifted
 * by the next explicit save (a login): until then leaving the page saves nothing, so the state
 * still in memory is not written back into the storages just emptied.
 */
let cleared = false;

export function saveState(state: SessionState): void {
  cleared = false;
  try {
    const raw = JSON.stringify(state);
    window.sessionStorage.setItem(STATE_STORAGE_KEY, raw);
    window.localStorage.setItem(STATE_STORAGE_KEY, raw);
  } catch {
    // Storage full or disabled (private mode): the state simply is not kept across reloads.
  }
}

/** Logout removes the shop's data from both storages (docs/storefront.md#app-state). */
export function clearSavedState(): void {
  cleared = true;
  try {
    for (const storage of [window.sessionStorage, window.localStorage]) {
      storage.removeItem(STATE_STORAGE_KEY);
      storage.removeItem(RETURN_ROUTE_KEY);
      storage.removeItem('sessionObj');
    }
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * The page to come back to after the next login (docs/storefront.md#login-redirect): written when
 * the login page is opened for a page, or when an expired session sends the browser to the site
 * root; read once by the login.
 */
export function rememberReturnRoute(fullPath: string): void {
  try {
    window.localStorage.setItem(RETURN_ROUTE_KEY, fullPath);
  } catch {
    // Storage disabled: the login then goes to the home page.
  }
}

/** The remembered page, removed as it is read. */
export function takeReturnRoute(): string | null {
  try {
    const path = window.localStorage.getItem(RETURN_ROUTE_KEY);
    window.localStorage.removeItem(RETURN_ROUTE_KEY);
    return path;
  } catch {
    return null;
  }
}

/** Save on every way a page can go away; returns the function that stops listening. */
export function saveOnPageExit(read: () => SessionState): () => void {
  const save = () => {
    if (!cleared) saveState(read());
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('beforeunload', save);
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('beforeunload', save);
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
