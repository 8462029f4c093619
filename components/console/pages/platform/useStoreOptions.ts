'use client';
/** Every shop as a choice (the user filter, an editor's shop): read under the stores resource, so a change of shops refreshes it. */
import { useMemo } from 'react';
import useSWR from 'swr';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleStoreApi } from '@/lib/api/browser/console/stores';

/** The list's largest page: a platform with more shops than this would need a search box instead. */
const ALL = { page: 1, limit: 100, sort: 'createdAt', order: 'asc' } as const;

export type StoreOption = { label: string; value: string };

export function useStoreOptions(): readonly StoreOption[] {
  const { data } = useSWR(CONSOLE_KEYS.table('stores', { options: true }), () => consoleStoreApi.list({ ...ALL }), { revalidateOnFocus: false });
  return useMemo(() => (data?.rows ?? []).map((store) => ({ label: store.status === 'closed' ? `${store.name}（已停业）` : store.name, value: String(store.id) })), [data]);
}
