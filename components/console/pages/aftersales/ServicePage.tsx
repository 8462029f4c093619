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
import { SYS_SERVICE_SORTS, type ServiceRequestSummary } from '@/contract/serviceRequests';
import { consoleServiceApi } from '@/lib/api/browser/console/service';
import { useConsoleQuery, useConsoleStaff } from '../../hooks';
import { ConsoleTable } from '../../table/ConsoleTable';
import { DictTag } from '../../dict/DictTag';
import { CellContent, dateTimeColumn, dictColumn, sortableBy } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { TwoLines, WIDE_GRID } from '../shared/TwoLines';
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
      width: 186,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => open(row.serviceNo)} sx={{ fontFamily: 'monospace', px: 0, minWidth: 0 }} aria-label={`查看申请 ${row.serviceNo}`}>
          {row.serviceNo}
        </Button>
      ),
    },
    {
      field: 'orderNo',
      headerName: '订单编号',
      width: 186,
      renderCell: ({ row }) => (
        <Box component={NextLink} href={`/console/orders/detail?orderNo=${row.orderNo}`} prefetch={false} sx={{ color: 'primary.main', fontFamily: 'monospace', fontSize: 13 }}>
          {row.orderNo}
        </Box>
      ),
    },
    dictColumn<ServiceRequestSummary>('kind', '类型', 'service_kind', { width: 70 }),
    {
      field: 'reasonName',
      headerName: '申请原因 / 商品',
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => <TwoLines first={row.reasonName} second={staff.role === 'admin' ? `${row.goodsName} · ${row.storeName}` : row.goodsName} />,
    },
    { field: 'serialNo', headerName: '设备序列号', width: 126, valueFormatter: (value: string | null) => value ?? '整个订单' },
    {
      field: 'status',
      headerName: '状态',
      width: 90,
      renderCell: ({ row }) => <TwoLines first={<DictTag dictType="service_status" value={row.status} />} second={row.replyCount > 0 ? `已回复 ${row.replyCount} 条` : '未回复'} />,
    },
    dateTimeColumn<ServiceRequestSummary>('createdAt', '申请时间', { width: 156 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 70,
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
        columns={sortableBy(columns, SYS_SERVICE_SORTS)}
        filters={FILTERS}
        getRowId={(row) => row.serviceNo}
        defaultLimit={20}
        emptyText="暂无服务申请"
        gridProps={{ rowHeight: 56, ...WIDE_GRID }}
      />
      <ServiceDetailDrawer serviceNo={query.serviceNo ?? null} onClose={() => setQuery({ serviceNo: null })} />
    </Box>
  );
}
