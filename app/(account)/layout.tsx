import { Suspense, type ReactNode } from 'react';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { SessionGuard } from '@/components/session/SessionGuard';

/** Login-only pages: each page also checks the session on the server (requireCustomer). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ShopChrome>
      <Suspense>
        <SessionGuard />
      </Suspense>
      {children}
    </ShopChrome>
  );
}
