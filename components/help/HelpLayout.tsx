import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import type { HelpPath } from '@/lib/help/types';
import { HelpNav } from './HelpNav';
import styles from './HelpLayout.module.css';

/** The help center's frame inside the shop chrome: the page width of the rest of the shop. */
export function HelpFrame({ children }: { children: ReactNode }) {
  return <Container className={styles.frame}>{children}</Container>;
}

/**
 * Side navigation beside the article. It takes the current path from the page, not from the
 * router, so the help pages stay server-rendered and static with no client script of their own.
 */
export function HelpLayout({ current, children }: { current: HelpPath; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <HelpNav current={current} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
