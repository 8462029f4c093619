'use client';
/**
 * 账单管理: the bills of the caller's shop's orders (an admin's: every shop's, or one), read
 * through the clock (an unpaid bill past its due day is 逾期 with its late fee now), filtered by
 * status, order, due days and shop; each row opens its order; 导出 the filtered rows.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { BILL_KIND_NAMES, billLabel } from '@/contract/bills';
import type { ConsoleBillRow } from '@/contract/consoleBills';
import { consoleBillApi } from '@/lib/api/browser/console/bills';
import { useStoreChoices } from '../../useStoreChoices';
import { formatFen } from '@/contract/format';
import { useConsoleStaff } from '../../hooks';
import { ConsoleTable } from '../../table/ConsoleTable';
import { consoleDateTime, dictColumn, moneyColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { OrderLink } from '../orders/OrderLink';
import { BILLS_RESOURCE } from '../orders/refresh';
import { TwoLines } from '../orders/TwoLines';

const exportFileName = () => `账单_${consoleDateTime(new Date()).slice(0, 10).replaceAll('-', '')}.xlsx`;

export default function BillsPage() {
  const staff = useConsoleStaff();
  const admin = staff.role === 'admin';
  const { options: storeOptions } = useStoreChoices();

  const filters: FilterField[] = [
    { name: 'status', label: '账单状态', kind: 'dict', dictType: 'bill_status', width: 140 },
    { name: 'orderNo', label: '订单编号', kind: 'text', placeholder: 'ZL 开头的订单编号', width: 230 },
    { name: 'dueFrom', label: '到期开始日期', kind: 'date', width: 160 },
    { name: 'dueTo', label: '到期结束日期', kind: 'date', width: 160 },
    ...(admin ? [{ name: 'storeId', label: '店铺', kind: 'select', width: 180, options: storeOptions } satisfies FilterField] : []),
  ];

  const columns: GridColDef<ConsoleBillRow>[] = [
    {
      field: 'orderNo',
      headerName: admin ? '订单编号 / 店铺' : '订单编号',
      width: 190,
      sortable: false,
      renderCell: ({ row }) => <TwoLines primary={<OrderLink orderNo={row.orderNo} />} secondary={admin ? row.storeName : undefined} />,
    },
    {
      field: 'customerName',
      headerName: '客户',
      width: 115,
      sortable: false,
      renderCell: ({ row }) => <TwoLines primary={row.customerName} secondary={row.customerPhoneMasked} />,
    },
    { field: 'goodsName', headerName: '商品', flex: 1, minWidth: 140, sortable: false },
    {
      field: 'period',
      headerName: '期数 / 类型',
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <TwoLines primary={billLabel(row)} secondary={`${BILL_KIND_NAMES[row.kind]}${row.renewal ? ' · 续租' : ''}`} />,
    },
    { field: 'dueDate', headerName: '到期日', width: 105 },
    moneyColumn<ConsoleBillRow>('amount', '金额', { width: 110 }),
    {
      field: 'lateFee',
      headerName: '逾期违约金',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (row.lateFee > 0 ? <TwoLines primary={formatFen(row.lateFee)} secondary={`逾期 ${row.overdueDays} 天`} /> : '—'),
    },
    dictColumn<ConsoleBillRow>('status', '状态', 'bill_status', { width: 90, sortable: false }),
    { field: 'paidAt', headerName: '支付时间', width: 150, sortable: false, valueFormatter: (value: string | null) => (value ? consoleDateTime(value) : '—') },
  ];

  return (
    <ConsoleTable<ConsoleBillRow>
      label="账单列表"
      resource={BILLS_RESOURCE}
      load={consoleBillApi.list}
      columns={columns}
      filters={filters}
      defaultSort={{ field: 'dueDate', order: 'desc' }}
      getRowId={(row) => row.billId}
      emptyText="暂无账单"
      gridProps={{ rowHeight: 56 }}
      exportTo={{ endpoint: consoleBillApi.export, fileName: exportFileName, perm: 'bill:export' }}
    />
  );
}
