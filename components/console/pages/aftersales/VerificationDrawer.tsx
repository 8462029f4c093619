'use client';
/**
 * One verification request as the platform reviews it: the account, what was submitted, the
 * licence picture (`/prod-api/api/sys/file/<key>`, admins only), the credit code's warning kept
 * with the request; 审核中: 通过 with the credit line (a company) or 驳回 with the reason.
 */
import { useState } from 'react';
import Image from 'next/image';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { VERIFY_STATUS, verificationRejectReason, type VerificationReviewBody } from '@/contract/identity';
import { CONSOLE_KEYS, refreshTable } from '@/lib/api/browser/console/keys';
import { consoleVerificationApi } from '@/lib/api/browser/console/verifications';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { DictTag } from '../../dict/DictTag';
import { Permitted } from '../../Permitted';
import { Facts } from '../shared/Facts';
import { ReasonDialog } from '../../form/ReasonDialog';
import { DrawerSection, SideDrawer } from '../shared/SideDrawer';
import { VerificationApproveDialog } from './VerificationApproveDialog';

const RESOURCE = 'verifications';
const ACCOUNT_TYPES = { company: '企业账户', personal: '个人账户' } as const;

export function VerificationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: row, isLoading } = useSWR(id === null ? null : CONSOLE_KEYS.table(RESOURCE, { detail: id }), () => (id === null ? null : consoleVerificationApi.detail(id)));
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const shown = row && row.id === id ? row : null;
  const company = shown?.kind === 'company';

  const review = async (body: VerificationReviewBody): Promise<boolean> => {
    if (!shown) return false;
    try {
      await consoleVerificationApi.review(shown.id, body);
    } catch {
      return false;
    }
    notifier().success(body.decision === 'approve' ? '审核完成：已通过认证' : '审核完成：已驳回');
    setDeciding(null);
    await refreshTable(RESOURCE);
    return true;
  };

  const actions =
    shown && shown.status === VERIFY_STATUS.reviewing ? (
      <Permitted perm="verify:review">
        <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
          通过
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
          驳回
        </Button>
      </Permitted>
    ) : undefined;

  return (
    <SideDrawer open={id !== null} title={shown ? `${company ? '企业认证' : '实名认证'} · ${shown.name}` : '认证申请'} onClose={onClose} loading={isLoading} actions={actions}>
      {shown ? (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <DictTag dictType="verify_status" value={shown.status} />
            <Typography variant="body2" color="text.secondary">
              申请编号 {shown.id}
            </Typography>
          </Box>
          {shown.creditCodeWarning ? <Alert severity="warning">{shown.creditCodeWarning}</Alert> : null}
          <DrawerSection title="认证资料">
            <Facts
              facts={
                company
                  ? [
                      ['企业名称', shown.name],
                      ['统一社会信用代码', shown.creditCode],
                      ['法定代表人', shown.legalPerson],
                      ['提交时间', shown.submittedAt],
                    ]
                  : [
                      ['姓名', shown.name],
                      ['身份证号', shown.idNumberMasked],
                      ['提交时间', shown.submittedAt],
                    ]
              }
            />
          </DrawerSection>
          <DrawerSection title="申请账户">
            <Facts
              facts={[
                ['手机号', shown.customer.mobile],
                ['账户类型', ACCOUNT_TYPES[shown.customer.accountType]],
                ['企业名称', shown.customer.cname],
                ['联系人', shown.customer.pname],
              ]}
            />
          </DrawerSection>
          {company ? (
            <DrawerSection title="营业执照">
              {shown.licenceSysUrl ? (
                <a href={shown.licenceSysUrl} target="_blank" rel="noopener" aria-label="查看营业执照原图">
                  {/* Unoptimized: a private picture behind the console's session door. */}
                  <Image
                    src={shown.licenceSysUrl}
                    alt="营业执照"
                    width={360}
                    height={270}
                    unoptimized
                    style={{ objectFit: 'contain', display: 'block', border: '1px solid #e0e3e8', borderRadius: 4, background: '#fafafa' }}
                  />
                </a>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  未上传
                </Typography>
              )}
            </DrawerSection>
          ) : null}
          {shown.status !== VERIFY_STATUS.reviewing ? (
            <DrawerSection title="审核结果">
              <Facts
                facts={[
                  ['审核时间', shown.reviewedAt],
                  ['审核方式', shown.decidedBy === 'provider' ? '自动核验' : shown.decidedBy === 'sys' ? '平台审核' : null],
                  ...(company && shown.creditLine !== null ? ([['免押额度', formatFen(shown.creditLine)]] as const) : []),
                  ...(shown.rejectReason ? ([['驳回原因', shown.rejectReason]] as const) : []),
                ]}
              />
            </DrawerSection>
          ) : null}
        </>
      ) : null}
      {shown && deciding === 'approve' ? (
        <VerificationApproveDialog
          row={shown}
          onClose={() => setDeciding(null)}
          onApprove={(creditLine) => review(creditLine === null ? { decision: 'approve' } : { decision: 'approve', creditLine })}
        />
      ) : null}
      {shown && deciding === 'reject' ? (
        <ReasonDialog
          title="驳回认证"
          intro={`${shown.name}：驳回后客户可修改资料重新提交，并会收到消息通知。`}
          label="驳回原因"
          placeholder="客户可见，如：营业执照照片不清晰，请重新上传"
          schema={verificationRejectReason}
          submitText="驳回"
          danger
          onClose={() => setDeciding(null)}
          submit={(reason) => consoleVerificationApi.review(shown.id, { decision: 'reject', reason })}
          onDone={async () => {
            notifier().success('审核完成：已驳回');
            setDeciding(null);
            await refreshTable(RESOURCE);
          }}
        />
      ) : null}
    </SideDrawer>
  );
}
