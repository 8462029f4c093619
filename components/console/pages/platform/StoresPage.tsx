'use client';
/**
 * 店铺管理 (admin only): every shop with its numbers (goods on sale, orders, staff), filtered by
 * name or slug, status and the quality-store mark. 停业 takes a shop out of every public answer
 * (its page, lists, goods pages, checkout) and 复业 brings it back, each with a reason; the
 * 优质店铺 switch puts it on /qualityStore.
 */
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { storeStatusBody, type ConsoleStore } from '@/contract/consoleStores';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { yesNoOptions } from '@/lib/api/browser/console/filters';
import { consoleStoreApi } from '@/lib/api/browser/console/stores';
import { notifier } from '@/lib/http/notifier';
import { storeHref } from '@/lib/routing/hrefs';
import { usePermission } from '../../hooks';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { exportFileName } from './exportFile';
import { ReasonDialog } from '../../form/ReasonDialog';
import { RowAction } from './RowAction';
import { StoreDetailDrawer } from './StoreDetailDrawer';

const RESOURCE = 'stores';
const FILTERS: readonly FilterField[] = [
  { name: 'keyword', label: '关键词', kind: 'text', placeholder: '店铺名称或标识' },
  { name: 'status', label: '状态', kind: 'dict', dictType: 'store_status', width: 140 },
  { name: 'featured', label: '优质店铺', kind: 'select', options: yesNoOptions('是', '否'), width: 140 },
];
const reasonSchema = storeStatusBody.shape.reason;

export default function StoresPage() {
  const can = usePermission();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [changing, setChanging] = useState<ConsoleStore | null>(null);
  const [featuring, setFeaturing] = useState<number | null>(null);

  const toggleFeatured = async (store: ConsoleStore) => {
    setFeaturing(store.id);
    try {
      await consoleStoreApi.setFeatured(store.id, !store.featured);
      notifier().success(store.featured ? `已取消「${store.name}」的优质店铺` : `已将「${store.name}」设为优质店铺`);
      await refreshTable(RESOURCE);
    } catch {
      // Shown by the transport.
    } finally {
      setFeaturing(null);
    }
  };

  const statusButton = (store: ConsoleStore) => (
    <Permitted perm="store:suspend">
      <RowAction color={store.status === 'open' ? 'error' : 'success'} onClick={() => setChanging(store)} aria-label={`${store.status === 'open' ? '停业' : '复业'} ${store.name}`}>
        {store.status === 'open' ? '停业' : '复业'}
      </RowAction>
    </Permitted>
  );

  const columns: GridColDef<ConsoleStore>[] = [
    { field: 'id', headerName: '编号', width: 60, sortable: false },
    {
      field: 'name',
      headerName: '店铺',
      flex: 1,
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Avatar src={row.logo} alt="" variant="rounded" sx={{ width: 28, height: 28 }} />
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.name}</Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{row.slug}</Box>
          </Box>
        </CellContent>
      ),
    },
    { field: 'city', headerName: '城市', width: 70, sortable: false },
    dictColumn<ConsoleStore>('status', '状态', 'store_status', { sortable: false, width: 85 }),
    {
      field: 'featured',
      headerName: '优质店铺',
      width: 85,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          {can('store:feature') ? (
            <Switch
              size="small"
              checked={row.featured}
              disabled={featuring === row.id}
              onChange={() => void toggleFeatured(row)}
              slotProps={{ input: { 'aria-label': `优质店铺 ${row.name}` } }}
            />
          ) : row.featured ? (
            '是'
          ) : (
            '否'
          )}
        </CellContent>
      ),
    },
    // Sorted by the goods on sale; the total beside them.
    {
      field: 'goodsOnSale',
      headerName: '在售/商品',
      width: 95,
      type: 'number',
      valueGetter: (_value: unknown, row: ConsoleStore) => row.goodsOnSale,
      valueFormatter: (_value: number, row: ConsoleStore) => `${row.goodsOnSale} / ${row.goodsTotal}`,
    },
    { field: 'orders', headerName: '订单', width: 70, type: 'number' },
    { field: 'staff', headerName: '员工', width: 60, type: 'number', sortable: false },
    { field: 'rating', headerName: '评分', width: 65, type: 'number', valueFormatter: (value: number) => value.toFixed(1) },
    dateTimeColumn<ConsoleStore>('createdAt', '开通时间', { width: 160 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <RowAction onClick={() => setDetailId(row.id)} aria-label={`详情 ${row.name}`}>
            详情
          </RowAction>
          <RowAction href={storeHref(row.id)} target="_blank" rel="noopener" aria-label={`店铺主页 ${row.name}`}>
            主页
          </RowAction>
          {statusButton(row)}
        </CellContent>
      ),
    },
  ];

  const closing = changing?.status === 'open';

  return (
    <>
      <ConsoleTable<ConsoleStore>
        label="店铺列表"
        resource={RESOURCE}
        load={consoleStoreApi.list}
        columns={columns}
        filters={FILTERS}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        exportTo={{ endpoint: consoleStoreApi.export, fileName: exportFileName('店铺') }}
        emptyText="暂无店铺"
        gridProps={{ rowHeight: 52 }}
      />
      <StoreDetailDrawer resource={RESOURCE} id={detailId} onClose={() => setDetailId(null)} actions={statusButton} />
      {changing ? (
        <ReasonDialog
          title={closing ? '店铺停业' : '店铺复业'}
          intro={
            closing
              ? `「${changing.name}」停业后，其店铺主页、商品列表和商品详情都不再对外展示，商品不能加入购物车或下单；已有订单照常履约。`
              : `「${changing.name}」复业后，店铺主页和在售商品恢复展示。`
          }
          label={closing ? '停业原因' : '复业原因'}
          schema={reasonSchema}
          submitText={closing ? '停业' : '复业'}
          danger={closing}
          confirmMessage={closing ? `确认将「${changing.name}」停业吗？` : `确认恢复「${changing.name}」营业吗？`}
          submit={(reason) => consoleStoreApi.setStatus(changing.id, closing ? 'closed' : 'open', reason)}
          onClose={() => setChanging(null)}
          onDone={async () => {
            notifier().success(closing ? '店铺已停业' : '店铺已恢复营业');
            setChanging(null);
            await refreshTable(RESOURCE);
          }}
        />
      ) : null}
    </>
  );
}
