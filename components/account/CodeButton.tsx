'use client';
/** "获取验证码" that waits the 60 seconds the product server enforces before another code. */
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';

const COOLDOWN_SECONDS = 60;

type Props = {
  /** Sends the code; false when nothing was sent (the reason was shown), so no wait starts. */
  send: () => Promise<boolean>;
  /** Names which number the code goes to, for screen readers (when a form sends codes to two numbers). */
  label?: string;
};

export function CodeButton({ send, label }: Props) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = async () => {
    setSending(true);
    try {
      if (await send()) setSecondsLeft(COOLDOWN_SECONDS);
    } finally {
      setSending(false);
    }
  };

  const text = secondsLeft > 0 ? `${secondsLeft} 秒后重发` : sending ? '发送中…' : '获取验证码';
  return (
    <Button
      variant="outlined"
      onClick={() => void onClick()}
      disabled={sending || secondsLeft > 0}
      {...(label ? { 'aria-label': `${text}（${label}）` } : {})}
      sx={{ minWidth: 112, height: 40, flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
}
