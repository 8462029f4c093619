/**
 * The filtered bills as an Excel workbook (`POST /api/wBill/export`), for a company's accounts
 * department: Chinese headers, one row per bill, money as numbers in yuan with two decimals
 * (`#,##0.00`), so the sheet sums and filters them as money, dates as text in the shop's formats,
 * and a total row. The rows are the list's, through the same filters and clock.
 */
import type { Row } from 'write-excel-file/node';
import { BILL_EXPORT_MAX, BILL_KIND_NAMES, BILL_MESSAGES, type BillFilters, type BillView } from '@/contract/bills';
import type { Db } from '../../db/client';
import { oneSheetWorkbook, totalCell, workbookFileName, yuanCell } from '../shared/workbook';
import { Refusal } from '../shared/refusal';
import { filteredBills } from './read';

const HEADERS = ['订单编号', '商品', '期数', '到期日', '租金（元）', '逾期天数', '逾期违约金（元）', '合计（元）', '状态', '支付时间', '续租'] as const;
const WIDTHS = [26, 30, 10, 12, 14, 10, 16, 14, 10, 20, 8];

function billRow(bill: BillView): Row {
  return [
    bill.orderNo,
    bill.goodsName,
    bill.kind === 'fee' ? BILL_KIND_NAMES.fee : `${bill.period}/${bill.periods}`,
    bill.dueDate,
    yuanCell(bill.amount),
    bill.overdueDays,
    yuanCell(bill.lateFee),
    yuanCell(bill.total),
    bill.statusName,
    bill.paidAt ?? '',
    bill.renewal ? '是' : '',
  ];
}

/** The workbook's file name: 账单 + the filters + the day it was made. */
export function billExportFileName(filters: BillFilters, now: Date): string {
  return workbookFileName(['账单', filters.month, filters.orderNo], now);
}

export async function exportBills(db: Db, customerId: number, filters: BillFilters, now: Date): Promise<Buffer> {
  const rows = await filteredBills(db, customerId, filters, now, BILL_EXPORT_MAX);
  if (rows.length > BILL_EXPORT_MAX) throw new Refusal(BILL_MESSAGES.exportTooLarge(BILL_EXPORT_MAX));
  const sum = (key: 'amount' | 'lateFee' | 'total') => rows.reduce((total, bill) => total + bill[key], 0);
  return oneSheetWorkbook('账单', HEADERS, WIDTHS, [
    ...rows.map(billRow),
    [totalCell(`合计（${rows.length} 期）`), null, null, null, yuanCell(sum('amount')), null, yuanCell(sum('lateFee')), yuanCell(sum('total')), null, null, null],
  ]);
}
