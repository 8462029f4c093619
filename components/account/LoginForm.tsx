'use client';
/**
 * Password login and SMS-code login (paLogin, yanLogin: docs/product-rules.md#accounts). After a login it
 * goes back to the redirect target, but only to a path on this shop (lib/session/redirect).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/Link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useAtom } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { accountApi } from '@/lib/api/browser/account';
import { codeLoginBody, passwordLoginBody, SMS_PURPOSE } from '@/contract/auth';
import { afterLoginTarget, completeLogin, rememberLoginTarget } from '@/lib/session/client';
import { sessionAtom } from '@/lib/session/state';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';
import { normaliseLoginName } from '@/contract/validationRules';
import { AuthCard } from './AuthCard';
import { PasswordField, PhoneField, SmsCodeField } from './AccountFields';

type Mode = 'password' | 'code';

export function LoginForm() {
  const router = useRouter();
  const redirect = useSearchParams().get('redirect');
  const [session, setSession] = useAtom(sessionAtom);
  const [mode, setMode] = useState<Mode>('password');
  const [phone, setPhone] = useState('');
  const [passWord, setPassWord] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => rememberLoginTarget(redirect), [redirect]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const login = normaliseLoginName(phone);
    const problems = mode === 'password' ? fieldErrors(passwordLoginBody, { phone: login, passWord }) : fieldErrors(codeLoginBody, { phone: login, code });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      const answer = mode === 'password' ? await accountApi.loginByPassword(login, passWord) : await accountApi.loginByCode(login, code.trim());
      setSession(await completeLogin(answer.globalId, session));
      router.replace(afterLoginTarget(redirect));
    } catch {
      // The reason (wrong password, throttled, bad code) has been shown; the form keeps its values.
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="欢迎登录"
      footer={
        <>
          <Link href="/Retrieve">忘记密码？</Link>
          <span>
            还没有账号？<Link href={redirect ? `/rgister?redirect=${encodeURIComponent(redirect)}` : '/rgister'}>免费注册</Link>
          </span>
        </>
      }
    >
      <Tabs
        value={mode}
        onChange={(_, value: Mode) => {
          setMode(value);
          setErrors({});
        }}
        sx={{ mb: 2 }}
        aria-label="登录方式"
      >
        <Tab value="password" label="密码登录" />
        <Tab value="code" label="验证码登录" />
      </Tabs>
      <Box component="form" noValidate onSubmit={submit} aria-label={mode === 'password' ? '密码登录' : '验证码登录'}>
        <Stack spacing={2.5}>
          <PhoneField value={phone} onChange={setPhone} error={errors.phone} autoComplete="username" />
          {mode === 'password' ? (
            <PasswordField label="密码" name="passWord" autoComplete="current-password" value={passWord} onChange={setPassWord} error={errors.passWord} />
          ) : (
            <SmsCodeField
              value={code}
              onChange={setCode}
              error={errors.code}
              phone={phone}
              purpose={SMS_PURPOSE.login}
              onInvalidPhone={(message) => setErrors({ phone: message })}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
            {submitting ? '登录中…' : '登录'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
