'use client';
/** A reason or remark staff type for the customer to read (2–200 characters where required). */
import TextField from '@mui/material/TextField';
import { CONSOLE_REASON_MAX } from '@/contract/consoleOrders';

type Props = { label: string; value: string; onChange: (next: string) => void; error?: string | undefined; required?: boolean; placeholder?: string };

export function ReasonField({ label, value, onChange, error, required = false, placeholder }: Props) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      multiline
      minRows={3}
      fullWidth
      placeholder={placeholder}
      error={Boolean(error)}
      helperText={error ?? `${value.trim().length}/${CONSOLE_REASON_MAX}`}
      slotProps={{ htmlInput: { maxLength: CONSOLE_REASON_MAX + 20 } }}
    />
  );
}
