import { endpoint, STAFF } from '../endpoint';
import { noQuery } from '../request';
import { dictDataAddBody, dictDataEditBody, dictDataListQuery, dictDataRemoveBody } from '../dicts';
import type { DictDataRow, DictTypeSummary } from '../dicts';

export const CONSOLE_DICT_API = {
  types: endpoint('GET', '/api/sys/dict/types', STAFF, { query: noQuery }).answers<DictTypeSummary[]>(),
  list: endpoint('GET', '/api/sys/dict/data/list', STAFF, { query: dictDataListQuery }).pages<DictDataRow>(),
  add: endpoint('POST', '/api/sys/dict/data/add', STAFF, { json: dictDataAddBody }).answers<DictDataRow>(),
  edit: endpoint('POST', '/api/sys/dict/data/edit', STAFF, { json: dictDataEditBody }).answers<DictDataRow>(),
  remove: endpoint('POST', '/api/sys/dict/data/remove', STAFF, { json: dictDataRemoveBody }).answers<null>(),
} as const;
