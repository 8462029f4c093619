import { Link } from '@/components/ui/Link';
import { helpNavigation } from '@/lib/help/pages';
import type { HelpPath } from '@/lib/help/types';
import styles from './HelpLayout.module.css';

/**
 * The help center's side navigation, grouped. Group names are list labels rather than headings,
 * so the article's h1 stays the first heading of the page.
 */
export function HelpNav({ current }: { current: HelpPath }) {
  return (
    <nav aria-label="帮助中心" className={styles.nav}>
      <p className={styles.navTitle}>帮助中心</p>
      {helpNavigation().map(({ group, pages }) => {
        const labelId = `help-nav-${group.id}`;
        return (
          <div key={group.id} className={styles.group}>
            <p id={labelId} className={styles.groupTitle}>
              {group.title}
            </p>
            <ul aria-labelledby={labelId}>
              {pages.map((page) => (
                <li key={page.path}>
                  <Link href={page.path} aria-current={page.path === current ? 'page' : undefined}>
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
