import { Link } from '@/components/ui/Link';
import styles from './Pagination.module.css';

/** Which page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= pageCount) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - (sorted[index - 1] ?? page) > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

/**
 * Page links (real links: crawlers follow them and the back button works). `hrefFor` builds the
 * URL of a page; nothing is shown for a single page.
 */
export function Pagination({
  page,
  total,
  pageSize,
  hrefFor,
  label = '分页',
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev">
          上一页
        </Link>
      ) : (
        <span aria-disabled="true" className={styles.disabled}>
          上一页
        </span>
      )}
      {pageWindow(Math.min(page, pageCount), pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={styles.current}>
            {item}
          </span>
        ) : (
          <Link key={item} href={hrefFor(item)} aria-label={`第 ${item} 页`}>
            {item}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next">
          下一页
        </Link>
      ) : (
        <span aria-disabled="true" className={styles.disabled}>
          下一页
        </span>
      )}
      <span className={styles.summary}>共 {pageCount} 页</span>
    </nav>
  );
}
