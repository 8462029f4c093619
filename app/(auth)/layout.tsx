import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { TopBar } from '@/components/layout/TopBar';
import { Logo } from '@/components/layout/Logo';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { MuiProviders } from '@/components/layout/MuiProviders';
import { Container } from '@/components/ui/Container';
import styles from './auth.module.css';

/** Login, registration and password pages: a quiet frame around one form (the forms are MUI). */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <TopBar />
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <Logo />
        </Container>
      </header>
      <main id="main" className={styles.main}>
        <Container className={styles.inner}>
          <div className={styles.pitch}>
            <p className={styles.headline}>办公电脑，租比买更省心</p>
            <p className={styles.sub}>笔记本、台式机、工作站按月租用，企业认证可享免押金额度；到期可续租、归还或买断，全国顺丰包邮，7×12 小时售后响应。</p>
          </div>
          <AppRouterCacheProvider options={{ key: 'css' }}>
            <MuiProviders>{children}</MuiProviders>
          </AppRouterCacheProvider>
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
