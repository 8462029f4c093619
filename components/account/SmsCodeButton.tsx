'use client';
/** "获取验证码" with the 60-second wait the product server enforces (CONTRACT.md, SMS codes). */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { accountApi } from '@/lib/api/browser/account';
import { notifier } from '@/lib/http/notifier';
import { isMobilePhone } from '@/lib/validation/rules';
import type { SmsPurpose } from '@/contract/auth';

const COOLDOWN_SECONDS = 60;

type Props = { phone: string; purpose: SmsPurpose; onInvalidPhone: (message: string) => void };

export function SmsCodeButton({ phone, purpose, onInvalidPhone }: Props) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const trimmed = phone.trim();
    if (!isMobilePhone(trimmed)) {
      onInvalidPhone(trimmed ? '请输入正确的手机号码' : '请输入手机号码');
      return;
    }
    setSending(true);
    try {
      await accountApi.sendSmsCode(trimmed, purpose);
      notifier().success('验证码已发送，5 分钟内有效');
      setSecondsLeft(COOLDOWN_SECONDS);
    } catch {
      // The http layer has shown the product server's reason (too frequent, not registered…).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="outlined" onClick={send} disabled={sending || secondsLeft > 0} sx={{ minWidth: 112, height: 40, flexShrink: 0, whiteSpace: 'nowrap' }}>
      {secondsLeft > 0 ? `${secondsLeft} 秒后重发` : sending ? '发送中…' : '获取验证码'}
    </Button>
  );
}
