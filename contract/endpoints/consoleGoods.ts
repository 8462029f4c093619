import { endpoint, STAFF } from '../endpoint';
import { goodsExportForm, goodsListBody, goodsPublishBody, goodsSaveBody, goodsStatusCountQuery } from '../goodsConsole';
import { GOODS_SAVE_MAX_BYTES } from './limits';
import type { GoodsDetail } from '../goods';
import type { ConsoleGoodsRow, GoodsEditDocument, GoodsPublishResult, GoodsStatusCount } from '../goodsConsole';

export const CONSOLE_GOODS_API = {
  list: endpoint('POST', '/api/sys/goods/list', STAFF, { json: goodsListBody }).pages<ConsoleGoodsRow>(),
  statusCount: endpoint('GET', '/api/sys/goods/statusCount', STAFF, { query: goodsStatusCountQuery }).answers<GoodsStatusCount>(),
  detail: endpoint('GET', '/api/sys/goods/detail/:id', STAFF).answers<GoodsEditDocument>(),
  save: endpoint('POST', '/api/sys/goods/save', { ...STAFF, maxBodyBytes: GOODS_SAVE_MAX_BYTES }, { json: goodsSaveBody }).answers<GoodsEditDocument>(),
  publish: endpoint('POST', '/api/sys/goods/publish', STAFF, { json: goodsPublishBody }).answers<GoodsPublishResult>(),
  export: endpoint('POST', '/api/sys/goods/export', STAFF, { form: goodsExportForm }).downloads(),
  preview: endpoint('GET', '/api/wGoods/preview/:id', STAFF).answers<GoodsDetail>(),
} as const;
