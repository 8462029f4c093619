'use client';
/**
 * 修改登录密码: the old password, the new one twice. The new one follows the registration's rules
 * (the shared schema says why it does not); the change signs out every other device, which the
 * form says before and after.
 */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordBody } from '@/contract/accountSafety';
import { accountSafetyApi } from '@/lib/api/browser/account-safety';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';

const FIELDS = ['oldPassWord', 'passWord', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const EMPTY: Values = { oldPassWord: '', passWord: '', confirm: '' };

export const MISMATCH = '两次输入的新密码不一致';

function problemsOf(values: Values): Errors {
  const { error } = changePasswordBody.safeParse({ oldPassWord: values.oldPassWord, passWord: values.passWord });
  // The schema has no `confirm`: the repeated password is the page's own check, below.
  const errors: Errors = schemaErrors(error, FIELDS);
  if (!values.confirm) errors.confirm = '请再次输入新密码';
  else if (values.confirm !== values.passWord) errors.confirm = MISMATCH;
  return errors;
}

export function ChangePasswordForm() {
  const idPrefix = useId();
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const revalidateAfter = useRevalidateAfter();

  const fieldProps = (field: Field, label: string, autoComplete: string, hint?: string) => ({
    id: idOf(field),
    label,
    type: 'password',
    autoComplete,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (errors[field]) setErrors((shown) => ({ ...shown, [field]: problemsOf(next)[field] }));
    },
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint,
    fullWidth: true,
    size: 'small' as const,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = problemsOf(values);
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      document.getElementById(idOf(firstBad))?.focus();
      return;
    }
    const confirmed = await notifier().confirm({
      title: '修改登录密码',
      message: '修改后，除当前设备外，其他已登录的设备都将退出登录，需要用新密码重新登录。确定修改吗？',
      confirmText: '确认修改',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    setSubmitting(true);
    setDone(null);
    try {
      const { signedOut } = await accountSafetyApi.changePassword(values.oldPassWord, values.passWord);
      setValues(EMPTY);
      setDone(signedOut > 0 ? `密码已修改。其他 ${signedOut} 台设备已退出登录，当前设备保持登录。` : '密码已修改。当前没有其他设备登录，当前设备保持登录。');
      void revalidateAfter('passwordChanged');
    } catch {
      // The HTTP client has shown why (原密码错误, too many tries …); what was typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-label="修改登录密码">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {done ? (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        ) : null}
        <TextField {...fieldProps('oldPassWord', '原密码', 'current-password')} />
        <TextField {...fieldProps('passWord', '新密码', 'new-password', '8–32 位，须同时包含字母和数字，不能有空格')} />
        <TextField {...fieldProps('confirm', '确认新密码', 'new-password')} />
        <Alert severity="info" variant="outlined">
          修改成功后，其他设备上的登录将全部失效，当前设备保持登录。
        </Alert>
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? '提交中…' : '修改密码'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
