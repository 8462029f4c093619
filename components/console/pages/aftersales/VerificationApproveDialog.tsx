'use client';
/**
 * 通过认证: a company gets a deposit-free credit line, the published default unless the reviewer
 * grants another (typed in yuan, sent in fen); a person's verification takes none.
 */
import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VerificationReviewRow } from '@/contract/identity';
import { formatFen } from '@/contract/format';
import { fenToYuan } from '@/lib/format/yuan';
import { FormDialog } from '../../form/FormDialog';
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
  const parsed = creditLineFen(text);

  const submit = () => {
    if (company && !parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    return onApprove(company && parsed.ok ? parsed.fen : null);
  };

  return (
    <FormDialog title="通过认证" onClose={onClose} onSubmit={submit} submitLabel="确认通过" submitColor="success">
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
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">¥</InputAdornment>, endAdornment: <InputAdornment position="end">元</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          autoFocus
        />
      ) : null}
    </FormDialog>
  );
}
