'use client';
/**
 * 租赁订单: the orders of the caller's shop (an admin's: every shop's, or one), in status tabs
 * with their counts, searched by order number, customer, phone or goods and by the day placed;
 * each row offers what its status allows and the menu grants (审核, 发货, 签收验机, 完结, 关闭 —
 * the last the platform's alone) and its detail; 批量发货 ships the chosen 待发货 rows at once;
 * 导出 the filtered rows.
 */
import { useState } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import type { ConsoleOrderRow } from '@/contract/consoleOrders';
import { ORDER_STATUS } from '@/contract/orders';
import { TRACKING_MESSAGES } from '@/contract/parcelTracking';
import { consoleOrderApi } from '@/lib/api/browser/console/orders';
import { useStoreChoices } from '../../useStoreChoices';
import type { ConsoleListQuery } from '@/lib/api/browser/console/transport';
import { formatFen } from '@/contract/format';
import { useConsoleStaff, usePermission } from '../../hooks';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { DictTag } from '../../dict/DictTag';
import { CellContent, consoleDateTime } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { OrderLink, orderDetailPath } from './OrderLink';
import { rowActions } from './orderRowActions';
import { OrderStatusTabs } from './OrderStatusTabs';
import { ORDERS_RESOURCE } from './refresh';
import { TwoLines } from './TwoLines';
import { useOrderActions } from './useOrderActions';

const exportFileName = () => `订单_${consoleDateTime(new Date()).slice(0, 10).replaceAll('-', '')}.xlsx`;

/** The status tag, and under it what else the row should tell at a glance: a return delivered to inspect, overdue bills, renewals, a buyout. */
function StatusCell({ row }: { row: ConsoleOrderRow }) {
  const { renewals, boughtOut, overdueBills, returnToInspect } = row.flags;
  const flags = [
    returnToInspect ? TRACKING_MESSAGES.returnArrived : null,
    overdueBills > 0 ? `逾期 ${overdueBills} 期` : null,
    renewals > 0 ? `续租 ${renewals} 次` : null,
    boughtOut ? '已买断' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', gap: 0.25, height: '100%', minWidth: 0 }}>
      <DictTag dictType="rental_order_status" value={row.status} />
      {flags ? (
        <Typography
          component="span"
          variant="caption"
          color={overdueBills > 0 ? 'error' : returnToInspect ? 'warning.main' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' }}
          title={flags}
        >
          {flags}
        </Typography>
      ) : null}
    </Box>
  );
}

export default function OrdersPage() {
  const staff = useConsoleStaff();
  const admin = staff.role === 'admin';
  const can = usePermission();
  const { options: storeOptions } = useStoreChoices();
  const [selected, setSelected] = useState<string[]>([]);
  const { start, dialogs } = useOrderActions();
  // The status of every row as last read: a batch ships only the chosen rows that wait for it.
  const [statuses, setStatuses] = useState<Readonly<Record<string, number>>>({});

  const load = async (query: ConsoleListQuery) => {
    const page = await consoleOrderApi.list(query);
    setStatuses((current) => ({ ...current, ...Object.fromEntries(page.rows.map((row) => [row.orderNo, row.status])) }));
    return page;
  };

  const filters: FilterField[] = [
    { name: 'keyword', label: '搜索', kind: 'text', placeholder: '订单号 / 客户 / 手机号 / 商品', width: 240 },
    { name: 'createdFrom', label: '下单开始日期', kind: 'date', width: 160 },
    { name: 'createdTo', label: '下单结束日期', kind: 'date', width: 160 },
    ...(admin ? [{ name: 'storeId', label: '店铺', kind: 'select', width: 180, options: storeOptions } satisfies FilterField] : []),
  ];

  const columns: GridColDef<ConsoleOrderRow>[] = [
    {
      field: 'orderNo',
      headerName: admin ? '订单编号 / 店铺' : '订单编号',
      width: 185,
      sortable: false,
      renderCell: ({ row }) => <TwoLines primary={<OrderLink orderNo={row.orderNo} />} secondary={admin ? row.storeName : undefined} />,
    },
    { field: 'status', headerName: '状态', width: 110, renderCell: ({ row }) => <StatusCell row={row} /> },
    {
      field: 'customer',
      headerName: '客户',
      width: 135,
      sortable: false,
      renderCell: ({ row }) => <TwoLines primary={row.customer.name} secondary={`${row.customer.phoneMasked} · ${row.customer.accountTypeName}`} />,
    },
    {
      field: 'goodsSummary',
      headerName: '商品',
      flex: 1,
      minWidth: 140,
      sortable: false,
      renderCell: ({ row }) => <TwoLines primary={row.goodsSummary} secondary={`${row.quantity} 台 · 租期 ${row.termMonths} 个月`} />,
    },
    {
      field: 'payable',
      headerName: '首付款',
      width: 115,
      renderCell: ({ row }) => <TwoLines primary={formatFen(row.payable)} secondary={row.paidMethodName ?? '未支付'} />,
    },
    {
      field: 'deposit',
      headerName: '押金',
      width: 115,
      sortable: false,
      renderCell: ({ row }) => <TwoLines primary={formatFen(row.deposit)} secondary={row.depositWaived > 0 ? `免押 ${formatFen(row.depositWaived)}` : undefined} />,
    },
    {
      field: 'createdAt',
      headerName: '下单 / 支付时间',
      width: 150,
      renderCell: ({ row }) => <TwoLines primary={consoleDateTime(row.createdAt)} secondary={row.paidAt ? consoleDateTime(row.paidAt) : '未支付'} />,
    },
    {
      field: 'actions',
      headerName: '操作',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          {rowActions(row.status, can).map(({ action, label }) => (
            <Button
              key={action}
              size="small"
              color={action === 'close' ? 'error' : 'primary'}
              sx={{ minWidth: 0, px: 0.75 }}
              aria-label={`${label} ${row.orderNo}`}
              onClick={() => void start(action, [row.orderNo])}
            >
              {label}
            </Button>
          ))}
          <Button size="small" component={NextLink} href={orderDetailPath(row.orderNo)} prefetch={false} sx={{ minWidth: 0, px: 0.75 }} aria-label={`详情 ${row.orderNo}`}>
            详情
          </Button>
        </CellContent>
      ),
    },
  ];

  const shippable = selected.filter((orderNo) => statuses[orderNo] === ORDER_STATUS.awaitingShipment);
  const canShip = can('order:ship');

  return (
    <Box>
      <OrderStatusTabs />
      <ConsoleTable<ConsoleOrderRow>
        label="租赁订单"
        resource={ORDERS_RESOURCE}
        load={load}
        columns={columns}
        filters={filters}
        extraFilterKeys={['status']}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        getRowId={(row) => row.orderNo}
        emptyText="暂无订单"
        onSelectionChange={canShip ? (ids: GridRowId[]) => setSelected(ids.map(String)) : undefined}
        gridProps={{ rowHeight: 60, isRowSelectable: ({ row }) => row.status === ORDER_STATUS.awaitingShipment }}
        actions={
          <Permitted perm="order:ship">
            <Button variant="contained" startIcon={<LocalShippingIcon />} disabled={shippable.length === 0} onClick={() => void start('ship', shippable)}>
              批量发货{shippable.length > 0 ? `（${shippable.length}）` : ''}
            </Button>
          </Permitted>
        }
        exportTo={{ endpoint: consoleOrderApi.export, fileName: exportFileName, perm: 'order:export' }}
      />
      {dialogs}
    </Box>
  );
}
