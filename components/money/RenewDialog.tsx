'use client';
/**
 * 续租 of a running order: the terms the rules offer, each priced at the order's own monthly rent
 * with the new end date, and why a renewal is refused now (a bill overdue too long). Confirming
 * appends the bills (paid like any bill, on /myBill) and moves the end date.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { RULE_TEXT, type RenewalTerm } from '@/contract/rentalRules';
import { moneyApi } from '@/lib/api/browser/money';
import { useRenewal, useRevalidateAfter } from '@/lib/api/browser/swr';
import { formatFen } from '@/contract/format';
import { notifier } from '@/lib/http/notifier';
import { useAttemptKeys } from './attemptKeys';

export function RenewDialog({ order, open, onClose }: { order: { orderNo: string }; open: boolean; onClose: () => void }) {
  const { data, error } = useRenewal(open ? order.orderNo : null);
  const revalidateAfter = useRevalidateAfter();
  const { keyFor, spent } = useAttemptKeys();
  const [months, setMonths] = useState<RenewalTerm | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = data?.options.find((option) => option.months === months) ?? null;

  const renew = async () => {
    if (!chosen) return;
    const attempt = `renew:${order.orderNo}:${chosen.months}`;
    setBusy(true);
    try {
      const renewal = await moneyApi.renew(order.orderNo, chosen.months, keyFor(attempt));
      spent(attempt);
      notifier().success(`续租成功：新增第 ${renewal.firstPeriod}–${renewal.lastPeriod} 期账单，租期延长至 ${renewal.newEndDate}`);
      setMonths(null);
      onClose();
      await revalidateAfter('orderRenewed');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="renew-title" fullWidth maxWidth="sm">
      <DialogTitle id="renew-title">续租 · 订单 {order.orderNo}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">续租信息加载失败，请稍后重试</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={180} aria-label="加载中" />
        ) : (
          <>
            <Typography>
              当前租期至 <strong>{data.endDate ?? '—'}</strong>，共 {data.periods} 期，月租金 {formatFen(data.monthlyRent)}
            </Typography>
            {data.allowed ? (
              <RadioGroup
                aria-label="续租期限"
                value={months === null ? '' : String(months)}
                onChange={(event) => setMonths(Number(event.target.value) as RenewalTerm)}
                sx={{ mt: 1 }}
              >
                {data.options.map((option) => (
                  <FormControlLabel
                    key={option.months}
                    value={String(option.months)}
                    control={<Radio />}
                    label={`续租 ${option.months} 个月：每期 ${formatFen(option.amountPerPeriod)}，共 ${formatFen(option.total)}，租期延长至 ${option.newEndDate}`}
                  />
                ))}
              </RadioGroup>
            ) : (
              <Alert
                severity="warning"
                sx={{ mt: 2 }}
                action={
                  <Button component={Link} href="/myBill">
                    去结清
                  </Button>
                }
              >
                {data.reason}
              </Alert>
            )}
            {data.renewals.length > 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                已续租 {data.renewals.length} 次：{data.renewals.map((renewal) => `${renewal.months} 个月（${renewal.createdAt.slice(0, 10)}）`).join('，')}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {RULE_TEXT.renewal}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          取消
        </Button>
        <Button variant="contained" color="secondary" onClick={() => void renew()} disabled={busy || !chosen || !data?.allowed}>
          {busy ? '提交中…' : '确认续租'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
