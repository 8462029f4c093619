'use client';
/**
 * /myAccount's head: who the customer is (company or personal name, mobile, account kind and the
 * verification state the server has, with the way to /authentication), the balance with 充值
 * (online money only, through the payment provider's cashier), and a verified company's credit
 * line: what its open orders hold of it and what is free.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import type { AccountOverview as Account } from '@/contract/money';
import { useAccount } from '@/lib/api/browser/swr';
import { formatFen } from '@/contract/format';
import { TopUpDialog } from './TopUpDialog';

export function AccountOverview() {
  const { data, error, mutate } = useAccount();
  const [toppingUp, setToppingUp] = useState(false);
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
        账户信息加载失败，请稍后重试
      </Alert>
    );
  if (!data) return <Skeleton variant="rounded" height={180} aria-label="加载中" />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Profile account={data} />
      <Paper variant="outlined" sx={{ p: 2.5, minWidth: 260 }} component="section" aria-label="账户余额">
        <Typography color="text.secondary">账户余额</Typography>
        <Typography component="p" sx={{ fontSize: 30, fontWeight: 700, color: '#c9302c', my: 1 }} data-testid="account-balance">
          {formatFen(data.balance)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="secondary" onClick={() => setToppingUp(true)} disabled={!data.topUp.online}>
            充值
          </Button>
          <Button component={Link} href="/myBill">
            我的账单
          </Button>
        </Stack>
        {data.topUp.online ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            在线充值暂未开通
          </Typography>
        )}
      </Paper>
      {data.credit ? <Credit credit={data.credit} /> : null}
      <TopUpDialog open={toppingUp} onClose={() => setToppingUp(false)} min={data.topUp.min} max={data.topUp.max} />
    </Stack>
  );
}

function Profile({ account }: { account: Account }) {
  const isCompany = account.accountType === 'company';
  const name = isCompany ? account.companyName : account.personName;
  return (
    <Paper variant="outlined" sx={{ p: 2.5, flex: 1 }} component="section" aria-label="账户资料">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h2" variant="h6">
          {name ?? '未填写名称'}
        </Typography>
        <Chip label={account.accountTypeName} color="primary" variant="outlined" size="small" />
        <Chip label={account.verificationName} color={account.verified ? 'success' : 'default'} size="small" />
      </Stack>
      <Stack component="dl" spacing={0.5} sx={{ mt: 1.5, mb: 0, '& dt': { color: 'text.secondary', display: 'inline' }, '& dd': { display: 'inline', ml: 0 } }}>
        {isCompany ? (
          <div>
            <dt>联系人：</dt>
            <dd>{account.personName ?? '—'}</dd>
          </div>
        ) : null}
        <div>
          <dt>手机号码：</dt>
          <dd>{account.mobile}</dd>
        </div>
        <div>
          <dt>账户类型：</dt>
          <dd>{account.accountTypeName}</dd>
        </div>
        <div>
          <dt>认证状态：</dt>
          <dd>{account.verificationName}</dd>
        </div>
      </Stack>
      <Button component={Link} href="/authentication" size="small" sx={{ mt: 1 }}>
        {account.verified ? '查看认证信息' : isCompany ? '去企业认证' : '去实名认证'}
      </Button>
    </Paper>
  );
}

function Credit({ credit }: { credit: NonNullable<Account['credit']> }) {
  const used = credit.creditLine === 0 ? 0 : Math.min(100, Math.round((credit.used / credit.creditLine) * 100));
  return (
    <Paper variant="outlined" sx={{ p: 2.5, minWidth: 260 }} component="section" aria-label="免押额度">
      <Typography color="text.secondary">免押额度</Typography>
      <Typography component="p" sx={{ fontSize: 22, fontWeight: 700, my: 1 }}>
        {formatFen(credit.creditLine)}
      </Typography>
      <LinearProgress variant="determinate" value={used} aria-label={`已用 ${used}%`} sx={{ height: 8, borderRadius: 4 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="body2">已用 {formatFen(credit.used)}</Typography>
        <Typography variant="body2" color="success.main">
          可用 {formatFen(credit.available)}
        </Typography>
      </Stack>
    </Paper>
  );
}
