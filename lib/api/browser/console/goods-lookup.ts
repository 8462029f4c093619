/**
 * The goods and configurations a device may be of (设备管理's SKU picker): the back office's goods
 * list searched by name (`api/sys/goods/list`, an editor's shop or every shop for an admin) and
 * one item's configurations on offer (`api/sys/goods/detail/:id`). The goods pages have their own
 * module for editing; this is only the lookup.
 */
import { bind } from '@/contract/endpoint';
import { CONSOLE_GOODS_API } from '@/contract/endpoints/consoleGoods';
import type { ConsoleGoodsRow, GoodsEditDocument } from '@/contract/goodsConsole';
import { consoleHttp, consolePage } from './transport';

export type SkuChoice = { skuId: number; name: string; config: string; stock: number };

const configText = (sku: GoodsEditDocument['skus'][number]) => [sku.cpu, sku.memory, sku.storage, sku.graphics, sku.screen].filter(Boolean).join(' / ');

export const consoleGoodsLookupApi = {
  /** Up to 20 goods whose name, brand, model or number matches, newest change first. */
  search: async (keyword: string, storeId?: string): Promise<ConsoleGoodsRow[]> =>
    (await consolePage(CONSOLE_GOODS_API.list, { page: 1, limit: 20, ...(keyword.trim() ? { keyword: keyword.trim() } : {}), ...(storeId ? { storeId: Number(storeId) } : {}) }))
      .rows,
  /** The item's configurations on offer, in the editor's order. */
  skus: async (goodsId: number): Promise<SkuChoice[]> => {
    const document = await consoleHttp.send(bind(CONSOLE_GOODS_API.detail, { id: goodsId }), undefined, { repeatSubmit: false });
    return document.skus.map((sku) => ({ skuId: sku.id, name: sku.name, config: configText(sku), stock: sku.stock }));
  },
};
