'use client';
/**
 * The sandbox payment provider's withholding-agreement signing page (/signSandbox?signNo=,
 * docs/product-rules.md#withholding). It stands where a real provider's signing page would (Alipay
 * 周期扣款, WeChat Pay 委托代扣): the customer agrees (同意签约) or cancels (取消), the provider then
 * notifies the product server, and the customer goes back to /myAccount, which reads the agreement
 * again (asking the provider itself if the notification is late). Nothing is charged here, and the
 * page says so.
 */
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFen } from '@/contract/format';
import { WITHHOLDING_METHOD_NAMES, type SandboxAgreementView } from '@/contract/withholding';
import { signSandboxApi } from '@/lib/api/browser/pay-sandbox';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';

/** Where the customer goes back to, whichever button: the card that started the signing. */
const BACK = '/myAccount#withholding';

const AGREEMENT_STATE: Record<Exclude<SandboxAgreementView['status'], 'pending'>, string> = {
  signed: '该协议已签约',
  cancelled: '该签约已取消，如需开通请回到“个人中心”重新签约',
  ended: '该协议已解约',
};

export function SandboxSigning({ signNo }: { signNo: string }) {
  const router = useRouter();
  const revalidateAfter = useRevalidateAfter();
  const [agreement, setAgreement] = useState<SandboxAgreementView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    signSandboxApi
      .agreement(signNo)
      .then(setAgreement)
      .catch((error: unknown) => setFailed(error instanceof Error ? error.message : '签约不存在'));
  }, [signNo]);

  const press = async (button: 'confirm' | 'cancel') => {
    setBusy(true);
    try {
      const { status } = await signSandboxApi[button](signNo);
      if (status === 'signed') notifier().success('签约成功，自动扣款已开通');
      await revalidateAfter('withholdingChanged');
      router.push(BACK);
    } catch {
      setBusy(false);
    }
  };

  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (!agreement) return <Skeleton variant="rounded" height={220} aria-label="加载中" />;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography>签约项目：{agreement.subject}</Typography>
        <Typography>扣款方式：{WITHHOLDING_METHOD_NAMES.provider}（到期日当天免密扣款）</Typography>
        <Typography>
          单笔扣款限额：<strong data-testid="sandbox-single-limit">{formatFen(agreement.singleLimit)}</strong>
        </Typography>
        <Alert severity="warning" data-testid="sandbox-notice">
          <strong>沙箱签约，不产生真实扣款</strong>：这是演示用的模拟支付机构签约页面，签约后的自动扣款不会从任何账户扣款。
        </Alert>
        {agreement.status !== 'pending' ? (
          <Alert severity="info" action={<Button onClick={() => router.push(BACK)}>返回个人中心</Button>}>
            {AGREEMENT_STATE[agreement.status]}
          </Alert>
        ) : (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" color="secondary" size="large" onClick={() => void press('confirm')} disabled={busy}>
              同意签约
            </Button>
            <Button onClick={() => void press('cancel')} disabled={busy}>
              取消
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
