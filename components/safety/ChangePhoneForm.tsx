'use client';
/**
 * 更换手机号: a code to the current number proves the customer still holds it, a code to the new
 * number proves they hold that one too (and the product server refuses a number in use). After
 * the change the account logs in with the new number; the devices stay signed in, and the top bar
 * and the center show the new number.
 */
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useSetAtom } from 'jotai';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { changePhoneBody } from '@/contract/accountSafety';
import { accountApi } from '@/lib/api/browser/account';
import { accountSafetyApi } from '@/lib/api/browser/account-safety';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { firstMessage, schemaErrors } from '@/lib/validation/form';
import { maskedPhone } from '@/contract/format';
import { sessionAtom, sessionFromCustomer } from '@/lib/session/state';
import { CodeButton } from '@/components/account/CodeButton';

const FIELDS = ['oldCode', 'phone', 'code'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
const EMPTY: Values = { oldCode: '', phone: '', code: '' };

function problemsOf(values: Values): Errors {
  return schemaErrors(changePhoneBody.safeParse(values).error, FIELDS);
}

export function ChangePhoneForm({ currentPhone }: { currentPhone: string }) {
  const idPrefix = useId();
  const idOf = (field: Field) => `${idPrefix}-${field}`;
  const router = useRouter();
  const setSession = useSetAtom(sessionAtom);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const revalidateAfter = useRevalidateAfter();

  const focusField = (field: Field) => document.getElementById(idOf(field))?.focus();

  const fieldProps = (field: Field, label: string, extra: { inputMode?: 'numeric' | 'tel'; autoComplete?: string } = {}) => ({
    id: idOf(field),
    label,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (errors[field]) setErrors((shown) => ({ ...shown, [field]: problemsOf(next)[field] }));
    },
    error: Boolean(errors[field]),
    helperText: errors[field],
    size: 'small' as const,
    fullWidth: true,
    slotProps: { htmlInput: { inputMode: extra.inputMode, autoComplete: extra.autoComplete ?? 'off', maxLength: field === 'phone' ? 11 : 6 } },
  });

  const sendToOld = async () => {
    try {
      await accountSafetyApi.sendPhoneChangeCode({ step: 'old' });
      notifier().success(`验证码已发送至 ${maskedPhone(currentPhone)}，5 分钟内有效`);
      focusField('oldCode');
      return true;
    } catch {
      return false;
    }
  };

  const sendToNew = async () => {
    const parsed = changePhoneBody.shape.phone.safeParse(values.phone);
    if (!parsed.success) {
      setErrors((shown) => ({ ...shown, phone: firstMessage(parsed.error) }));
      focusField('phone');
      return false;
    }
    try {
      await accountSafetyApi.sendPhoneChangeCode({ step: 'new', phone: parsed.data });
      notifier().success(`验证码已发送至 ${maskedPhone(parsed.data)}，5 分钟内有效`);
      focusField('code');
      return true;
    } catch {
      // The HTTP client has said why (the number is in use, too frequent …).
      return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = problemsOf(values);
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      focusField(firstBad);
      return;
    }
    const body = changePhoneBody.parse(values);
    const confirmed = await notifier().confirm({
      title: '更换手机号',
      message: `确定将登录手机号由 ${maskedPhone(currentPhone)} 更换为 ${maskedPhone(body.phone)} 吗？更换后请使用新手机号登录，原手机号不能再用于登录。`,
      confirmText: '确认更换',
      cancelText: '再想想',
    });
    if (!confirmed) return;
    setSubmitting(true);
    try {
      const { mobile } = await accountSafetyApi.changePhone(body);
      setChangedTo(mobile);
      setValues(EMPTY);
      void revalidateAfter('phoneChanged');
      // The top bar, the saved state and the center's frame show the new number.
      accountApi
        .customer(undefined, { silent: true })
        .then((customer) => setSession((current) => sessionFromCustomer(current.token, customer, current)))
        .catch(() => undefined);
      router.refresh();
    } catch {
      // Shown by the HTTP client (验证码错误, 该手机号已注册 …); what was typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-label="更换手机号">
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {changedTo ? <Alert severity="success" role="status">{`手机号已更换为 ${maskedPhone(changedTo)}，请使用新手机号登录。`}</Alert> : null}
        <Typography variant="body2">
          当前手机号：<strong data-testid="current-phone">{maskedPhone(currentPhone)}</strong>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField {...fieldProps('oldCode', '原手机号验证码', { inputMode: 'numeric', autoComplete: 'one-time-code' })} />
          <CodeButton send={sendToOld} label="原手机号" />
        </Stack>
        <TextField {...fieldProps('phone', '新手机号', { inputMode: 'tel', autoComplete: 'tel' })} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField {...fieldProps('code', '新手机号验证码', { inputMode: 'numeric', autoComplete: 'one-time-code' })} />
          <CodeButton send={sendToNew} label="新手机号" />
        </Stack>
        <Alert severity="info" variant="outlined">
          更换后所有设备保持登录，下次登录请使用新手机号；新手机号不能是已注册的账户。
        </Alert>
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? '提交中…' : '确认更换'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
