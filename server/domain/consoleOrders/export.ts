/**
 * The filtered orders as an Excel workbook (`POST /api/sys/order/export`), in the house style of
 * bills/export.ts: Chinese headers, one row per order in the list's order, money as numbers in yuan
 * (`#,##0.00`) so the sheet sums them, times as text, and a total row. At most CONSOLE_EXPORT_MAX rows.
 */
import type { Row } from 'write-excel-file/node';
import { CONSOLE_EXPORT_MAX, consoleExportTooLarge, type ConsoleListParams } from '@/contract/console';
import type { ConsoleOrderFilters, ConsoleOrderRow } from '@/contract/consoleOrders';
import type { Db } from '../../db/client';
import type { Staff } from '../staff/scope';
import { oneSheetWorkbook, totalCell, workbookFileName, yuanCell } from '../shared/workbook';
import { Refusal } from '../shared/refusal';
import { consoleOrderRows } from './list';

const HEADERS = [
  '订单编号',
  '状态',
  '客户',
  '账户类型',
  '手机号',
  '店铺',
  '商品',
  '数量',
  '租期（月）',
  '首付款（元）',
  '押金（元）',
  '免押额度（元）',
  '支付方式',
  '下单时间',
  '支付时间',
  '续租次数',
  '逾期账单',
] as const;
const WIDTHS = [26, 10, 24, 10, 14, 20, 30, 8, 10, 14, 14, 14, 10, 20, 20, 10, 10];

function orderRow(order: ConsoleOrderRow): Row {
  return [
    order.orderNo,
    order.statusName,
    order.customer.name,
    order.customer.accountTypeName,
    order.customer.phoneMasked,
    order.storeName,
    order.goodsSummary,
    order.quantity,
    order.termMonths,
    yuanCell(order.payable),
    yuanCell(order.deposit),
    yuanCell(order.depositWaived),
    order.paidMethodName ?? '',
    order.createdAt,
    order.paidAt ?? '',
    order.flags.renewals,
    order.flags.overdueBills,
  ];
}

/** 订单 + the status and days filtered + the day it was made. */
export function orderExportFileName(filters: ConsoleOrderFilters, now: Date): string {
  return workbookFileName(['订单', filters.createdFrom, filters.createdTo], now);
}

export async function exportOrders(db: Db, staff: Staff, query: ConsoleOrderFilters & Pick<ConsoleListParams, 'sort' | 'order'>, now: Date): Promise<Buffer> {
  const rows = await consoleOrderRows(db, staff, query, now, CONSOLE_EXPORT_MAX);
  if (rows.length > CONSOLE_EXPORT_MAX) throw new Refusal(consoleExportTooLarge());
  const sum = (pick: (order: ConsoleOrderRow) => number) => rows.reduce((total, order) => total + pick(order), 0);
  return oneSheetWorkbook('订单', HEADERS, WIDTHS, [
    ...rows.map(orderRow),
    [
      totalCell(`合计（${rows.length} 单）`),
      null,
      null,
      null,
      null,
      null,
      null,
      sum((order) => order.quantity),
      null,
      yuanCell(sum((order) => order.payable)),
      yuanCell(sum((order) => order.deposit)),
      yuanCell(sum((order) => order.depositWaived)),
      null,
      null,
      null,
      null,
      null,
    ],
  ]);
}
