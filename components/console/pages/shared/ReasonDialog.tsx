'use client';
/**
 * A decision that needs a sentence (驳回 with its reason, 完成 with the result): the dialog is the
 * confirmation. The text is checked here as the product server checks it; a refusal from the
 * server leaves the dialog open with the text kept.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

type Props = {
  title: string;
  /** What the dialog is about (the request, the customer …). */
  intro?: ReactNode;
  label: string;
  placeholder?: string;
  /** Empty text allowed (a remark), or a reason of at least `min` characters. */
  required?: boolean;
  min?: number;
  max?: number;
  confirmText?: string;
  danger?: boolean;
  onClose: () => void;
  /** Sends the decision; resolves true when done (the dialog closes), false to stay. */
  onSubmit: (text: string) => Promise<boolean>;
};

export function ReasonDialog({ title, intro, label, placeholder, required = true, min = 1, max = 200, confirmText = '确定', danger = false, onClose, onSubmit }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem = required && trimmed.length === 0 ? `请填写${label}` : trimmed.length > 0 && trimmed.length < min ? `${label}至少 ${min} 个字` : trimmed.length > max ? `${label}不能超过 ${max} 个字` : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const done = await onSubmit(trimmed).catch(() => false);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="reason-dialog-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {intro ? <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{intro}</Box> : null}
          <TextField
            label={label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            required={required}
            multiline
            minRows={3}
            error={Boolean(error)}
            helperText={error ?? `${required ? '' : '选填，'}不超过 ${max} 个字`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: max } }}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
            {confirmText}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
