'use client';
/**
 * The shops an admin chooses from (a list's shop filter, a new goods item's shop, an import
 * template's shop), read once per console session; an editor has one shop and gets none.
 */
import useSWR from 'swr';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleStoreChoicesApi, type StoreChoice } from '@/lib/api/browser/console/store-choices';
import { useConsoleStaff } from './hooks';

export type StoreOption = { label: string; value: string };

export function useStoreChoices(enabled = true): { stores: readonly StoreChoice[]; options: readonly StoreOption[] } {
  const admin = useConsoleStaff().role === 'admin';
  const { data } = useSWR(admin && enabled ? CONSOLE_KEYS.storeChoices : null, () => consoleStoreChoicesApi.list(), { revalidateOnFocus: false });
  const stores = data ?? [];
  return { stores, options: stores.map((store) => ({ label: store.name, value: String(store.id) })) };
}
