import { Suspense, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { MuiProviders } from '@/components/layout/MuiProviders';
import { SessionGuard } from '@/components/session/SessionGuard';

/**
 * Rendered per request, always: the middleware gives every login-only answer its own CSP nonce
 * (lib/routing/security-headers.ts), which Next can only put on scripts it renders for that
 * request. A prerendered page here would carry no nonce and its scripts would be blocked.
 */
export const dynamic = 'force-dynamic';

/** Login-only pages (MUI): each page also checks the session on the server (requireCustomer). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ShopChrome>
      <Suspense>
        <SessionGuard />
      </Suspense>
      <AppRouterCacheProvider options={{ key: 'css' }}>
        <MuiProviders>{children}</MuiProviders>
      </AppRouterCacheProvider>
    </ShopChrome>
  );
}
