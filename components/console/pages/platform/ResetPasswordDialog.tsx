'use client';
/** 重置密码: a new password (contract/auth.ts's rule), typed twice; every session of that login ends but the caller's own. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { password as passwordRule } from '@/contract/auth';
import type { ConsoleUser } from '@/contract/consoleUsers';
import { consoleUserApi } from '@/lib/api/browser/console/users';
import { notifier } from '@/lib/http/notifier';
import { firstMessage } from '@/lib/validation/form';
import { FormDialog } from '../../form/FormDialog';
import { PASSWORD_HINT } from './UserDialog';

type Props = { user: ConsoleUser; onClose: () => void; onDone: () => void | Promise<void> };

export function ResetPasswordDialog({ user, onClose, onDone }: Props) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});

  const submit = () => {
    const parsed = passwordRule.safeParse(password);
    const found = { password: firstMessage(parsed.error), again: again === password ? undefined : '两次输入的密码不一致' };
    setErrors(found);
    if (!parsed.success || found.again) return;
    return reset(parsed.data);
  };

  const reset = async (newPassword: string) => {
    await consoleUserApi.resetPassword(user.id, newPassword);
    notifier().success('密码已重置，该用户需重新登录');
    await onDone();
  };

  return (
    <FormDialog title="重置密码" onClose={onClose} onSubmit={submit} fullWidth maxWidth="xs">
      <Box sx={{ fontSize: 14, color: 'text.secondary' }}>
        为「{user.nickName}（{user.username}）」设置新密码，该用户的登录会话将全部失效。
      </Box>
      <TextField
        label="新密码"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        fullWidth
        autoComplete="new-password"
        error={Boolean(errors.password)}
        helperText={errors.password ?? PASSWORD_HINT}
      />
      <TextField
        label="确认新密码"
        type="password"
        value={again}
        onChange={(event) => setAgain(event.target.value)}
        required
        fullWidth
        autoComplete="new-password"
        error={Boolean(errors.again)}
        helperText={errors.again}
      />
    </FormDialog>
  );
}
