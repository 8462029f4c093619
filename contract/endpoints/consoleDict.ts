import { endpoint, STAFF } from '../endpoint';
import type { DictDataRow, DictTypeSummary } from '../dicts';

export const CONSOLE_DICT_API = {
  types: endpoint('GET', '/api/sys/dict/types', STAFF).answers<DictTypeSummary[]>(),
  list: endpoint('GET', '/api/sys/dict/data/list', STAFF).pages<DictDataRow>(),
  add: endpoint('POST', '/api/sys/dict/data/add', STAFF).answers<DictDataRow>(),
  edit: endpoint('POST', '/api/sys/dict/data/edit', STAFF).answers<DictDataRow>(),
  remove: endpoint('POST', '/api/sys/dict/data/remove', STAFF).answers<null>(),
} as const;
