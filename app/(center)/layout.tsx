import type { ReactNode } from 'react';
import { LoginOnlyShell } from '@/components/layout/LoginOnlyShell';
import { CenterFrame } from '@/components/center/CenterFrame';
import { requireCustomer } from '@/lib/session/server';

/**
 * Rendered per request, always: the middleware gives every login-only answer its own CSP nonce
 * (lib/routing/security-headers.ts), which Next can only put on scripts it renders for that
 * request. A prerendered page here would carry no nonce and its scripts would be blocked.
 */
export const dynamic = 'force-dynamic';

/**
 * The personal center: its menu (from the route table, lib/routes.ts) beside the page. The
 * session is checked once per request, here: a guest goes to the login page, a product server
 * that cannot answer to the retry page with the session kept (lib/session/server.ts). Every page
 * frames itself with CenterPage, which asks the same cached check, so a page that Next renders
 * without this layout (a client-side navigation between center pages) stays guarded.
 */
export default async function CenterLayout({ children }: { children: ReactNode }) {
  const customer = await requireCustomer();
  return (
    <LoginOnlyShell>
      <CenterFrame customer={customer}>{children}</CenterFrame>
    </LoginOnlyShell>
  );
}
