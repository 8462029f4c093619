'use client';
/**
 * 字典管理 (admin only): the dictionaries on the left, the chosen one's entries on the right
 * (paged on the server, the type and filters in the tab's URL), added, edited and deleted through
 * a dialog. An edit refreshes the dictionary everywhere it is shown (tags, selects) at once.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { DictDataRow } from '@/contract/dicts';
import { consoleDictApi } from '@/lib/api/browser/console/dicts';
import { refreshDict, refreshTable } from '@/lib/api/browser/console/keys';
import type { ConsoleListQuery } from '@/lib/api/browser/console/transport';
import { colorOfListClass } from '../dict/DictTag';
import { useConsoleQuery, usePermission } from '../hooks';
import { Permitted } from '../Permitted';
import { ConsoleTable } from '../table/ConsoleTable';
import { CellContent } from '../table/columns';
import type { FilterField } from '../table/FilterBar';
import { DictEntryDialog, LIST_CLASS_NAMES } from './DictEntryDialog';
import { askThenChange } from '../askThenChange';

const RESOURCE = 'dicts';
const TYPES_KEY = ['console', 'table', RESOURCE, 'types'] as const;
const FILTERS: readonly FilterField[] = [{ name: 'dictLabel', label: '字典标签', kind: 'text' }];

type Editing = { mode: 'add' } | { mode: 'edit'; row: DictDataRow } | null;

const loadEntries = (query: ConsoleListQuery) => (query.dictType ? consoleDictApi.list(query) : Promise.resolve({ rows: [], total: 0 }));

export default function DictsPage() {
  const { query, setQuery } = useConsoleQuery();
  const can = usePermission();
  const { data: types } = useSWR(TYPES_KEY, () => consoleDictApi.types());
  const [editing, setEditing] = useState<Editing>(null);
  const dictType = query.dictType ?? '';
  const current = types?.find((type) => type.dictType === dictType);

  // The first dictionary is shown until one is chosen.
  useEffect(() => {
    const first = types?.[0];
    if (!dictType && first) setQuery({ dictType: first.dictType });
  }, [dictType, types, setQuery]);

  const changed = async () => {
    await Promise.all([refreshTable(RESOURCE), refreshDict(dictType)]);
  };

  const remove = async (row: DictDataRow) => {
    await askThenChange({ question: `是否确认删除字典标签为“${row.dictLabel}”的数据项？`, change: () => consoleDictApi.remove(row.id), done: '删除成功', then: changed });
  };

  const columns: GridColDef<DictDataRow>[] = [
    { field: 'id', headerName: '字典编码', width: 90, sortable: false },
    {
      field: 'dictLabel',
      headerName: '字典标签',
      width: 160,
      renderCell: ({ row }) => (
        <CellContent>
          <Chip label={row.dictLabel} color={colorOfListClass(row.listClass)} variant={row.listClass ? 'filled' : 'outlined'} size="small" />
        </CellContent>
      ),
    },
    { field: 'dictValue', headerName: '字典键值', width: 150 },
    { field: 'dictSort', headerName: '字典排序', width: 100, type: 'number' },
    { field: 'listClass', headerName: '回显样式', width: 110, sortable: false, valueFormatter: (value: string | null) => (value ? (LIST_CLASS_NAMES[value] ?? value) : '默认') },
    ...(can('dict:edit')
      ? [
          {
            field: 'actions',
            headerName: '操作',
            width: 150,
            sortable: false,
            renderCell: ({ row }) => (
              <CellContent>
                <Button size="small" onClick={() => setEditing({ mode: 'edit', row })} aria-label={`修改 ${row.dictLabel}`}>
                  修改
                </Button>
                <Button size="small" color="error" onClick={() => void remove(row)} aria-label={`删除 ${row.dictLabel}`}>
                  删除
                </Button>
              </CellContent>
            ),
          } satisfies GridColDef<DictDataRow>,
        ]
      : []),
  ];

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 240 }, flex: 'none' }}>
        <Typography component="h2" sx={{ px: 2, py: 1.25, fontWeight: 600, fontSize: 14, borderBottom: '1px solid', borderColor: 'divider' }}>
          字典类型
        </Typography>
        <List dense disablePadding aria-label="字典类型" sx={{ maxHeight: { md: 'calc(100vh - 200px)' }, overflowY: 'auto' }}>
          {(types ?? []).map((type) => (
            <ListItemButton key={type.dictType} selected={type.dictType === dictType} onClick={() => setQuery({ dictType: type.dictType, dictLabel: null, page: null })}>
              <ListItemText primary={`${type.name}（${type.count}）`} secondary={type.dictType} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {current ? `${current.name} · ${current.dictType}` : '字典数据'}
        </Typography>
        <ConsoleTable<DictDataRow>
          label="字典数据"
          resource={RESOURCE}
          load={loadEntries}
          columns={columns}
          filters={FILTERS}
          extraFilterKeys={['dictType']}
          defaultSort={{ field: 'dictSort', order: 'asc' }}
          emptyText="该字典暂无数据"
          actions={
            <Permitted perm="dict:edit">
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'add' })} disabled={!dictType}>
                新增
              </Button>
            </Permitted>
          }
        />
      </Box>
      {editing ? (
        <DictEntryDialog
          dictType={dictType}
          typeName={current?.name ?? dictType}
          row={editing.mode === 'edit' ? editing.row : null}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await changed();
          }}
        />
      ) : null}
    </Box>
  );
}
