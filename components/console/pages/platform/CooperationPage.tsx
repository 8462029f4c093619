'use client';
/**
 * 合作申请 (admin only): the proposals of /businessCooperation. The platform notes that it has
 * contacted the partner (again, as often as needed), then closes the proposal with a remark;
 * closed is final.
 */
import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { cooperationHandleBody, type ApplicationStatus, type ConsoleApplication } from '@/contract/consoleApplications';
import { consoleApplicationApi } from '@/lib/api/browser/console/applications';
import { refreshTable } from '@/lib/api/browser/console/keys';
import { notifier } from '@/lib/http/notifier';
import { useDict } from '../../dict/useDict';
import { Permitted } from '../../Permitted';
import { ConsoleTable } from '../../table/ConsoleTable';
import { CellContent, dateTimeColumn, dictColumn } from '../../table/columns';
import type { FilterField } from '../../table/FilterBar';
import { ApplicationDetailDrawer } from './ApplicationDetailDrawer';
import { exportFileName } from './exportFile';
import { ReasonDialog } from '../../form/ReasonDialog';
import { RowAction } from './RowAction';

const RESOURCE = 'cooperation';
/** The states a cooperation application passes through (the dictionary also names the shop applications' ones). */
const COOPERATION_STATUSES: readonly ApplicationStatus[] = ['pending', 'contacted', 'closed'];
const remarkSchema = cooperationHandleBody.shape.remark;

type Handling = { status: 'contacted' | 'closed'; application: ConsoleApplication } | null;

export default function CooperationPage() {
  const [detailId, setDetailId] = useState<number | null>(null);
  const [handling, setHandling] = useState<Handling>(null);
  const { entries } = useDict('merchant_application_status');
  const filters = useMemo<readonly FilterField[]>(
    () => [
      { name: 'keyword', label: '关键词', kind: 'text', placeholder: '企业、联系人、手机号或信用代码', width: 280 },
      {
        name: 'status',
        label: '状态',
        kind: 'select',
        options: entries.filter((entry) => COOPERATION_STATUSES.some((status) => status === entry.dictValue)).map((entry) => ({ label: entry.dictLabel, value: entry.dictValue })),
      },
    ],
    [entries],
  );

  const handleButtons = (application: ConsoleApplication) =>
    application.status === 'closed' ? null : (
      <Permitted perm="cooperation:handle">
        <RowAction onClick={() => setHandling({ status: 'contacted', application })} aria-label={`已联系 ${application.company}`}>
          已联系
        </RowAction>
        <RowAction color="error" onClick={() => setHandling({ status: 'closed', application })} aria-label={`关闭 ${application.company}`}>
          关闭
        </RowAction>
      </Permitted>
    );

  const columns: GridColDef<ConsoleApplication>[] = [
    { field: 'company', headerName: '企业名称', flex: 1, minWidth: 160, sortable: false },
    { field: 'contactName', headerName: '联系人', width: 80, sortable: false },
    { field: 'phone', headerName: '手机号码', width: 115, sortable: false },
    { field: 'category', headerName: '合作类型', width: 90, sortable: false },
    dictColumn<ConsoleApplication>('status', '状态', 'merchant_application_status', { sortable: false, width: 80 }),
    dateTimeColumn<ConsoleApplication>('submittedAt', '提交时间', { width: 160 }),
    dateTimeColumn<ConsoleApplication>('reviewedAt', '处理时间', { width: 160 }),
    { field: 'remark', headerName: '处理备注', flex: 1, minWidth: 120, sortable: false },
    {
      field: 'actions',
      headerName: '操作',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <CellContent>
          <RowAction onClick={() => setDetailId(row.id)} aria-label={`详情 ${row.company}`}>
            详情
          </RowAction>
          {handleButtons(row)}
        </CellContent>
      ),
    },
  ];

  return (
    <>
      <ConsoleTable<ConsoleApplication>
        label="合作申请"
        resource={RESOURCE}
        load={consoleApplicationApi.cooperationList}
        columns={columns}
        filters={filters}
        defaultSort={{ field: 'submittedAt', order: 'desc' }}
        exportTo={{ endpoint: consoleApplicationApi.export, fileName: exportFileName('合作申请'), form: consoleApplicationApi.exportForm('cooperation') }}
        emptyText="暂无合作申请"
      />
      <ApplicationDetailDrawer resource={RESOURCE} id={detailId} onClose={() => setDetailId(null)} actions={handleButtons} />
      {handling ? (
        <ReasonDialog
          title={handling.status === 'contacted' ? '记录已联系' : '关闭合作申请'}
          intro={
            handling.status === 'contacted'
              ? `记录与「${handling.application.company}」（${handling.application.contactName}，${handling.application.phone}）的沟通情况。`
              : `关闭「${handling.application.company}」的合作申请，关闭后不能再处理。`
          }
          label="处理备注"
          schema={remarkSchema}
          submitText={handling.status === 'contacted' ? '保存' : '关闭申请'}
          danger={handling.status === 'closed'}
          confirmMessage={handling.status === 'closed' ? `确认关闭「${handling.application.company}」的合作申请吗？关闭后不可再处理。` : undefined}
          submit={(remark) => consoleApplicationApi.handleCooperation({ id: handling.application.id, status: handling.status, remark })}
          onClose={() => setHandling(null)}
          onDone={async () => {
            notifier().success('已处理');
            setHandling(null);
            await refreshTable(RESOURCE);
          }}
        />
      ) : null}
    </>
  );
}
