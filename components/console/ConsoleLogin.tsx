'use client';
/**
 * The back office's login (docs/product-rules.md#accounts): username (trimmed before sending),
 * password and the captcha picture of `auth/api/captcha` (click for another), sent to
 * `auth/api/login/sys` through the /prod-api door, which keeps the token in the console's own
 * HttpOnly cookie. A failed try gets a new captcha, as the captcha is good for one try only.
 * A merchant login without a password yet (or a forgotten one) sets it on /console/setPassword.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CaptchaChallenge } from '@/contract/auth';
import { consoleAuthApi } from '@/lib/api/browser/console/auth';
import { reloadAt } from '@/lib/navigation';
import { CONSOLE_SET_PASSWORD_PATH } from '@/lib/routes';
import { SITE } from '@/contract/site';
import { ConsoleAuthFrame } from './ConsoleAuthFrame';

type Errors = Partial<Record<'username' | 'password' | 'code', string>>;

export function ConsoleLogin({ target }: { target: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha(await consoleAuthApi.captcha());
    } catch {
      setCaptcha(null);
    }
  }, []);

  useEffect(() => {
    let alive = true;
    consoleAuthApi
      .captcha()
      .then((challenge) => {
        if (alive) setCaptcha(challenge);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = username.trim();
    const found: Errors = {};
    if (!trimmed) found.username = '请输入您的账号';
    if (!password) found.password = '请输入您的密码';
    if (!code.trim()) found.code = '请输入验证码';
    setErrors(found);
    if (Object.keys(found).length > 0 || !captcha) return;
    setBusy(true);
    try {
      await consoleAuthApi.login({ username: trimmed, password, code: code.trim(), uuid: captcha.uuid });
      // A full load: nothing of a previous console session may survive in memory.
      reloadAt(target);
    } catch {
      setBusy(false);
      setCode('');
      void refreshCaptcha();
    }
  };

  return (
    <ConsoleAuthFrame>
      <Paper component="form" onSubmit={submit} noValidate elevation={6} sx={{ width: 400, maxWidth: '100%', p: 4, borderRadius: 2 }}>
        <Typography component="h1" variant="h6" sx={{ textAlign: 'center', mb: 0.5, fontWeight: 600 }}>
          {SITE.name} · 管理后台
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 13, mb: 3 }}>平台运营与商家工作台</Typography>
        <TextField
          label="账号"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          fullWidth
          autoFocus
          error={Boolean(errors.username)}
          helperText={errors.username ?? ' '}
        />
        <TextField
          label="密码"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password ?? ' '}
        />
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            label="验证码"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            sx={{ flex: 1 }}
            error={Boolean(errors.code)}
            helperText={errors.code ?? ' '}
            slotProps={{ htmlInput: { maxLength: 8 } }}
          />
          <Box
            component="button"
            type="button"
            onClick={() => void refreshCaptcha()}
            title="看不清？点击换一张"
            aria-label="换一张验证码"
            sx={{ width: 120, height: 40, p: 0, border: '1px solid #dcdfe6', borderRadius: 1, background: '#fff', cursor: 'pointer', overflow: 'hidden', flex: 'none' }}
          >
            {captcha ? (
              // A data: URL of the product server's SVG; next/image has nothing to optimise in it.
              <Box component="img" src={captcha.img} alt="验证码" data-uuid={captcha.uuid} sx={{ width: '100%', height: '100%', display: 'block' }} />
            ) : (
              <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                获取验证码
              </Typography>
            )}
          </Box>
        </Box>
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy} sx={{ mt: 1 }}>
          {busy ? '登 录 中...' : '登 录'}
        </Button>
        <Typography sx={{ mt: 2, textAlign: 'right', fontSize: 13, color: 'text.secondary' }}>
          首次登录或忘记密码？
          <Link component={NextLink} href={CONSOLE_SET_PASSWORD_PATH} prefetch={false}>
            设置密码
          </Link>
        </Typography>
      </Paper>
    </ConsoleAuthFrame>
  );
}
