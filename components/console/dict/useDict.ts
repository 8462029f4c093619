'use client';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { DictEntry } from '@/contract/auth';
import { consoleDictApi } from '@/lib/api/browser/console/dicts';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';

const NONE: readonly DictEntry[] = [];

export type Dict = {
  entries: readonly DictEntry[];
  isLoading: boolean;
  /** The entry of a value (numbers compare as their text: status 1 is entry '1'). */
  entryOf: (value: unknown) => DictEntry | undefined;
  /** The entry's label, or the value itself when the dictionary has no such entry. */
  labelOf: (value: unknown) => string;
};

/**
 * A dictionary (`/system/dict/data/type/{dictType}`, docs/product-rules.md#dictionaries), read once and shared by
 * every tag, select and column that shows it; read again when it is edited (refreshDict).
 */
export function useDict(dictType: string): Dict {
  const { data, isLoading } = useSWR(CONSOLE_KEYS.dict(dictType), () => consoleDictApi.entries(dictType), {
    revalidateOnFocus: false,
    dedupingInterval: 60_000,
  });
  const entries = data ?? NONE;
  const byValue = useMemo(() => new Map(entries.map((entry) => [entry.dictValue, entry])), [entries]);
  const entryOf = useCallback((value: unknown) => (value === null || value === undefined ? undefined : byValue.get(String(value))), [byValue]);
  const labelOf = useCallback((value: unknown) => entryOf(value)?.dictLabel ?? (value === null || value === undefined ? '' : String(value)), [entryOf]);
  return { entries, isLoading, entryOf, labelOf };
}
