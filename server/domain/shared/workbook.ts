/**
 * The house style of every spreadsheet the shop hands out (the exports and the device-import
 * template): a bold, shaded header row that stays in view; money as yuan numbers with two decimals,
 * so the sheet sums and filters it as money; a file name ending with the day it was made (Shanghai).
 */
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import { formatShanghai } from './clock';

const MONEY_FORMAT = '#,##0.00';

export const yuanCell = (fen: number): Cell => ({ value: fen / 100, type: Number, format: MONEY_FORMAT });
export const headerCell = (text: string): Cell => ({ value: text, fontWeight: 'bold', backgroundColor: '#EEF2F7' });
/** The first cell of a totals row (`合计（12 期）`). */
export const totalCell = (text: string): Cell => ({ value: text, fontWeight: 'bold' });

/** `账单_2026-03_20261124.xlsx`: the name and the filters that are set, joined by `_`, then the day. */
export function workbookFileName(parts: readonly (string | null | undefined | false)[], now: Date): string {
  return `${[...parts.filter(Boolean), formatShanghai(now).slice(0, 10).replace(/-/g, '')].join('_')}.xlsx`;
}

/** A workbook of one sheet: the header row (kept in view), the rows, the columns' widths. */
export function oneSheetWorkbook(sheet: string, headers: readonly string[], widths: readonly number[], rows: readonly Row[]): Promise<Buffer> {
  return writeXlsxFile([headers.map(headerCell), ...rows], { sheet, columns: widths.map((width) => ({ width })), stickyRowsCount: 1 }).toBuffer();
}
