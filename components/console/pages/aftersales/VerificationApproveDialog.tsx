'use client';
/**
 * 通过认证: a company gets a deposit-free credit line, the published default unless the reviewer
 * grants another (typed in yuan, sent in fen); a person's verification takes none.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VerificationReviewRow } from '@/contract/identity';
import { formatFen } from '@/lib/format/money';
import { fenToYuan } from '@/lib/format/yuan';
import { creditLineFen } from './creditLine';

type Props = {
  row: VerificationReviewRow;
  onClose: () => void;
  /** The credit line in fen (null: a person, none); resolves true when approved. */
  onApprove: (creditLine: number | null) => Promise<boolean>;
};

export function VerificationApproveDialog({ row, onClose, onApprove }: Props) {
  const company = row.kind === 'company';
  const [text, setText] = useState(fenToYuan(row.defaultCreditLine));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = creditLineFen(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (company && !parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setBusy(true);
    const done = await onApprove(company && parsed.ok ? parsed.fen : null);
    if (!done) setBusy(false);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="verification-approve-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="verification-approve-title">通过认证</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            确认 {row.name}
            {company ? `（${row.creditCode ?? ''}）` : ''} 的认证资料无误并通过认证？客户会收到消息通知。
          </Typography>
          {company ? (
            <TextField
              label="免押额度"
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
              error={Boolean(error)}
              helperText={error ?? `默认 ${formatFen(row.defaultCreditLine)}；通过后企业可在额度内免押金租赁${parsed.ok ? `，本次授予 ${formatFen(parsed.fen)}` : ''}`}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">¥</InputAdornment>, endAdornment: <InputAdornment position="end">元</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
              autoFocus
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" color="success" disabled={busy}>
            确认通过
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
