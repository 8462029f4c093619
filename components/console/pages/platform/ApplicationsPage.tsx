'use client';
/**
 * 入驻申请 (admin only): the shop-onboarding applications of /joiningTheStore, newest first,
 * filtered by status and a keyword; a pending one is approved (the shop and its first merchant
 * login are opened, the applicant texted a code to set the password) or rejected with a reason
 * the applicant is texted.
 */
import { useState } from 'react';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { applicationRejectBody, type ConsoleApplication } from '@/contract/consoleApplications';
import { consoleApplicationApi } from '@/lib/api/browser/console/applications';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { notifier } from '@/lib/http/notifier';
import { storeHref } from '@/lib/routing/hrefs';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ApplicationDetailDrawer } from './ApplicationDetailDrawer';
import { ApproveApplicationDialog } from './ApproveApplicationDialog';
import { exportFileName } from './exportFile';
import { ReasonDialog } from '../../form/ReasonDialog';
import { RowAction } from './RowAction';

const RESOURCE = 'applications';
const FILTERS: readonly FilterField[] = [
  { name: 'keyword', label: '关键词', kind: 'text', placeholder: '企业、联系人、手机号或信用代码', width: 280 },
  { name: 'status', label: '状态', kind: 'dict', dictType: 'merchant_application_status' },
];
const reasonSchema = applicationRejectBody.shape.reason;

type Acting = { kind: 'approve' | 'reject'; application: ConsoleApplication } | null;

export default function ApplicationsPage() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const [acting, setActing] = useState<Acting>(null);

  const decisionButtons = (application: ConsoleApplication) =>
    application.status === 'pending' ? (
      <Permitted perm="application:review">
        <RowAction onClick={() => setActing({ kind: 'approve', application })} aria-label={`通过 ${application.company}`}>
          通过
        </RowAction>
        <RowAction color="error" onClick={() => setActing({ kind: 'reject', application })} aria-label={`驳回 ${application.company}`}>
          驳回
        </RowAction>
      </Permitted>
    ) : null;

  const columns: GridColDef<ConsoleApplication>[] = [
    { field: 'company', headerName: '企业名称', flex: 1, minWidth: 170, sortable: false },
    { field: 'contactName', headerName: '联系人', width: 80, sortable: false },
    { field: 'phone', headerName: '手机号码', width: 115, sortable: false },
    { field: 'category', headerName: '主营类目', width: 95, sortable: false },
    dictColumn<ConsoleApplication>('status', '状态', 'merchant_application_status', { sortable: false, width: 80 }),
    dateTimeColumn<ConsoleApplication>('submittedAt', '提交时间', { width: 160 }),
    dateTimeColumn<ConsoleApplication>('reviewedAt', '处理时间', { width: 160 }),
    {
      field: 'store',
      headerName: '开通店铺',
      width: 130,
      sortable: false,
      renderCell: ({ row }) =>
        row.store ? (
          <CellContent>
            <Link href={storeHref(row.store.id)} target="_blank" rel="noopener" underline="hover" noWrap>
              {row.store.name}
            </Link>
          </CellContent>
        ) : null,
    },
    {
      field: 'actions',
      headerName: '操作',
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <RowAction onClick={() => setDetailId(row.id)} aria-label={`详情 ${row.company}`}>
            详情
          </RowAction>
          {decisionButtons(row)}
        </CellContent>
      ),
    },
  ];

  const changed = async () => {
    await refreshTable(RESOURCE);
  };

  return (
    <>
      <ConsoleTable<ConsoleApplication>
        label="入驻申请"
        resource={RESOURCE}
        load={consoleApplicationApi.joinList}
        columns={columns}
        filters={FILTERS}
        defaultSort={{ field: 'submittedAt', order: 'desc' }}
        exportTo={{ endpoint: consoleApplicationApi.export, fileName: exportFileName('入驻申请'), form: consoleApplicationApi.exportForm('join') }}
        emptyText="暂无入驻申请"
      />
      <ApplicationDetailDrawer resource={RESOURCE} id={detailId} onClose={() => setDetailId(null)} actions={decisionButtons} />
      {acting?.kind === 'approve' ? <ApproveApplicationDialog application={acting.application} onClose={() => setActing(null)} onApproved={changed} /> : null}
      {acting?.kind === 'reject' ? (
        <ReasonDialog
          title="驳回入驻申请"
          intro={`驳回「${acting.application.company}」的入驻申请，原因将以短信告知申请人（${acting.application.phone}）。`}
          label="驳回原因"
          schema={reasonSchema}
          submitText="驳回"
          danger
          confirmMessage={`确认驳回「${acting.application.company}」的入驻申请吗？驳回后不可撤销。`}
          submit={(reason) => consoleApplicationApi.reject(acting.application.id, reason)}
          onClose={() => setActing(null)}
          onDone={async () => {
            notifier().success('已驳回');
            setActing(null);
            await changed();
          }}
        />
      ) : null}
    </>
  );
}
