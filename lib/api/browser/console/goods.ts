/**
 * The back office's goods (`api/sys/goods/…`, contract/goodsConsole.ts): the list and its status
 * counts, the editable document, the save, putting on and taking off sale. The export (`export`)
 * goes through ConsoleTable's `exportTo`. The category tree is the shop's public one.
 */
import { bind } from '@/contract/endpoint';
import { CATALOG_API } from '@/contract/endpoints/catalog';
import { CONSOLE_GOODS_API } from '@/contract/endpoints/consoleGoods';
import type { ConsoleGoodsRow, GoodsSaveBody } from '@/contract/goodsConsole';
import type { Page } from '@/lib/api/page';
import { consoleHttp, consolePage, type ConsoleListQuery } from './transport';

export const consoleGoodsApi = {
  /** Filters: keyword, status, categoryId, zone, condition, storeId (admins). */
  list: (query: ConsoleListQuery): Promise<Page<ConsoleGoodsRow>> => consolePage(CONSOLE_GOODS_API.list, query),
  export: CONSOLE_GOODS_API.export,
  /** The goods of each status under the same filters (without the status). */
  statusCount: (filters: Record<string, string | number | undefined>) => consoleHttp.send(CONSOLE_GOODS_API.statusCount, filters, { repeatSubmit: false }),
  detail: (id: number) => consoleHttp.send(bind(CONSOLE_GOODS_API.detail, { id }), undefined, { repeatSubmit: false }),
  /** Without `id`: a new draft (goods:add); with it: that goods item, keeping its status (goods:edit). */
  save: (body: GoodsSaveBody) => consoleHttp.send(CONSOLE_GOODS_API.save, body),
  publish: (ids: number[], onSale: boolean) => consoleHttp.send(CONSOLE_GOODS_API.publish, { ids, onSale }),
  /** The category tree (public, `GET api/wGoodsCategoryQian/goodCate`). */
  categories: () => consoleHttp.send(CATALOG_API.categories, undefined, { isToken: false, repeatSubmit: false }),
};
