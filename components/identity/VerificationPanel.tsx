'use client';
/**
 * /authentication: the account's verification state, and — while it is 未认证 or 未通过 — the
 * form its account kind calls for (a person's real name, or a company's licence), with the
 * published rules.
 */
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VERIFICATION_RULE_TEXT, VERIFY_STATUS } from '@/contract/identity';
import { useVerification } from '@/lib/api/browser/swr';
import { sessionAtom } from '@/lib/session/state';
import { Link } from '@/components/ui/Link';
import { CompanyVerificationForm } from './CompanyVerificationForm';
import { PersonVerificationForm } from './PersonVerificationForm';
import { VerificationStatus } from './VerificationStatus';

export function VerificationPanel() {
  const { data: view, error, isLoading, mutate } = useVerification();
  const session = useAtomValue(sessionAtom);

  if (error && !view) {
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
        认证信息加载失败，请稍后重试
      </Alert>
    );
  }
  if (isLoading || !view) return <Skeleton variant="rounded" height={280} aria-label="加载中" />;

  const company = view.kind === 'company';
  return (
    <Stack spacing={2}>
      <VerificationStatus view={view} />
      {view.canSubmit ? (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="verification-form-title">
          <Typography id="verification-form-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {view.status === VERIFY_STATUS.rejected ? '重新提交认证' : company ? '提交企业认证' : '提交实名认证'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {company ? VERIFICATION_RULE_TEXT.company : VERIFICATION_RULE_TEXT.person}
          </Typography>
          {company ? <CompanyVerificationForm companyName={view.request?.name ?? session.companyName} /> : <PersonVerificationForm />}
        </Paper>
      ) : null}
      {view.status === VERIFY_STATUS.verified && company ? (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={Link} href="/purchase">
            去企业采购专区
          </Button>
          <Button variant="outlined" component={Link} href="/myAccount">
            查看账户
          </Button>
        </Stack>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {company ? VERIFICATION_RULE_TEXT.companyPrivacy : VERIFICATION_RULE_TEXT.personPrivacy}
      </Typography>
    </Stack>
  );
}
