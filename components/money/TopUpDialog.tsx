'use client';
/**
 * 充值: an amount in yuan within the shop's bounds, paid online at the payment provider's cashier
 * (never from the balance); the balance grows when the provider's notification arrives. One key
 * per amount, so a double click opens one trade.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { openCashier } from '@/components/checkout/cashierRoutes';
import { moneyApi } from '@/lib/api/browser/money';
import { formatFen } from '@/contract/format';
import { yuanToFen } from '@/lib/format/yuan';
import { useAttemptKeys } from './attemptKeys';

/** Typical amounts, fen. */
const PRESETS = [10_000, 50_000, 100_000, 500_000];

export function TopUpDialog({ open, onClose, min, max }: { open: boolean; onClose: () => void; min: number; max: number }) {
  const router = useRouter();
  const { keyFor } = useAttemptKeys();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const amount = yuanToFen(text);
  const problem =
    text === '' ? null : amount === null ? '请输入正确的金额，最多两位小数' : amount < min || amount > max ? `单次充值金额为 ${formatFen(min)} 至 ${formatFen(max)}` : null;

  const submit = async () => {
    if (amount === null || problem) return;
    setBusy(true);
    try {
      const { payUrl } = await moneyApi.topUp(amount, keyFor(`topup:${amount}`));
      openCashier(router, payUrl);
    } catch {
      // Shown by the HTTP client.
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="top-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="top-up-title">账户充值</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="充值金额"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={problem !== null}
            helperText={problem ?? `单次 ${formatFen(min)} 至 ${formatFen(max)}`}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
            autoFocus
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {PRESETS.filter((preset) => preset >= min && preset <= max).map((preset) => (
              <Chip key={preset} label={formatFen(preset)} onClick={() => setText(String(preset / 100))} variant={amount === preset ? 'filled' : 'outlined'} color="primary" />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            充值只能通过在线支付完成，到账后计入账户余额，可用于支付订单、账单和买断款。
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          取消
        </Button>
        <Button variant="contained" color="secondary" onClick={() => void submit()} disabled={busy || amount === null || problem !== null}>
          {busy ? '正在打开收银台…' : '去支付'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
