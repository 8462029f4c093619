import { endpoint, ANYONE } from '../endpoint';
import type { DictEntry } from '../auth';

export const DICT_API = {
  entries: endpoint('GET', '/system/dict/data/type/:dictType', ANYONE).answers<DictEntry[]>(),
} as const;
