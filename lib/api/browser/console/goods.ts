/**
 * The back office's goods (`api/sys/goods/…`, contract/goodsConsole.ts): the list and its status
 * counts, the editable document, the save, putting on and taking off sale. The export goes through
 * ConsoleTable's `exportTo`. The category tree is the shop's public one.
 */
import type { ConsoleGoodsRow, GoodsEditDocument, GoodsPublishResult, GoodsSaveBody, GoodsStatusCount } from '@/contract/goodsConsole';
import type { CategoryNode } from '@/contract/goods';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const GOODS_EXPORT_PATH = 'api/sys/goods/export';

export const consoleGoodsApi = {
  /** Filters: keyword, status, categoryId, zone, condition, storeId (admins). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleGoodsRow>> => consolePage<ConsoleGoodsRow>('POST', 'api/sys/goods/list', query),
  /** The goods of each status under the same filters (without the status). */
  statusCount: (filters: Record<string, string | number | undefined>) => consoleHttp.get<GoodsStatusCount>('api/sys/goods/statusCount', filters, { repeatSubmit: false }),
  detail: (id: number) => consoleHttp.get<GoodsEditDocument>(`api/sys/goods/detail/${id}`, null, { repeatSubmit: false }),
  /** Without `id`: a new draft (goods:add); with it: that goods item, keeping its status (goods:edit). */
  save: (body: GoodsSaveBody) => consoleHttp.post<GoodsEditDocument>('api/sys/goods/save', body),
  publish: (ids: number[], onSale: boolean) => consoleHttp.post<GoodsPublishResult>('api/sys/goods/publish', { ids, onSale }),
  /** The category tree (public, `GET api/wGoodsCategoryQian/goodCate`). */
  categories: () => consoleHttp.get<CategoryNode[]>('api/wGoodsCategoryQian/goodCate', null, { isToken: false, repeatSubmit: false }),
};
