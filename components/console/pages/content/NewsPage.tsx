'use client';
/**
 * 资讯管理 (admin): the platform's news and procurement news, drafts and scheduled articles
 * included, filtered by type, status and keyword; added and edited in a dialog with the rich-text
 * editor (news:add, news:edit), deleted after a confirmation (news:delete). A published article
 * links to its public page.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import type { ConsoleNews, ConsoleNewsDetail } from '@/contract/consoleContent';
import { consoleNewsApi } from '@/lib/api/browser/console/news';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { DictTag } from '../../dict/DictTag';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ROW_ACTION_SX } from '../../table/rowAction';
import { Thumb } from '../../table/Thumb';
import { NewsDialog } from './NewsDialog';
import { askThenChange } from '../../askThenChange';

const RESOURCE = 'news';
const FILTERS: readonly FilterField[] = [
  { name: 'keyword', label: '关键词', kind: 'text', placeholder: '标题或摘要', width: 220 },
  { name: 'type', label: '类型', kind: 'dict', dictType: 'news_type', width: 140 },
  { name: 'status', label: '状态', kind: 'dict', dictType: 'news_status', width: 120 },
];

/** Where shoppers read an article. */
export const publicNewsUrl = (row: Pick<ConsoleNews, 'id' | 'type'>) => (row.type === 'procurement' ? `/purchaseNewsDetail?id=${row.id}` : `/newsDetail?id=${row.id}`);

type Editing = { article: ConsoleNewsDetail | null } | null;

export default function NewsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const edit = async (row: ConsoleNews) => {
    setOpening(row.id);
    try {
      setEditing({ article: await consoleNewsApi.detail(row.id) });
    } catch {
      // Shown by the transport.
    } finally {
      setOpening(null);
    }
  };

  const remove = async (row: ConsoleNews) => {
    await askThenChange({
      question: `确定删除资讯「${row.title}」吗？删除后商城中将不再显示，且不能恢复。`,
      confirmText: '删除',
      change: () => consoleNewsApi.remove(row.id),
      done: '资讯已删除',
      then: () => refreshTable(RESOURCE),
    });
  };

  const columns: GridColDef<ConsoleNews>[] = [
    {
      field: 'cover',
      headerName: '封面',
      width: 96,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Thumb src={row.cover} alt={`${row.title} 封面`} width={72} height={48} />
        </CellContent>
      ),
    },
    {
      field: 'title',
      headerName: '标题',
      flex: 1,
      minWidth: 240,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.4, overflow: 'hidden' }}>
          <Typography variant="body2" noWrap title={row.title}>
            {row.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap title={row.summary}>
            {row.summary || '（无摘要）'}
          </Typography>
        </Box>
      ),
    },
    dictColumn<ConsoleNews>('type', '类型', 'news_type', { sortable: false, width: 100 }),
    {
      field: 'status',
      headerName: '状态',
      width: 116,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <DictTag dictType="news_status" value={row.status} />
          {row.scheduled ? <Chip size="small" label="定时" color="warning" variant="outlined" /> : null}
        </CellContent>
      ),
    },
    { field: 'author', headerName: '作者', width: 100, sortable: false, valueFormatter: (value: string) => value || '—' },
    dateTimeColumn<ConsoleNews>('publishedAt', '发布时间', { width: 160 }),
    dateTimeColumn<ConsoleNews>('createdAt', '创建时间', { width: 160 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 128,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <Permitted perm="news:edit">
            <Button size="small" sx={ROW_ACTION_SX} onClick={() => void edit(row)} disabled={opening === row.id} aria-label={`编辑 ${row.title}`}>
              编辑
            </Button>
          </Permitted>
          {row.status === 'published' && !row.scheduled ? (
            <Button size="small" sx={ROW_ACTION_SX} component="a" href={publicNewsUrl(row)} target="_blank" rel="noopener" aria-label={`查看 ${row.title}`}>
              查看
            </Button>
          ) : null}
          <Permitted perm="news:delete">
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
      <ConsoleTable<ConsoleNews>
        label="资讯列表"
        resource={RESOURCE}
        load={consoleNewsApi.list}
        columns={columns}
        filters={FILTERS}
        defaultSort={{ field: 'publishedAt', order: 'desc' }}
        emptyText="暂无资讯"
        gridProps={{ rowHeight: 64 }}
        actions={
          <Permitted perm="news:add">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ article: null })}>
              新增资讯
            </Button>
          </Permitted>
        }
      />
      {editing ? (
        <NewsDialog
          article={editing.article}
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
