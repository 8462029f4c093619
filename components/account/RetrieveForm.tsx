'use client';
/** /Retrieve: a new password set with an SMS code of type 3; every old session ends. */
import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accountApi } from '@/lib/api/browser/account';
import { resetPasswordBody, SMS_PURPOSE } from '@/contract/auth';
import { notifier } from '@/lib/http/notifier';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';
import { AuthCard } from './AuthCard';
import { NEW_PASSWORD_HINT, PasswordField, PhoneField, SmsCodeField } from './AccountFields';

export function RetrieveForm() {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [passWord, setPassWord] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { phone: phone.trim(), code: code.trim(), passWord };
    const problems = fieldErrors(resetPasswordBody, payload);
    if (confirmPassword !== passWord) problems.confirmPassword = '两次输入的密码不一致';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      await accountApi.resetPassword(payload.phone, payload.code, payload.passWord);
      notifier().success('密码已重置，请使用新密码登录');
      router.replace('/login');
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="找回密码"
      footer={
        <span>
          想起密码了？<Link href="/login">返回登录</Link>
        </span>
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="找回密码">
        <Stack spacing={2.5}>
          <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
          <SmsCodeField
            value={code}
            onChange={setCode}
            error={errors.code}
            phone={phone}
            purpose={SMS_PURPOSE.resetPassword}
            onInvalidPhone={(message) => setErrors({ phone: message })}
          />
          <PasswordField label="新密码" name="passWord" autoComplete="new-password" value={passWord} onChange={setPassWord} error={errors.passWord} hint={NEW_PASSWORD_HINT} />
          <PasswordField
            label="确认新密码"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={errors.confirmPassword}
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
            {submitting ? '提交中…' : '重置密码'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
