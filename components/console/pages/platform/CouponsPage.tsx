'use client';
/**
 * 优惠券 (admin only): the coupon centre's templates with what has been claimed and used. A new
 * template is active at once; an edit reaches only coupons claimed afterwards; 停用 takes it out
 * of the coupon centre (claimed coupons stay usable), 启用 puts it back.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleCoupon } from '@/contract/consoleCoupons';
import { consoleCouponApi } from '@/lib/api/browser/console/coupons';
import { enabledValue } from '@/lib/api/browser/console/filters';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { formatFen } from '@/contract/format';
import { DictTag } from '../../dict/DictTag';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, moneyColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { CouponDialog } from './CouponDialog';
import { exportFileName } from './exportFile';
import { RowAction } from './RowAction';
import { askThenChange } from '../../askThenChange';

const RESOURCE = 'coupons';
const FILTERS: readonly FilterField[] = [
  { name: 'keyword', label: '关键词', kind: 'text', placeholder: '名称或适用范围' },
  { name: 'status', label: '状态', kind: 'dict', dictType: 'sys_normal_disable', width: 140 },
];

type Editing = { coupon: ConsoleCoupon | null } | null;

export default function CouponsPage() {
  const [editing, setEditing] = useState<Editing>(null);

  const setActive = async (coupon: ConsoleCoupon) => {
    const active = !coupon.active;
    await askThenChange({
      question: active ? null : `确认停用优惠券「${coupon.name}」吗？停用后领券中心不再展示，已领取的优惠券仍可使用。`,
      change: () => consoleCouponApi.setActive(coupon.id, active),
      done: active ? '优惠券已启用' : '优惠券已停用',
      then: () => refreshTable(RESOURCE),
    });
  };

  const columns: GridColDef<ConsoleCoupon>[] = [
    { field: 'name', headerName: '名称', flex: 1, minWidth: 130, sortable: false },
    moneyColumn<ConsoleCoupon>('amount', '优惠金额', { sortable: false, width: 95 }),
    { field: 'threshold', headerName: '使用门槛', width: 110, sortable: false, valueFormatter: (value: number) => (value === 0 ? '无门槛' : `满 ${formatFen(value)}`) },
    { field: 'validDays', headerName: '有效期', width: 70, sortable: false, valueFormatter: (value: number) => `${value} 天` },
    { field: 'total', headerName: '总量', width: 70, type: 'number', sortable: false },
    { field: 'remaining', headerName: '剩余', width: 65, type: 'number' },
    { field: 'claimed', headerName: '已领', width: 65, type: 'number', sortable: false },
    { field: 'used', headerName: '已用', width: 60, type: 'number', sortable: false },
    { field: 'scope', headerName: '适用范围', width: 90, sortable: false },
    {
      field: 'active',
      headerName: '状态',
      width: 70,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <DictTag dictType="sys_normal_disable" value={enabledValue(row.active)} />
        </CellContent>
      ),
    },
    { field: 'sort', headerName: '排序', width: 80, type: 'number' },
    dateTimeColumn<ConsoleCoupon>('createdAt', '创建时间', { width: 155 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Permitted perm="coupon:edit">
            <RowAction onClick={() => setEditing({ coupon: row })} aria-label={`修改 ${row.name}`}>
              修改
            </RowAction>
            <RowAction color={row.active ? 'error' : 'success'} onClick={() => void setActive(row)} aria-label={`${row.active ? '停用' : '启用'} ${row.name}`}>
              {row.active ? '停用' : '启用'}
            </RowAction>
          </Permitted>
        </CellContent>
      ),
    },
  ];

  return (
    <>
      <ConsoleTable<ConsoleCoupon>
        label="优惠券模板"
        resource={RESOURCE}
        load={consoleCouponApi.list}
        columns={columns}
        filters={FILTERS}
        defaultSort={{ field: 'sort', order: 'asc' }}
        exportTo={{ endpoint: consoleCouponApi.export, fileName: exportFileName('优惠券'), form: consoleCouponApi.exportForm }}
        emptyText="暂无优惠券"
        actions={
          <Permitted perm="coupon:add">
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ coupon: null })}>
              新增
            </Button>
          </Permitted>
        }
      />
      {editing ? (
        <CouponDialog
          coupon={editing.coupon}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refreshTable(RESOURCE);
          }}
        />
      ) : null}
    </>
  );
}
