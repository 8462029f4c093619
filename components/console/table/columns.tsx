'use client';
/**
 * Column helpers for ConsoleTable, so every list shows dates, money and dictionary values the
 * same way: dates YYYY-MM-DD HH:mm:ss in Shanghai time (docs/product-rules.md#time), money
 * ¥1,299.00 from integer fen, a status as its dictionary tag.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { formatFen } from '@/contract/format';
import { DictTag } from '../dict/DictTag';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const shanghai = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A time as YYYY-MM-DD HH:mm:ss in Shanghai: the wire's text as it is, an ISO time or a Date converted. */
export function consoleDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && WIRE_TIME.test(value)) return value;
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? String(value) : shanghai.format(date);
}

/** Money in fen as ¥1,299.00 (empty for no amount). */
export function consoleMoney(value: unknown): string {
  return typeof value === 'number' && Number.isSafeInteger(value) ? formatFen(value) : '';
}

type Extra<R extends GridValidRowModel> = Partial<GridColDef<R>>;

export function dateTimeColumn<R extends GridValidRowModel>(field: string, headerName: string, extra: Extra<R> = {}): GridColDef<R> {
  return { field, headerName, width: 170, valueFormatter: (value: unknown) => consoleDateTime(value), ...extra };
}

export function moneyColumn<R extends GridValidRowModel>(field: string, headerName: string, extra: Extra<R> = {}): GridColDef<R> {
  return { field, headerName, width: 130, type: 'number', valueFormatter: (value: unknown) => consoleMoney(value), ...extra };
}

export function dictColumn<R extends GridValidRowModel>(field: string, headerName: string, dictType: string, extra: Extra<R> = {}): GridColDef<R> {
  return {
    field,
    headerName,
    width: 110,
    renderCell: (params: GridRenderCellParams<R, string | number | null | undefined>) => (
      <CellContent>
        <DictTag dictType={dictType} value={params.value} />
      </CellContent>
    ),
    ...extra,
  };
}

/**
 * The columns with sorting on exactly those the list's contract sorts by (its `…_SORTS`): a header
 * click asks the product server for that order; the other headers offer none.
 */
export function sortableBy<R extends GridValidRowModel>(columns: GridColDef<R>[], sorts: readonly string[]): GridColDef<R>[] {
  return columns.map((column) => ({ ...column, sortable: sorts.includes(column.field) }));
}

/** A custom cell's content (chips, buttons) centred in the row like the grid's own text. */
export function CellContent({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>{children}</Box>;
}
