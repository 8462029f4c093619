'use client';
/**
 * A server-paged list's state, kept in the tab's URL (useConsoleQuery): page (1-based), limit,
 * sort, order and the table's own filters; the rows are read through SWR under the table's
 * resource name, so `refreshTable(resource)` after a change reads every page of it again.
 */
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { CONSOLE_PAGE_SIZES } from '@/contract/console';
import type { Page } from '@/lib/api/page';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import type { ConsoleListQuery } from '@/lib/api/browser/console/transport';
import { useConsoleQuery, useConsoleTab } from '../hooks';

export type SortOrder = 'asc' | 'desc';

/** What a table sends to its `load`: the page and its filters (values as the URL has them; empty ones left out). */
export type ConsoleTableQuery = ConsoleListQuery;

export type ConsoleTableOptions<R> = {
  resource: string;
  load: (query: ConsoleTableQuery) => Promise<Page<R>>;
  filterKeys?: readonly string[];
  defaultSort?: { field: string; order: SortOrder };
  defaultLimit?: number;
};

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function useConsoleTable<R>({ resource, load, filterKeys = [], defaultSort, defaultLimit = CONSOLE_PAGE_SIZES[0] }: ConsoleTableOptions<R>) {
  const { query: url, setQuery } = useConsoleQuery();
  const { active } = useConsoleTab();
  const filterList = filterKeys.join(',');

  const query = useMemo<ConsoleTableQuery>(() => {
    const result: ConsoleTableQuery = { page: positive(url.page, 1), limit: positive(url.limit, defaultLimit) };
    const sort = url.sort ?? defaultSort?.field;
    if (sort) {
      result.sort = sort;
      result.order = url.order === 'asc' || url.order === 'desc' ? url.order : (defaultSort?.order ?? 'desc');
    }
    for (const key of filterList ? filterList.split(',') : []) {
      const value = url[key];
      if (value !== undefined && value !== '') result[key] = value;
    }
    return result;
  }, [url, filterList, defaultSort?.field, defaultSort?.order, defaultLimit]);

  const { data, error, isLoading, isValidating, mutate } = useSWR(CONSOLE_KEYS.table(resource, query), () => load(query), {
    keepPreviousData: true,
    // A hidden tab does not read again on focus; it does when it is shown and something changed.
    revalidateOnFocus: active,
  });

  /** The filters as sent (for an export of the same rows). */
  const filters = useMemo(() => {
    const result: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(query)) if (key !== 'page' && key !== 'limit' && value !== undefined) result[key] = value;
    return result;
  }, [query]);

  const setPage = useCallback(
    (page: number, limit: number) => setQuery({ page: page === 1 ? null : page, limit: limit === defaultLimit ? null : limit }),
    [setQuery, defaultLimit],
  );
  const setSort = useCallback((sort: string | null, order: SortOrder | null) => setQuery({ sort, order, page: null }), [setQuery]);

  return {
    query,
    filters,
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    loading: isLoading || (isValidating && !data),
    failed: Boolean(error),
    reload: mutate,
    setPage,
    setSort,
  };
}
