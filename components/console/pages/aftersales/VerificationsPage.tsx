'use client';
/**
 * 企业认证 (admins): the verification requests, the queue of those 审核中 first (oldest first);
 * a request opens with its licence picture and the customer, and is approved with a credit line
 * (companies) or rejected with the reason (verify:review). Personal verifications the provider
 * decided at once are listed too, for the record.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { VERIFICATION_SORTS, VERIFY_STATUS, type VerificationReviewRow } from '@/contract/identity';
import { consoleVerificationApi } from '@/lib/api/browser/console/verifications';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, consoleMoney, dateTimeColumn, dictColumn, sortableBy } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { WIDE_GRID } from '../shared/TwoLines';
import { VerificationDrawer } from './VerificationDrawer';

export const VERIFICATIONS_RESOURCE = 'verifications';

const FILTERS: readonly FilterField[] = [
  {
    name: 'status',
    label: '审核状态',
    kind: 'select',
    options: [
      { label: '审核中', value: 'pending' },
      { label: '已认证', value: 'approved' },
      { label: '未通过', value: 'rejected' },
    ],
  },
];

const KIND_NAMES = { company: '企业认证', person: '个人实名' } as const;

export default function VerificationsPage() {
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: GridColDef<VerificationReviewRow>[] = [
    { field: 'kind', headerName: '认证类型', width: 84, valueFormatter: (value: VerificationReviewRow['kind']) => KIND_NAMES[value] },
    {
      field: 'name',
      headerName: '企业名称 / 姓名',
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={() => setOpenId(row.id)}
          sx={{ px: 0, minWidth: 0, justifyContent: 'flex-start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {row.name}
        </Button>
      ),
    },
    {
      field: 'creditCode',
      headerName: '信用代码 / 身份证号',
      width: 172,
      valueGetter: (_value: unknown, row: VerificationReviewRow) => row.creditCode ?? row.idNumberMasked ?? '—',
    },
    { field: 'legalPerson', headerName: '法定代表人', width: 90, valueFormatter: (value: string | null) => value ?? '—' },
    { field: 'mobile', headerName: '账户手机号', width: 108, valueGetter: (_value: unknown, row: VerificationReviewRow) => row.customer.mobile },
    dictColumn<VerificationReviewRow>('status', '状态', 'verify_status', { width: 80 }),
    { field: 'creditLine', headerName: '免押额度', width: 110, valueFormatter: (value: number | null) => (value === null ? '—' : consoleMoney(value)) },
    dateTimeColumn<VerificationReviewRow>('submittedAt', '提交时间', { width: 156 }),
    {
      field: 'actions',
      headerName: '操作',
      width: 70,
      renderCell: ({ row }) => (
        <CellContent>
          <Button size="small" onClick={() => setOpenId(row.id)} aria-label={`${row.status === VERIFY_STATUS.reviewing ? '审核' : '查看'} ${row.name}`}>
            {row.status === VERIFY_STATUS.reviewing ? '审核' : '查看'}
          </Button>
        </CellContent>
      ),
    },
  ];

  return (
    <Box>
      <ConsoleTable<VerificationReviewRow>
        label="认证申请"
        resource={VERIFICATIONS_RESOURCE}
        load={consoleVerificationApi.list}
        columns={sortableBy(columns, VERIFICATION_SORTS)}
        filters={FILTERS}
        defaultLimit={20}
        emptyText="暂无认证申请"
        gridProps={WIDE_GRID}
      />
      <VerificationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}
