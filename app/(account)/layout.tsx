import { Suspense, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { MuiProviders } from '@/components/layout/MuiProviders';
import { SessionGuard } from '@/components/session/SessionGuard';

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
