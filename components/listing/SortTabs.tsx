import { Link } from '@/components/ui/Link';
import { listHref, type ListSearch } from '@/lib/catalog/list-url';
import { SORT_TABS } from './listingFacts';
import styles from './ListingView.module.css';

/** The orders as links: every other filter stays, the page goes back to 1. */
export function SortTabs({ search }: { search: ListSearch }) {
  return (
    <nav aria-label="排序方式" className={styles.sort}>
      <ul>
        {SORT_TABS.map((tab) => (
          <li key={tab.sort}>
            <Link href={listHref(search, { sort: tab.sort })} prefetch={false} aria-current={search.sort === tab.sort ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
