import { Link } from '@/components/ui/Link';
import { JsonLd } from '@/components/layout/JsonLd';
import { breadcrumbList, type Crumb } from '@/lib/seo/structured-data';
import styles from './Breadcrumbs.module.css';

/**
 * 首页 › … › <page>, with the same trail as BreadcrumbList JSON-LD. The last crumb is the current
 * page (no link, aria-current).
 */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="面包屑" className={className ? `${styles.breadcrumb} ${className}` : styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.name}`} aria-current={last ? 'page' : undefined}>
              {crumb.href && !last ? <Link href={crumb.href}>{crumb.name}</Link> : crumb.name}
              {last ? null : (
                <span aria-hidden="true" className={styles.separator}>
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbList(crumbs)} />
    </nav>
  );
}
