'use client';
/**
 * At checkout, a company account that is not verified pays the deposit in cash: say so, and where
 * deposit-free renting comes from (/authentication). Nothing for personal or verified accounts.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { COMPANY_CREDIT_LINE_DEFAULT, VERIFY_STATUS } from '@/contract/identity';
import { formatFen } from '@/contract/format';
import { useVerification } from '@/lib/api/browser/swr';
import { Link } from '@/components/ui/Link';

export function CheckoutVerificationNotice({ deposit }: { deposit: number }) {
  const { data: view } = useVerification();
  if (!view || view.kind !== 'company' || view.status === VERIFY_STATUS.verified || deposit <= 0) return null;
  const message =
    view.status === VERIFY_STATUS.reviewing
      ? `您的企业认证正在审核中，审核通过后可享免押金租赁；本单押金 ${formatFen(deposit)} 需现金支付。`
      : view.status === VERIFY_STATUS.rejected
        ? `企业认证未通过（${view.request?.rejectReason ?? '请查看原因'}），重新提交通过后可享免押金租赁；本单押金 ${formatFen(deposit)} 需现金支付。`
        : `完成企业认证可享免押金租赁（默认免押额度 ${formatFen(COMPANY_CREDIT_LINE_DEFAULT)}）；本单押金 ${formatFen(deposit)} 需现金支付。`;
  return (
    <Alert
      severity="info"
      data-testid="checkout-verification-notice"
      action={
        view.status === VERIFY_STATUS.reviewing ? undefined : (
          <Button component={Link} href="/authentication" size="small">
            去认证
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
