/**
 * Mobile detection for the middleware's redirect (docs/storefront.md#mobile). Tablets in desktop mode
 * send a desktop user agent and keep the desktop shop, which is what their screens suit.
 */
const MOBILE_AGENT = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS.+Mobile|MicroMessenger.+Mobile|\bMobile\b.*Safari/i;

export function isMobileAgent(userAgent: string | null, clientHintMobile: string | null = null): boolean {
  if (clientHintMobile === '?1') return true;
  if (!userAgent) return false;
  return MOBILE_AGENT.test(userAgent);
}

/** A visitor who chose "电脑版" on the mobile page keeps the desktop shop. */
export const DESKTOP_PREFERENCE_COOKIE = 'zl-desktop';
