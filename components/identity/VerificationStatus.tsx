'use client';
/**
 * The account's verification now: the state (未认证, 审核中, 已认证, 未通过 with the reason), what
 * was submitted (the ID number only masked, the licence picture), and what it brings (a company's
 * credit line). Each state says in one sentence what happens next.
 */
import Image from 'next/image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VERIFY_STATUS, type VerificationView, type VerifyStatus } from '@/contract/identity';
import { formatFen } from '@/contract/format';

const CHIP_COLOR: Record<VerifyStatus, 'default' | 'warning' | 'success' | 'error'> = { 0: 'default', 1: 'warning', 2: 'success', 3: 'error' };

/** One sentence per state: what happens next. */
function guidance(view: VerificationView): string {
  const company = view.kind === 'company';
  switch (view.status) {
    case VERIFY_STATUS.none:
      return company ? '完成企业认证后，可租赁采购专区商品，并享受免押金租赁。' : '完成实名认证后，下单审核更快，也可参加个人专享活动。';
    case VERIFY_STATUS.reviewing:
      return company ? '平台将在 1–3 个工作日内审核您的企业资料，结果会通过消息通知您。' : '您的实名信息正在核验，结果会通过消息通知您。';
    case VERIFY_STATUS.verified:
      return company ? `企业认证已通过，免押额度 ${formatFen(view.creditLine)}，可租赁采购专区商品。` : '实名认证已通过。';
    case VERIFY_STATUS.rejected:
      return '认证未通过，请根据原因修改资料后重新提交。';
  }
}

export function VerificationStatus({ view }: { view: VerificationView }) {
  const request = view.request;
  const title = view.kind === 'company' ? '企业认证' : '个人实名认证';
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="verification-status-title">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="verification-status-title" variant="h6" component="h2">
          {title}
        </Typography>
        <Chip label={view.statusName} color={CHIP_COLOR[view.status]} data-testid="verification-status" />
      </Stack>
      <Typography color="text.secondary">{guidance(view)}</Typography>
      {view.status === VERIFY_STATUS.rejected && request?.rejectReason ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          未通过原因：{request.rejectReason}
        </Alert>
      ) : null}
      {request ? (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, mt: 2, mb: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}
        >
          {request.kind === 'person' ? (
            <>
              <dt>真实姓名</dt>
              <dd>{request.name}</dd>
              <dt>身份证号码</dt>
              <dd data-testid="masked-id">{request.idNumberMasked}</dd>
            </>
          ) : (
            <>
              <dt>企业名称</dt>
              <dd>{request.name}</dd>
              <dt>统一社会信用代码</dt>
              <dd>{request.creditCode}</dd>
              <dt>法定代表人</dt>
              <dd>{request.legalPerson}</dd>
            </>
          )}
          <dt>提交时间</dt>
          <dd>{request.submittedAt}</dd>
          {request.reviewedAt ? (
            <>
              <dt>审核时间</dt>
              <dd>{request.reviewedAt}</dd>
            </>
          ) : null}
          {request.licenceUrl ? (
            <>
              <dt>营业执照</dt>
              <dd>
                <a href={request.licenceUrl} target="_blank" rel="noreferrer">
                  {/* Unoptimized: a private image behind the session door, which Next's image optimizer cannot fetch. */}
                  <Image
                    src={request.licenceUrl}
                    alt="营业执照照片"
                    width={160}
                    height={110}
                    unoptimized
                    style={{ objectFit: 'contain', border: '1px solid #e3e6eb', borderRadius: 4, background: '#fafafa' }}
                  />
                </a>
              </dd>
            </>
          ) : null}
        </Box>
      ) : null}
      {request?.creditCodeWarning && view.status === VERIFY_STATUS.reviewing ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {request.creditCodeWarning}
        </Alert>
      ) : null}
    </Paper>
  );
}
