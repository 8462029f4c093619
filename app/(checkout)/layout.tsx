import type { ReactNode } from 'react';
import { LoginOnlyShell } from '@/components/layout/LoginOnlyShell';
import { requireCustomer } from '@/lib/session/server';

/**
 * Rendered per request, always: the middleware gives every login-only answer its own CSP nonce
 * (lib/routing/security-headers.ts), which Next can only put on scripts it renders for that
 * request. A prerendered page here would carry no nonce and its scripts would be blocked.
 */
export const dynamic = 'force-dynamic';

/**
 * Cart, checkout and payment: the shop's frame without the personal center's menu, so nothing
 * competes with finishing the order. The session is checked here for the request; pages that
 * need the customer ask requireCustomer again, which costs nothing (one call per request) and
 * keeps them guarded when Next renders a page without its layout (a client-side navigation).
 */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  await requireCustomer();
  return <LoginOnlyShell>{children}</LoginOnlyShell>;
}
