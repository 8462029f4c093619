import { Link } from '@/components/ui/Link';
import type { ActiveFilter } from './listingFacts';
import styles from './ListingView.module.css';

/** The filters in force, each a link that removes it, and one that removes them all. */
export function ActiveFilters({ filters, clearHref }: { filters: readonly ActiveFilter[]; clearHref: string }) {
  if (filters.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-labelledby="listing-chips-title">
      <span id="listing-chips-title" className={styles.chipsTitle}>
        已选条件
      </span>
      <ul>
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link href={filter.removeHref} className={styles.chip} prefetch={false}>
              <span className={styles.visuallyHidden}>移除筛选 </span>
              {filter.label}
              <span aria-hidden="true" className={styles.chipRemove}>
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearHref} className={styles.clearAll} prefetch={false}>
        清除全部筛选
      </Link>
    </div>
  );
}
