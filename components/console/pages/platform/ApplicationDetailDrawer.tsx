'use client';
/** One application (either kind) read fresh from the product server: who applied, what they said, and what was decided. */
import type { ReactNode } from 'react';
import useSWR from 'swr';
import Link from '@mui/material/Link';
import type { ConsoleApplication } from '@/contract/consoleApplications';
import { consoleApplicationApi } from '@/lib/api/browser/console/applications';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { storeHref } from '@/lib/routing/hrefs';
import { DictTag } from '../../dict/DictTag';
import { DetailDrawer, type DetailField } from './DetailDrawer';

type Props = {
  /** The table's resource: its refreshTable reads the drawer again too. */
  resource: string;
  id: number | null;
  onClose: () => void;
  actions?: (application: ConsoleApplication) => ReactNode;
};

function fieldsOf(application: ConsoleApplication): DetailField[] {
  const join = application.kind === 'join';
  return [
    { label: '申请编号', value: application.id },
    { label: '状态', value: <DictTag dictType="merchant_application_status" value={application.status} /> },
    { label: '企业名称', value: application.company },
    { label: '联系人', value: application.contactName },
    { label: '手机号码', value: application.phone },
    { label: '统一社会信用代码', value: application.businessLicenceNo },
    { label: join ? '主营类目' : '合作类型', value: application.category },
    { label: '留言', value: application.message },
    { label: '提交时间', value: application.submittedAt },
    { label: '提交地址', value: application.clientAddress },
    { label: '处理时间', value: application.reviewedAt },
    { label: '处理人', value: application.reviewer },
    { label: join ? '审核意见' : '处理备注', value: application.remark },
    ...(join
      ? [
          {
            label: '开通店铺',
            value: application.store ? (
              <Link href={storeHref(application.store.id)} target="_blank" rel="noopener">
                {application.store.name}（{application.store.slug}）
              </Link>
            ) : null,
          },
          { label: '商家登录账号', value: application.merchantUsername },
        ]
      : []),
  ];
}

export function ApplicationDetailDrawer({ resource, id, onClose, actions }: Props) {
  const { data } = useSWR(id === null ? null : CONSOLE_KEYS.table(resource, { detail: id }), () => consoleApplicationApi.detail(id ?? 0));
  const application = data && data.id === id ? data : null;
  return (
    <DetailDrawer
      title={application?.kind === 'cooperation' ? '合作申请详情' : '入驻申请详情'}
      open={id !== null}
      onClose={onClose}
      fields={application ? fieldsOf(application) : null}
      actions={application && actions ? actions(application) : null}
    />
  );
}
