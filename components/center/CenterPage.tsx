import type { ReactNode } from 'react';
import { requireCustomer } from '@/lib/session/server';
import { routeTitle, type CenterPath } from '@/lib/routes';
import styles from './Center.module.css';

type CenterPageProps = {
  /** The page's route: its title comes from the route table (lib/routes.ts), like the menu's. */
  path: CenterPath;
  /** Buttons beside the title (导出, 新增地址 …). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The title and container of every personal-center page. It asks for the session too: the same
 * per-request check as the center's layout (one call to the product server however many ask),
 * so a page stays guarded when Next renders it without its layout.
 */
export async function CenterPage({ path, actions, children }: CenterPageProps) {
  await requireCustomer();
  const titleId = `${path.slice(1)}-title`;
  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {routeTitle(path)}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
