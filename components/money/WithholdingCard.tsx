'use client';
/**
 * 自动扣款 (代扣, docs/product-rules.md#withholding) on /myAccount: whether the shop pays each bill
 * from the balance on its due day, the rule it works by, and the way to sign (after agreeing to
 * the rule) or end it (after confirming).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { moneyApi } from '@/lib/api/browser/money';
import { useWithholding } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import type { WithholdingState } from '@/contract/withholding';

export function WithholdingCard() {
  const { data, error, mutate } = useWithholding();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  // Signing and ending answer the state as it is now: the card shows that.
  const act = async (call: () => Promise<WithholdingState>, done: string) => {
    setBusy(true);
    try {
      await mutate(call(), { revalidate: false });
      notifier().success(done);
      setAgreed(false);
    } catch {
      // Shown by the HTTP client; the card is read again.
      await mutate();
    } finally {
      setBusy(false);
    }
  };
  const end = async () => {
    const confirmed = await notifier().confirm({
      title: '关闭自动扣款',
      message: '关闭后，之后到期的账单需要您在“我的账单”手动支付。确定关闭吗？',
      confirmText: '确定关闭',
      cancelText: '再想想',
    });
    if (confirmed) await act(moneyApi.endWithholding, '自动扣款已关闭');
  };

  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
        自动扣款信息加载失败，请稍后重试
      </Alert>
    );
  if (!data) return <Skeleton variant="rounded" height={120} aria-label="自动扣款加载中" />;
  const { agreement } = data;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="自动扣款" id="withholding">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          自动扣款
        </Typography>
        <Chip size="small" label={agreement ? '已开通' : '未开通'} color={agreement ? 'success' : 'default'} data-testid="withholding-status" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {data.rule}
      </Typography>
      {agreement ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2">
            协议编号 {agreement.agreementNo} · 扣款方式 {agreement.methodName} · 开通时间 {agreement.signedAt}
          </Typography>
          <Button variant="outlined" color="inherit" onClick={() => void end()} disabled={busy}>
            关闭自动扣款
          </Button>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />} label="我已阅读并同意《自动扣款服务协议》" />
          <Button variant="contained" onClick={() => void act(moneyApi.signWithholding, '自动扣款已开通')} disabled={busy || !agreed}>
            开通自动扣款
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
