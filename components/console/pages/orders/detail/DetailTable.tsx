'use client';
/** A small table of the detail (payments, bills, devices …): named, its columns' cells rendered per row. */
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Nothing } from './DetailSection';

export type DetailColumn<R> = { label: string; cell: (row: R) => ReactNode; align?: 'left' | 'right' | 'center'; width?: number };

type Props<R> = { label: string; rows: readonly R[]; columns: ReadonlyArray<DetailColumn<R>>; rowKey: (row: R) => string | number; empty: string };

export function DetailTable<R>({ label, rows, columns, rowKey, empty }: Props<R>) {
  if (rows.length === 0) return <Nothing>{empty}</Nothing>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow sx={{ '& th': { bgcolor: '#f8f8f9', fontWeight: 600, whiteSpace: 'nowrap' } }}>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={column.width ? { width: column.width } : undefined}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
