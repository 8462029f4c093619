import type { ListSearch } from '@/lib/catalog/list-url';
import { KEYWORD_MAX } from '@/contract/goods';
import styles from './ListingView.module.css';

/** Facets a new keyword keeps (as hidden fields of a plain GET form: no script needed). */
const KEPT = ['categoryId', 'brand', 'zone', 'condition', 'storeId', 'minRent', 'maxRent'] as const;

/** The keyword, editable on the page; a new keyword searches within the current filters, from page 1. */
export function KeywordForm({ search }: { search: ListSearch }) {
  return (
    <form action="/list" method="get" role="search" aria-label="在当前条件下搜索" className={styles.keywordForm}>
      {/* Keyed by the keyword: after a client-side navigation the box shows the new search, not the old text. */}
      <label htmlFor="listing-keyword" className={styles.visuallyHidden}>
        搜索关键词
      </label>
      <input
        key={search.keyword ?? ''}
        id="listing-keyword"
        name="keyword"
        type="search"
        defaultValue={search.keyword ?? ''}
        placeholder="在当前条件下搜索"
        maxLength={KEYWORD_MAX}
      />
      {KEPT.map((key) => {
        const value = search[key];
        return value === undefined ? null : <input key={key} type="hidden" name={key} value={String(value)} />;
      })}
      {search.sort !== 'popular' ? <input type="hidden" name="sort" value={search.sort} /> : null}
      <button type="submit">搜索</button>
    </form>
  );
}
