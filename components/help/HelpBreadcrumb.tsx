import Link from 'next/link';
import { HOME_PATH } from '@/lib/routes';
import { HELP_CENTER_PATH } from '@/lib/help/pages';
import styles from './HelpArticle.module.css';

/** 首页 › 帮助中心 › <page>: the last crumb is the current page, not a link. */
export function HelpBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="面包屑" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link href={HOME_PATH}>首页</Link>
          <span aria-hidden="true" className={styles.separator}>›</span>
        </li>
        <li>
          <Link href={HELP_CENTER_PATH}>帮助中心</Link>
          <span aria-hidden="true" className={styles.separator}>›</span>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
