/**
 * Dictionaries: the public read every page uses (`system/dict/data/type/{dictType}`,
 * docs/product-rules.md#dictionaries) and the platform's editing of them (`api/sys/dict/…`, 字典管理).
 */
import type { DictEntry } from '@/contract/auth';
import type { DictDataInput, DictDataRow, DictTypeSummary } from '@/contract/dicts';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleDictApi = {
  /** The entries of one dictionary, in their order (public: no session sent). */
  entries: (dictType: string) => consoleHttp.get<DictEntry[]>(`system/dict/data/type/${encodeURIComponent(dictType)}`, null, { isToken: false, repeatSubmit: false }),
  /** Every dictionary type with its name and number of entries. */
  types: () => consoleHttp.get<DictTypeSummary[]>('api/sys/dict/types', null, { repeatSubmit: false }),
  /** One type's entries, paged (filters: dictType, required; dictLabel). */
  list: (query: ConsoleListQuery): Promise<Page<DictDataRow>> => consolePage<DictDataRow>('GET', 'api/sys/dict/data/list', query),
  add: (dictType: string, entry: DictDataInput) => consoleHttp.post<DictDataRow>('api/sys/dict/data/add', { dictType, ...entry }),
  edit: (id: number, entry: DictDataInput) => consoleHttp.post<DictDataRow>('api/sys/dict/data/edit', { id, ...entry }),
  remove: (id: number) => consoleHttp.post<void>('api/sys/dict/data/remove', { id }),
};
