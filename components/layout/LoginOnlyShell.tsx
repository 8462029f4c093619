import { Suspense, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ShopChrome } from './ShopChrome';
import { MuiProviders } from './MuiProviders';
import { SessionGuard } from '@/components/session/SessionGuard';

/**
 * The frame of every login-only page (checkout and the personal center): the shop's top bar and
 * footer, the client-side guard of docs/storefront.md#session-guard, and MUI, which only these pages load.
 */
export function LoginOnlyShell({ children }: { children: ReactNode }) {
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
