'use client';
/**
 * 自动扣款 (代扣, docs/product-rules.md#withholding) on /myAccount: whether the shop pays each bill on
 * its due day and by which method, the rule it works by, and the ways to sign (WithholdingSignForm),
 * to continue or cancel a signing pending at the payment provider (签约中), or to end it (after
 * confirming). A 个人转对公账户 is told that it must sign before it orders again.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { openCashier } from '@/components/checkout/cashierRoutes';
import { moneyApi } from '@/lib/api/browser/money';
import { useWithholding } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { WITHHOLDING_REQUIRED, type WithholdingMethod, type WithholdingState } from '@/contract/withholding';
import { WithholdingSignForm } from './WithholdingSignForm';

const STATUS_CHIP = {
  signed: { label: '已开通', color: 'success' },
  pending: { label: '签约中', color: 'warning' },
  none: { label: '未开通', color: 'default' },
} as const;

export function WithholdingCard() {
  const router = useRouter();
  const { data, error, mutate } = useWithholding();
  const [busy, setBusy] = useState(false);

  // Signing and ending answer the state as it is now: the card shows that, then says what happened.
  const run = async (call: () => Promise<WithholdingState>, then: (state: WithholdingState) => void) => {
    setBusy(true);
    try {
      const state = await call();
      await mutate(state, { revalidate: false });
      then(state);
    } catch {
      // Shown by the HTTP client; the card is read again.
      await mutate();
    } finally {
      setBusy(false);
    }
  };
  const sign = (method: WithholdingMethod) =>
    run(
      () => moneyApi.signWithholding(method),
      ({ agreement }) => {
        // Through the provider: on to its signing page, which brings the customer back here.
        if (agreement?.status === 'pending' && agreement.signUrl) openCashier(router, agreement.signUrl);
        else notifier().success('自动扣款已开通');
      },
    );
  const end = async () => {
    const confirmed = await notifier().confirm({
      title: '关闭自动扣款',
      message: '关闭后，之后到期的账单需要您在“我的账单”手动支付。确定关闭吗？',
      confirmText: '确定关闭',
      cancelText: '再想想',
    });
    if (confirmed) await run(moneyApi.endWithholding, () => notifier().success('自动扣款已关闭'));
  };

  if (error)
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
        自动扣款信息加载失败，请稍后重试
      </Alert>
    );
  if (!data) return <Skeleton variant="rounded" height={120} aria-label="自动扣款加载中" />;
  const { agreement } = data;
  const chip = STATUS_CHIP[agreement?.status ?? 'none'];
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="自动扣款" id="withholding">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          自动扣款
        </Typography>
        <Chip size="small" label={chip.label} color={chip.color} data-testid="withholding-status" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {data.rule}
      </Typography>
      {data.required && agreement?.status !== 'signed' ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {WITHHOLDING_REQUIRED.rule}
        </Alert>
      ) : null}
      {agreement?.status === 'signed' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2">
            协议编号 {agreement.agreementNo} · 扣款方式 {agreement.methodName} · 开通时间 {agreement.signedAt}
          </Typography>
          <Button variant="outlined" color="inherit" onClick={() => void end()} disabled={busy}>
            关闭自动扣款
          </Button>
        </Stack>
      ) : agreement ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2">
            协议编号 {agreement.agreementNo} · 扣款方式 {agreement.methodName} · 请在支付机构的签约页面完成签约
          </Typography>
          <Button variant="contained" onClick={() => agreement.signUrl && openCashier(router, agreement.signUrl)} disabled={busy || !agreement.signUrl}>
            继续签约
          </Button>
          <Button color="inherit" onClick={() => void run(moneyApi.endWithholding, () => notifier().success('已取消签约'))} disabled={busy}>
            取消签约
          </Button>
        </Stack>
      ) : (
        <WithholdingSignForm methods={data.methods} busy={busy} onSign={(method) => void sign(method)} />
      )}
    </Paper>
  );
}
