import type { ReactNode } from 'react';
import { TopBar } from './TopBar';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';

/** Top bar, header, page, footer: the frame of every desktop shop page. */
export function ShopChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
