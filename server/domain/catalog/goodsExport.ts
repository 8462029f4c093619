/**
 * The back office's goods as an Excel workbook (`POST /api/sys/goods/export`): the list's filters
 * and order, one row per configuration and lease plan, Chinese headers, money as numbers in yuan
 * (`#,##0.00`), times as text (the house style of bills/export.ts).
 */
import type { Row } from 'write-excel-file/node';
import { CONSOLE_EXPORT_MAX, consoleExportTooLarge } from '@/contract/console';
import { GOODS_STATUS_NAMES, type GoodsExportForm } from '@/contract/goodsConsole';
import type { Db } from '../../db/client';
import type { Staff } from '../staff/scope';
import { oneSheetWorkbook, workbookFileName, yuanCell } from '../shared/workbook';
import { Refusal } from '../shared/refusal';
import { goodsExportLines, type GoodsExportLine } from './goodsConsoleList';

const HEADERS = [
  '商品编号',
  '商品名称',
  '店铺',
  '分类',
  '状态',
  '成色',
  '配置',
  '处理器',
  '内存',
  '存储',
  '显卡',
  '屏幕',
  '库存',
  '押金（元）',
  '租期（月）',
  '月租金（元）',
  '买断价（元）',
  '总租金（元）',
  '已租数量',
  '更新时间',
] as const;
const WIDTHS = [10, 36, 20, 14, 8, 6, 30, 26, 16, 14, 26, 26, 8, 12, 10, 12, 12, 12, 10, 20];

const CONDITION_NAMES = { new: '全新', used: '二手' } as const;

function lineRow(line: GoodsExportLine): Row {
  const { sku, plan } = line;
  return [
    line.id,
    line.name,
    line.storeName,
    line.categoryName,
    line.statusName,
    CONDITION_NAMES[line.condition],
    sku?.name ?? '',
    sku?.cpu ?? '',
    sku?.memory ?? '',
    sku?.storage ?? '',
    sku?.graphics ?? '',
    sku?.screen ?? '',
    sku ? sku.stock : null,
    sku ? yuanCell(sku.deposit) : null,
    plan ? plan.termMonths : null,
    plan ? yuanCell(plan.monthlyRent) : null,
    plan ? yuanCell(plan.buyoutPrice) : null,
    plan ? yuanCell(plan.monthlyRent * plan.termMonths) : null,
    line.rentedCount,
    line.updatedAt,
  ];
}

/** 商品_在售_20261122.xlsx */
export function goodsExportFileName(form: GoodsExportForm, now: Date): string {
  return workbookFileName(['商品', form.status && GOODS_STATUS_NAMES[form.status]], now);
}

export async function exportGoods(db: Db, staff: Staff, form: GoodsExportForm): Promise<Buffer> {
  const { sort, order, ...filters } = form;
  const lines = await goodsExportLines(db, staff, filters, { sort, order }, CONSOLE_EXPORT_MAX);
  if (lines.length > CONSOLE_EXPORT_MAX) throw new Refusal(consoleExportTooLarge());
  return oneSheetWorkbook('商品', HEADERS, WIDTHS, lines.map(lineRow));
}
