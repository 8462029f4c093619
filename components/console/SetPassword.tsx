'use client';
/**
 * /console/setPassword: the holder of a merchant login (opened when the platform approved the
 * shop's application) sets its password with an SMS code sent to the phone on file
 * (`auth/api/sys/password/code`, then `…/set`), with no console session. The product server
 * answers the same whether or not the login exists, so nothing here tells who has an account.
 */
import { useState, type FormEvent } from 'react';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CodeButton } from '@/components/account/CodeButton';
import { consolePasswordSetBody, CONSOLE_USER_MESSAGES } from '@/contract/consoleUsers';
import { consolePasswordApi } from '@/lib/api/browser/console/password';
import { notifier } from '@/lib/http/notifier';
import { CONSOLE_LOGIN_PATH } from '@/lib/routes';
import { SITE } from '@/contract/site';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';
import { ConsoleAuthFrame } from './ConsoleAuthFrame';

const PASSWORD_HINT = '8–32 位，须同时包含字母和数字，不能有空格';

export function SetPassword() {
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const sendCode = async (): Promise<boolean> => {
    const name = username.trim();
    if (!name) {
      setErrors({ username: '请输入账号' });
      return false;
    }
    setErrors((current) => ({ ...current, username: undefined }));
    try {
      await consolePasswordApi.sendCode(name);
    } catch {
      return false;
    }
    notifier().success(CONSOLE_USER_MESSAGES.codeSent);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { username: username.trim(), code: code.trim(), password };
    const problems = fieldErrors(consolePasswordSetBody, body);
    if (again !== password) problems.again = '两次输入的密码不一致';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      await consolePasswordApi.set(body);
    } catch {
      setBusy(false);
      return;
    }
    notifier().success(CONSOLE_USER_MESSAGES.passwordSet);
    setDone(true);
  };

  return (
    <ConsoleAuthFrame>
      <Paper elevation={6} sx={{ width: 420, maxWidth: '100%', p: 4, borderRadius: 2 }}>
        <Typography component="h1" variant="h6" sx={{ textAlign: 'center', mb: 0.5, fontWeight: 600 }}>
          {SITE.name} · 设置登录密码
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 13, mb: 3 }}>验证码将发送至该账号绑定的手机</Typography>
        {done ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="success">{CONSOLE_USER_MESSAGES.passwordSet}</Alert>
            <Button component={NextLink} href={CONSOLE_LOGIN_PATH} prefetch={false} variant="contained" size="large" fullWidth>
              前往登录
            </Button>
          </Box>
        ) : (
          <Box component="form" onSubmit={submit} noValidate aria-label="设置登录密码">
            <TextField
              label="账号"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
              fullWidth
              autoFocus
              error={Boolean(errors.username)}
              helperText={errors.username ?? ' '}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <TextField
                label="短信验证码"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                sx={{ flex: 1 }}
                error={Boolean(errors.code)}
                helperText={errors.code ?? ' '}
                slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' } }}
              />
              <CodeButton send={sendCode} />
            </Box>
            <TextField
              label="新密码"
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              fullWidth
              error={Boolean(errors.password)}
              helperText={errors.password ?? PASSWORD_HINT}
            />
            <TextField
              label="确认新密码"
              type="password"
              value={again}
              onChange={(event) => setAgain(event.target.value)}
              autoComplete="new-password"
              fullWidth
              error={Boolean(errors.again)}
              helperText={errors.again ?? ' '}
              sx={{ mt: 1 }}
            />
            <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 1 }}>
              {busy ? '提交中…' : '设置密码'}
            </Button>
          </Box>
        )}
        {done ? null : (
          <Typography sx={{ mt: 2, textAlign: 'right', fontSize: 13 }}>
            <Link component={NextLink} href={CONSOLE_LOGIN_PATH} prefetch={false}>
              返回登录
            </Link>
          </Typography>
        )}
      </Paper>
    </ConsoleAuthFrame>
  );
}
