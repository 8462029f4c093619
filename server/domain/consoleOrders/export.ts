/**
 * The filtered orders as an Excel workbook (`POST /api/sys/order/export`), in the house style of
 * bills/export.ts: Chinese headers, one row per order in the list's order, money as numbers in yuan
 * (`#,##0.00`) so the sheet sums them, times as text, and a total row. At most CONSOLE_EXPORT_MAX rows.
 */
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import { CONSOLE_EXPORT_MAX, consoleExportTooLarge, type ConsoleListParams } from '@/contract/console';
import type { ConsoleOrderFilters, ConsoleOrderRow } from '@/contract/consoleOrders';
import type { Db } from '../../db/client';
import type { Staff } from '../staff/scope';
import { formatShanghai } from '../shared/clock';
import { Refusal } from '../shared/refusal';
import { consoleOrderRows } from './list';

const MONEY_FORMAT = '#,##0.00';
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

const yuan = (fen: number): Cell => ({ value: fen / 100, type: Number, format: MONEY_FORMAT });
const header = (text: string): Cell => ({ value: text, fontWeight: 'bold', backgroundColor: '#EEF2F7' });

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
    yuan(order.payable),
    yuan(order.deposit),
    yuan(order.depositWaived),
    order.paidMethodName ?? '',
    order.createdAt,
    order.paidAt ?? '',
    order.flags.renewals,
    order.flags.overdueBills,
  ];
}

/** 订单 + the status and days filtered + the day it was made. */
export function orderExportFileName(filters: ConsoleOrderFilters, now: Date): string {
  const parts = ['订单', filters.createdFrom, filters.createdTo].filter(Boolean);
  return `${parts.join('_')}_${formatShanghai(now).slice(0, 10).replace(/-/g, '')}.xlsx`;
}

export async function exportOrders(db: Db, staff: Staff, query: ConsoleOrderFilters & Pick<ConsoleListParams, 'sort' | 'order'>, now: Date): Promise<Buffer> {
  const rows = await consoleOrderRows(db, staff, query, now, CONSOLE_EXPORT_MAX);
  if (rows.length > CONSOLE_EXPORT_MAX) throw new Refusal(consoleExportTooLarge());
  const sum = (pick: (order: ConsoleOrderRow) => number) => rows.reduce((total, order) => total + pick(order), 0);
  const data: Row[] = [
    HEADERS.map(header),
    ...rows.map(orderRow),
    [
      { value: `合计（${rows.length} 单）`, fontWeight: 'bold' },
      null,
      null,
      null,
      null,
      null,
      null,
      sum((order) => order.quantity),
      null,
      yuan(sum((order) => order.payable)),
      yuan(sum((order) => order.deposit)),
      yuan(sum((order) => order.depositWaived)),
      null,
      null,
      null,
      null,
      null,
    ],
  ];
  return writeXlsxFile(data, { sheet: '订单', columns: WIDTHS.map((width) => ({ width })), stickyRowsCount: 1 }).toBuffer();
}
