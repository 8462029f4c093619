/**
 * Dictionaries: the public read every page uses (`system/dict/data/type/{dictType}`,
 * docs/product-rules.md#dictionaries) and the platform's editing of them (`api/sys/dict/…`, 字典管理).
 */
import type { DictDataInput, DictDataRow } from '@/contract/dicts';
import { bind } from '@/contract/endpoint';
import { CONSOLE_DICT_API } from '@/contract/endpoints/consoleDict';
import { DICT_API } from '@/contract/endpoints/dict';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleDictApi = {
  /** The entries of one dictionary, in their order (public: no session sent). */
  entries: (dictType: string) => consoleHttp.send(bind(DICT_API.entries, { dictType }), undefined, { isToken: false, repeatSubmit: false }),
  /** Every dictionary type with its name and number of entries. */
  types: () => consoleHttp.send(CONSOLE_DICT_API.types, undefined, { repeatSubmit: false }),
  /** One type's entries, paged (filters: dictType, required; dictLabel). */
  list: (query: ConsoleListQuery): Promise<Page<DictDataRow>> => consolePage(CONSOLE_DICT_API.list, query),
  add: (dictType: string, entry: DictDataInput) => consoleHttp.send(CONSOLE_DICT_API.add, { dictType, ...entry }),
  edit: (id: number, entry: DictDataInput) => consoleHttp.send(CONSOLE_DICT_API.edit, { id, ...entry }),
  remove: (id: number) => consoleHttp.send(CONSOLE_DICT_API.remove, { id }),
};
