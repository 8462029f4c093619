'use client';
/**
 * 商品列表 (editor: the own shop's goods; admin: every shop's, with a shop filter): status tabs
 * with counts, filters by keyword, category, zone and condition, the goods with their cover,
 * configurations, stock, lowest rent and rentals; 编辑, 预览 (the saved draft as shoppers would see
 * it, in a new tab), 上架 / 下架 one by one or for the chosen rows, 新增商品 and the export.
 */
import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import type { ConsoleGoodsRow } from '@/contract/goodsConsole';
import { consoleGoodsApi } from '@/lib/api/browser/console/goods';
import { useStoreChoices } from '../../useStoreChoices';
import { useConsoleStaff, usePermission } from '../../hooks';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, consoleMoney, dateTimeColumn, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ROW_ACTION_SX } from '../../table/rowAction';
import { Thumb } from '../../table/Thumb';
import { GoodsStatusTabs } from './GoodsStatusTabs';
import { useCategories } from './useCategories';
import { GOODS_RESOURCE, usePublishGoods } from './usePublishGoods';

export const GOODS_EDIT_PATH = '/console/goods/edit';
export const previewUrl = (id: number) => `/detailsPreview?id=${id}`;

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

export default function GoodsPage() {
  const router = useRouter();
  const staff = useConsoleStaff();
  const can = usePermission();
  const admin = staff.role === 'admin';
  const { choices } = useCategories();
  const { options: storeOptions } = useStoreChoices();
  const { publish, dialog } = usePublishGoods();
  const [selected, setSelected] = useState<GridRowId[]>([]);

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键词', kind: 'text', placeholder: '名称、品牌、型号或编号', width: 220 },
      {
        name: 'categoryId',
        label: '商品分类',
        kind: 'select',
        options: choices.map((choice) => ({ value: String(choice.id), label: `${'　'.repeat(choice.depth)}${choice.name}` })),
      },
      { name: 'zone', label: '专区', kind: 'dict', dictType: 'goods_zone', width: 150 },
      { name: 'condition', label: '成色', kind: 'dict', dictType: 'goods_condition', width: 120 },
      ...(admin ? [{ name: 'storeId', label: '店铺', kind: 'select', options: storeOptions } satisfies FilterField] : []),
    ],
    [admin, choices, storeOptions],
  );

  const openEditor = (id?: number) => router.push(id === undefined ? GOODS_EDIT_PATH : `${GOODS_EDIT_PATH}?id=${id}`, { scroll: false });

  const columns: GridColDef<ConsoleGoodsRow>[] = [
    {
      field: 'cover',
      headerName: '图片',
      width: 68,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Thumb src={row.cover} alt={`${row.name} 封面`} />
        </CellContent>
      ),
    },
    {
      field: 'name',
      headerName: '商品名称',
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.4, overflow: 'hidden' }}>
          <Typography variant="body2" noWrap title={row.name}>
            {row.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            编号 {row.id}
          </Typography>
        </Box>
      ),
    },
    { field: 'storeName', headerName: '店铺', width: 124, sortable: false },
    { field: 'categoryName', headerName: '分类', width: 96, sortable: false },
    dictColumn<ConsoleGoodsRow>('status', '状态', 'goods_status', { sortable: false, width: 80 }),
    { field: 'skuCount', headerName: '配置', width: 60, type: 'number', sortable: false },
    // The server sorts by `stock` (the total over the configurations on offer).
    { field: 'stock', headerName: '库存', width: 72, type: 'number', valueGetter: (_value: unknown, row: ConsoleGoodsRow) => row.totalStock },
    { field: 'lowestRent', headerName: '最低月租', width: 100, type: 'number', valueFormatter: (value: number | null) => (value === null ? '未设置' : consoleMoney(value)) },
    { field: 'rentedCount', headerName: '已租', width: 70, type: 'number' },
    dateTimeColumn<ConsoleGoodsRow>('updatedAt', '更新时间', { width: 160 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 132,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Permitted perm="goods:edit">
            <Button size="small" sx={ROW_ACTION_SX} onClick={() => openEditor(row.id)} aria-label={`编辑 ${row.name}`}>
              编辑
            </Button>
          </Permitted>
          <Button size="small" sx={ROW_ACTION_SX} component="a" href={previewUrl(row.id)} target="_blank" rel="noopener" aria-label={`预览 ${row.name}`}>
            预览
          </Button>
          <Permitted perm="goods:publish">
            {row.status === 'on_sale' ? (
              <Button size="small" sx={ROW_ACTION_SX} color="warning" onClick={() => void publish([row.id], false, `商品「${row.name}」`)} aria-label={`下架 ${row.name}`}>
                下架
              </Button>
            ) : (
              <Button size="small" sx={ROW_ACTION_SX} color="success" onClick={() => void publish([row.id], true, `商品「${row.name}」`)} aria-label={`上架 ${row.name}`}>
                上架
              </Button>
            )}
          </Permitted>
        </CellContent>
      ),
    },
  ];

  const ids = selected.map(Number);
  const batch = (onSale: boolean) => void publish(ids, onSale, `选中的 ${ids.length} 件商品`);

  return (
    <Box>
      <GoodsStatusTabs />
      <ConsoleTable<ConsoleGoodsRow>
        label="商品列表"
        resource={GOODS_RESOURCE}
        load={consoleGoodsApi.list}
        columns={columns}
        filters={filters}
        extraFilterKeys={['status']}
        defaultSort={{ field: 'updatedAt', order: 'desc' }}
        emptyText="暂无商品"
        onSelectionChange={can('goods:publish') ? setSelected : undefined}
        gridProps={{ rowHeight: 64 }}
        exportTo={{ endpoint: consoleGoodsApi.export, fileName: () => `商品_${today()}.xlsx`, perm: 'goods:export' }}
        actions={
          <>
            <Permitted perm="goods:add">
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => openEditor()}>
                新增商品
              </Button>
            </Permitted>
            <Permitted perm="goods:publish">
              <Button variant="outlined" color="success" disabled={ids.length === 0} onClick={() => batch(true)}>
                批量上架
              </Button>
              <Button variant="outlined" color="warning" disabled={ids.length === 0} onClick={() => batch(false)}>
                批量下架
              </Button>
            </Permitted>
          </>
        }
      />
      {dialog}
    </Box>
  );
}
