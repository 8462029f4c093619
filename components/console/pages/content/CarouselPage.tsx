'use client';
/**
 * 轮播图 (admin): the slides of every position (首页, 移动端首页, 采购专区) with their pictures, in the
 * order the shop shows them; added, edited and deleted (carousel:edit, deletion confirmed first).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleSlide } from '@/contract/consoleContent';
import { consoleCarouselApi } from '@/lib/api/browser/console/carousel';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { useConsoleQuery } from '../../hooks';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ROW_ACTION_SX } from '../../table/rowAction';
import { Thumb } from '../../table/Thumb';
import { SlideDialog } from './SlideDialog';
import { askThenChange } from '../../askThenChange';

const RESOURCE = 'carousel';
const FILTERS: readonly FilterField[] = [
  { name: 'position', label: '显示位置', kind: 'dict', dictType: 'carousel_position', width: 150 },
  {
    name: 'active',
    label: '状态',
    kind: 'select',
    width: 120,
    options: [
      { value: 'true', label: '启用' },
      { value: 'false', label: '停用' },
    ],
  },
];

type Editing = { slide: ConsoleSlide | null } | null;

export default function CarouselPage() {
  const { query } = useConsoleQuery();
  const [editing, setEditing] = useState<Editing>(null);

  const remove = async (row: ConsoleSlide) => {
    await askThenChange({
      question: `确定删除轮播图「${row.title}」吗？删除后不能恢复。`,
      confirmText: '删除',
      change: () => consoleCarouselApi.remove(row.id),
      done: '轮播图已删除',
      then: () => refreshTable(RESOURCE),
    });
  };

  const columns: GridColDef<ConsoleSlide>[] = [
    {
      field: 'image',
      headerName: '图片',
      width: 136,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Box sx={{ p: 0.5, borderRadius: 1, bgcolor: row.theme }}>
            <Thumb src={row.image} alt={row.title} width={112} height={48} />
          </Box>
        </CellContent>
      ),
    },
    dictColumn<ConsoleSlide>('position', '显示位置', 'carousel_position', { sortable: false, width: 110 }),
    {
      field: 'title',
      headerName: '标题',
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.4, overflow: 'hidden' }}>
          <Typography variant="body2" noWrap title={row.title}>
            {row.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap title={row.subtitle}>
            {row.subtitle}
          </Typography>
        </Box>
      ),
    },
    { field: 'link', headerName: '链接', width: 200, sortable: false },
    { field: 'sort', headerName: '排序', width: 80, type: 'number' },
    {
      field: 'active',
      headerName: '状态',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Chip size="small" label={row.active ? '启用' : '停用'} color={row.active ? 'success' : 'default'} variant={row.active ? 'filled' : 'outlined'} />
        </CellContent>
      ),
    },
    {
      field: 'actions',
      headerName: '操作',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Permitted perm="carousel:edit">
            <Button size="small" sx={ROW_ACTION_SX} onClick={() => setEditing({ slide: row })} aria-label={`编辑 ${row.title}`}>
              编辑
            </Button>
            <Button size="small" sx={ROW_ACTION_SX} color="error" onClick={() => void remove(row)} aria-label={`删除 ${row.title}`}>
              删除
            </Button>
          </Permitted>
        </CellContent>
      ),
    },
  ];

  return (
    <Box>
      <ConsoleTable<ConsoleSlide>
        label="轮播图列表"
        resource={RESOURCE}
        load={consoleCarouselApi.list}
        columns={columns}
        filters={FILTERS}
        emptyText="暂无轮播图"
        gridProps={{ rowHeight: 64 }}
        actions={
          <Permitted perm="carousel:edit">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ slide: null })}>
              新增轮播图
            </Button>
          </Permitted>
        }
      />
      {editing ? (
        <SlideDialog
          slide={editing.slide}
          position={query.position || 'home'}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refreshTable(RESOURCE);
          }}
        />
      ) : null}
    </Box>
  );
}
