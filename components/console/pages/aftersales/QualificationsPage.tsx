'use client';
/**
 * 专票资质 (admins): companies' special VAT invoice qualifications, by status; one 审核中 is
 * approved (after confirming) or not approved with the reason (qualification:review), and the
 * company is told either way.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { QUALIFICATION_SORTS, QUALIFICATION_STATUS, refusalReason, type SysVatQualification } from '@/contract/invoices';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { consoleQualificationApi } from '@/lib/api/browser/console/qualifications';
import { notifier } from '@/lib/http/notifier';
import { usePermission } from '../../hooks';
import { ConsoleTable } from '../../table/ConsoleTable';
import { DictTag } from '../../dict/DictTag';
import { CellContent, dateTimeColumn, sortableBy } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ReasonDialog } from '../../form/ReasonDialog';
import { TwoLines, WIDE_GRID } from '../shared/TwoLines';
import { askThenChange } from '../../askThenChange';

export const QUALIFICATIONS_RESOURCE = 'qualifications';

const FILTERS: readonly FilterField[] = [{ name: 'status', label: '审核状态', kind: 'dict', dictType: 'qualification_status' }];

export default function QualificationsPage() {
  const can = usePermission();
  const [rejecting, setRejecting] = useState<SysVatQualification | null>(null);
  const changed = () => refreshTable(QUALIFICATIONS_RESOURCE);

  const approve = async (row: SysVatQualification) => {
    await askThenChange({
      title: '通过专票资质',
      question: `确认 ${row.companyName}（${row.taxNo}）的增值税专用发票资质无误并通过审核？通过后该企业可申请增值税专用发票。`,
      confirmText: '通过',
      change: () => consoleQualificationApi.approve(row.id),
      done: '审核结果已保存：已通过',
      then: changed,
    });
  };

  const columns: GridColDef<SysVatQualification>[] = [
    { field: 'companyName', headerName: '企业', flex: 1, minWidth: 170, renderCell: ({ row }) => <TwoLines first={row.companyName} second={row.customerPhone} /> },
    { field: 'taxNo', headerName: '纳税人识别号', width: 164 },
    {
      field: 'address',
      headerName: '注册地址 / 电话',
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <TwoLines first={row.address ?? '—'} second={row.telephone ?? '—'} title={row.address ?? undefined} />,
    },
    { field: 'bankName', headerName: '开户银行 / 账号', flex: 1, minWidth: 150, renderCell: ({ row }) => <TwoLines first={row.bankName ?? '—'} second={row.bankAccount ?? '—'} /> },
    {
      field: 'status',
      headerName: '状态',
      width: 120,
      renderCell: ({ row }) => (
        <TwoLines
          first={<DictTag dictType="qualification_status" value={row.status} />}
          second={row.reason ? `原因：${row.reason}` : row.reviewedAt ? `审核于 ${row.reviewedAt.slice(0, 10)}` : '待审核'}
          title={row.reason ?? undefined}
        />
      ),
    },
    dateTimeColumn<SysVatQualification>('submittedAt', '提交时间', { width: 156 }),
    ...(can('qualification:review')
      ? [
          {
            field: 'actions',
            headerName: '操作',
            width: 110,
            renderCell: ({ row }) =>
              row.status === QUALIFICATION_STATUS.pending ? (
                <CellContent>
                  <Button size="small" color="success" onClick={() => void approve(row)} aria-label={`通过 ${row.companyName}`}>
                    通过
                  </Button>
                  <Button size="small" color="error" onClick={() => setRejecting(row)} aria-label={`驳回 ${row.companyName}`}>
                    驳回
                  </Button>
                </CellContent>
              ) : null,
          } satisfies GridColDef<SysVatQualification>,
        ]
      : []),
  ];

  return (
    <Box>
      <ConsoleTable<SysVatQualification>
        label="专票资质"
        resource={QUALIFICATIONS_RESOURCE}
        load={consoleQualificationApi.list}
        columns={sortableBy(columns, QUALIFICATION_SORTS)}
        filters={FILTERS}
        emptyText="暂无专票资质申请"
        gridProps={{ rowHeight: 56, ...WIDE_GRID }}
      />
      {rejecting ? (
        <ReasonDialog
          title="驳回专票资质"
          intro={`${rejecting.companyName}（${rejecting.taxNo}）：企业可修改资质后重新提交，并会收到消息通知。`}
          label="未通过原因"
          placeholder="企业可见，如：开户银行与银行账号不一致"
          schema={refusalReason}
          submitText="驳回"
          danger
          onClose={() => setRejecting(null)}
          submit={(reason) => consoleQualificationApi.reject(rejecting.id, reason)}
          onDone={async () => {
            notifier().success('审核结果已保存：未通过');
            setRejecting(null);
            await changed();
          }}
        />
      ) : null}
    </Box>
  );
}
