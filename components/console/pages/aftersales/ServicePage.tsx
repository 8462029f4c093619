'use client';
/**
 * 服务申请: customers' after-sales requests (退租, 换机, 维修) about the staff member's orders (an
 * admin: every shop's), filtered by status, kind and order; a request opens in a drawer
 * (`?serviceNo=` in the tab's URL, so the workbench and an order's detail can link to it) with its
 * timeline, photos and thread, and the actions its status allows.
 */
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { ServiceRequestSummary } from '@/contract/serviceRequests';
import { UNSORTED_PAGE_SIZES } from '@/lib/api/browser/console/paging';
import { consoleServiceApi } from '@/lib/api/browser/console/service';
import { useConsoleQuery, useConsoleStaff } from '../../hooks';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ServiceDetailDrawer } from './ServiceDetailDrawer';

export const SERVICE_RESOURCE = 'service';

const FILTERS: readonly FilterField[] = [
  { name: 'status', label: '处理状态', kind: 'dict', dictType: 'service_status' },
  { name: 'kind', label: '服务类型', kind: 'dict', dictType: 'service_kind' },
  { name: 'orderNo', label: '订单编号', kind: 'text', placeholder: 'ZL 开头的订单编号', width: 240 },
];

const OPEN = new Set([0, 1]);

export default function ServicePage() {
  const staff = useConsoleStaff();
  const { query, setQuery } = useConsoleQuery();
  const open = (serviceNo: string) => setQuery({ serviceNo });

  const columns: GridColDef<ServiceRequestSummary>[] = [
    {
      field: 'serviceNo',
      headerName: '申请单号',
      width: 210,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => open(row.serviceNo)} sx={{ fontFamily: 'monospace', px: 0, minWidth: 0 }} aria-label={`查看申请 ${row.serviceNo}`}>
          {row.serviceNo}
        </Button>
      ),
    },
    {
      field: 'orderNo',
      headerName: '订单编号',
      width: 210,
      renderCell: ({ row }) => (
        <Box component={NextLink} href={`/console/orders/detail?orderNo=${row.orderNo}`} prefetch={false} sx={{ color: 'primary.main', fontFamily: 'monospace', fontSize: 13 }}>
          {row.orderNo}
        </Box>
      ),
    },
    dictColumn<ServiceRequestSummary>('kind', '类型', 'service_kind', { width: 80 }),
    { field: 'reasonName', headerName: '申请原因', width: 190 },
    { field: 'serialNo', headerName: '设备序列号', width: 150, valueFormatter: (value: string | null) => value ?? '整个订单' },
    { field: 'goodsName', headerName: '商品', flex: 1, minWidth: 160 },
    ...(staff.role === 'admin' ? [{ field: 'storeName', headerName: '店铺', width: 140 } satisfies GridColDef<ServiceRequestSummary>] : []),
    dictColumn<ServiceRequestSummary>('status', '状态', 'service_status', { width: 90 }),
    { field: 'replyCount', headerName: '回复', width: 64, type: 'number' },
    dateTimeColumn<ServiceRequestSummary>('createdAt', '申请时间'),
    dateTimeColumn<ServiceRequestSummary>('updatedAt', '更新时间'),
    {
      field: 'actions',
      headerName: '操作',
      width: 90,
      renderCell: ({ row }) => (
        <CellContent>
          <Button size="small" onClick={() => open(row.serviceNo)} aria-label={`${OPEN.has(row.status) ? '处理' : '查看'} ${row.serviceNo}`}>
            {OPEN.has(row.status) ? '处理' : '查看'}
          </Button>
        </CellContent>
      ),
    },
  ];

  return (
    <Box>
      <ConsoleTable<ServiceRequestSummary>
        label="服务申请"
        resource={SERVICE_RESOURCE}
        load={consoleServiceApi.list}
        columns={columns.map((column) => ({ sortable: false, ...column }))}
        filters={FILTERS}
        getRowId={(row) => row.serviceNo}
        defaultLimit={20}
        emptyText="暂无服务申请"
        gridProps={{ pageSizeOptions: [...UNSORTED_PAGE_SIZES] }}
      />
      <ServiceDetailDrawer serviceNo={query.serviceNo ?? null} onClose={() => setQuery({ serviceNo: null })} />
    </Box>
  );
}
