'use client';
/**
 * The back office's server-paged table on MUI's DataGrid (MIT, Chinese locale from the console
 * theme): paging, sorting and filtering happen on the product server (`{ rows, total }`), and the
 * page, limit, sort, order and filters live in the tab's URL, so a tab keeps them, a refresh
 * keeps them and a link can share them. Above the grid: the filter form, the page's action
 * buttons and, with `exportTo`, 导出 of the filtered rows through the download helper
 * (docs/product-rules.md#downloads).
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGrid, type DataGridProps, type GridColDef, type GridRowId, type GridValidRowModel } from '@mui/x-data-grid';
import { zhCN } from '@mui/x-data-grid/locales';
import { CONSOLE_PAGE_SIZES } from '@/contract/console';
import type { FileAnswer, Target } from '@/contract/endpoint';
import { consoleDownload } from '@/lib/api/browser/console/transport';
import { Permitted } from '../Permitted';
import { FilterBar, type FilterField } from './FilterBar';
import { useConsoleTable, type ConsoleTableOptions } from './useConsoleTable';
import type { Permission } from '@/contract/permissions';

const GRID_TEXTS = zhCN.components.MuiDataGrid.defaultProps.localeText;

export type ConsoleExport = {
  /** The product server's export endpoint (form-encoded POST of the filters and sort), from the page's API module (`consoleOrderApi.export` …). */
  endpoint: Target<FileAnswer>;
  /** The saved file's name, e.g. `订单_2026-11-20.xlsx`. */
  fileName: string | (() => string);
  /** The button key that grants it (order:export …); without it, anyone who sees the table. */
  perm?: Permission;
  /** The form sent, from the table's filters and sort, when the export names them differently (a fixed kind, a boolean). */
  form?: (filters: Record<string, string | number>) => object;
};

export type ConsoleTableProps<R extends GridValidRowModel> = Omit<ConsoleTableOptions<R>, 'filterKeys'> & {
  columns: GridColDef<R>[];
  /** The filter form's fields; their names are the query keys sent to `load` and the export. */
  filters?: readonly FilterField[];
  /** Query keys that filter the rows but have no field in the form (a status tab of the page, say). */
  extraFilterKeys?: readonly string[];
  /** Buttons in the row above the grid (新增, 批量发货 …), usually inside <Permitted>. */
  actions?: ReactNode;
  exportTo?: ConsoleExport;
  getRowId?: DataGridProps<R>['getRowId'];
  /** The grid's accessible name. */
  label: string;
  emptyText?: string;
  /** Checkbox selection; receives the chosen row ids of the current page. */
  onSelectionChange?: (ids: GridRowId[]) => void;
  /** Anything else of DataGrid (row height, column visibility …). */
  gridProps?: Partial<DataGridProps<R>>;
};

export function ConsoleTable<R extends GridValidRowModel>({
  columns,
  filters = [],
  extraFilterKeys = [],
  actions,
  exportTo,
  getRowId,
  label,
  emptyText,
  onSelectionChange,
  gridProps,
  ...options
}: ConsoleTableProps<R>) {
  const table = useConsoleTable<R>({ ...options, filterKeys: [...filters.map((field) => field.name), ...extraFilterKeys] });
  const [exporting, setExporting] = useState(false);

  const runExport = async () => {
    if (!exportTo) return;
    setExporting(true);
    try {
      await consoleDownload(
        exportTo.endpoint,
        exportTo.form ? exportTo.form(table.filters) : table.filters,
        typeof exportTo.fileName === 'function' ? exportTo.fileName() : exportTo.fileName,
      );
    } finally {
      setExporting(false);
    }
  };

  const exportButton = exportTo ? (
    <Button variant="outlined" color="warning" startIcon={<FileDownloadIcon />} onClick={() => void runExport()} disabled={exporting}>
      导出
    </Button>
  ) : null;

  return (
    <Box>
      {filters.length > 0 ? <FilterBar fields={filters} /> : null}
      {actions || exportButton ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {actions}
          {exportButton && exportTo?.perm ? <Permitted perm={exportTo.perm}>{exportButton}</Permitted> : exportButton}
        </Box>
      ) : null}
      <DataGrid<R>
        aria-label={label}
        rows={table.rows}
        columns={columns}
        getRowId={getRowId}
        rowCount={table.total}
        loading={table.loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        pageSizeOptions={[...CONSOLE_PAGE_SIZES]}
        paginationModel={{ page: table.query.page - 1, pageSize: table.query.limit }}
        onPaginationModelChange={(model) => table.setPage(model.page + 1, model.pageSize)}
        sortModel={table.query.sort ? [{ field: table.query.sort, sort: table.query.order ?? 'desc' }] : []}
        // No unsorted step: a list with a default order would fall back to it, and its column
        // could then never be turned ascending (desc → none → the default desc again).
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => {
          const [first] = model;
          table.setSort(first?.field ?? null, first?.sort ?? null);
        }}
        checkboxSelection={Boolean(onSelectionChange)}
        onRowSelectionModelChange={
          onSelectionChange
            ? (model) =>
                onSelectionChange(
                  model.type === 'include'
                    ? [...model.ids]
                    : table.rows.map((row, index) => getRowId?.(row) ?? (row as { id?: GridRowId }).id ?? index).filter((id) => !model.ids.has(id)),
                )
            : undefined
        }
        // A localeText prop replaces the theme's whole default: the Chinese texts go along.
        localeText={{ ...GRID_TEXTS, ...(emptyText ? { noRowsLabel: emptyText } : {}) }}
        rowHeight={46}
        columnHeaderHeight={44}
        sx={{
          backgroundColor: '#fff',
          '& .MuiDataGrid-columnHeader': { backgroundColor: '#f8f8f9' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        }}
        {...gridProps}
      />
    </Box>
  );
}
