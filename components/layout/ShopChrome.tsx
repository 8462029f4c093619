import type { ReactNode } from 'react';
import { TopBar } from './TopBar';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import styles from './ShopChrome.module.css';

/** Top bar, header, page, footer: the frame of every desktop shop page. */
export function ShopChrome({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <TopBar />
      <SiteHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
