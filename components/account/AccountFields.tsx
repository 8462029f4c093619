'use client';
/**
 * The fields every account form shares (login, registration, password reset): the phone, the SMS
 * code with its send button, and a password. One look and one set of input hints for all three.
 */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SmsPurpose } from '@/contract/auth';
import { SmsCodeButton } from './SmsCodeButton';

type FieldProps = { value: string; onChange: (value: string) => void; error?: string };

export function PhoneField({ value, onChange, error, onBlur, autoComplete = 'tel' }: FieldProps & { onBlur?: () => void; autoComplete?: string }) {
  return (
    <TextField
      label="手机号码"
      name="phone"
      autoComplete={autoComplete}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: 20 } }}
      fullWidth
    />
  );
}

type SmsCodeFieldProps = FieldProps & { phone: string; purpose: SmsPurpose; onInvalidPhone: (message: string) => void };

export function SmsCodeField({ value, onChange, error, phone, purpose, onInvalidPhone }: SmsCodeFieldProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="短信验证码"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 6 } }}
        fullWidth
      />
      <SmsCodeButton phone={phone} purpose={purpose} onInvalidPhone={onInvalidPhone} />
    </Stack>
  );
}

type PasswordFieldProps = FieldProps & { label: string; name: string; autoComplete: 'current-password' | 'new-password'; hint?: string };

export function PasswordField({ label, name, autoComplete, value, onChange, error, hint }: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
    />
  );
}

/** The hint under a new password: the rule of contract/validationRules.ts in words. */
export const NEW_PASSWORD_HINT = '8–32 位，须同时包含字母和数字';
