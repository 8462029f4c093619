'use client';
/**
 * Registration of a company or a personal account with an SMS code (zcInformation). The same
 * zod schema as the product server checks each field; nothing typed is lost on a refusal.
 */
import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/Link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useAtom } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { accountApi, type Registration } from '@/lib/api/browser/account';
import { registrationProblems } from '@/lib/api/browser/registration';
import { useChoices } from '@/lib/api/browser/swr';
import { CHOICE_TYPE, SMS_PURPOSE, type AccountType } from '@/contract/auth';
import { notifier } from '@/lib/http/notifier';
import { afterLoginTarget, completeLogin } from '@/lib/session/client';
import { sessionAtom } from '@/lib/session/state';
import type { FieldErrors } from '@/lib/validation/form';
import { isMobilePhone } from '@/contract/validationRules';
import { AuthCard } from './AuthCard';
import { NEW_PASSWORD_HINT, PasswordField, PhoneField, SmsCodeField } from './AccountFields';

type Fields = {
  companyName: string;
  contactName: string;
  personName: string;
  industry: string;
  companySize: string;
  phone: string;
  code: string;
  passWord: string;
  confirmPassword: string;
};

const PHONE_TAKEN = '该手机号已注册，请直接登录';

const EMPTY: Fields = { companyName: '', contactName: '', personName: '', industry: '', companySize: '', phone: '', code: '', passWord: '', confirmPassword: '' };

function registrationOf(accountType: AccountType, fields: Fields): Registration {
  const common = { phone: fields.phone.trim(), code: fields.code.trim(), passWord: fields.passWord };
  if (accountType === 'personal') return { accountType, ...common, personName: fields.personName.trim() };
  return {
    accountType,
    ...common,
    companyName: fields.companyName.trim(),
    contactName: fields.contactName.trim(),
    ...(fields.industry ? { industry: fields.industry } : {}),
    ...(fields.companySize ? { companySize: fields.companySize } : {}),
  };
}

export function RegisterForm() {
  const router = useRouter();
  const redirect = useSearchParams().get('redirect');
  const [session, setSession] = useAtom(sessionAtom);
  const [accountType, setAccountType] = useState<AccountType>('company');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [takenPhone, setTakenPhone] = useState<string | null>(null);
  const industries = useChoices(CHOICE_TYPE.industry, accountType === 'company');
  const sizes = useChoices(CHOICE_TYPE.companySize, accountType === 'company');

  const set = (name: keyof Fields, value: string) => setFields((current) => ({ ...current, [name]: value }));
  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  // Tell at once that a phone is taken, rather than after the SMS code and password are typed.
  const checkPhoneTaken = async () => {
    const phone = fields.phone.trim();
    if (!isMobilePhone(phone)) return;
    const status = await accountApi.phoneStatus(phone).catch(() => null);
    setTakenPhone(status?.registered ? phone : null);
    if (status?.registered) setErrors((current) => ({ ...current, phone: PHONE_TAKEN }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const registration = registrationOf(accountType, fields);
    const problems = registrationProblems(registration);
    if (fields.confirmPassword !== fields.passWord) problems.confirmPassword = '两次输入的密码不一致';
    if (takenPhone !== null && takenPhone === registration.phone) problems.phone ??= PHONE_TAKEN;
    if (!agreed) problems.agreement = '请阅读并同意《租赁服务协议》';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await accountApi.register(registration);
      setSession(await completeLogin(answer.globalId, session));
      notifier().success('注册成功，欢迎使用');
      router.replace(afterLoginTarget(redirect));
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="注册账号"
      footer={
        <span>
          已有账号？<Link href={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>立即登录</Link>
        </span>
      }
    >
      <Tabs
        value={accountType}
        onChange={(_, value: AccountType) => {
          setAccountType(value);
          setErrors({});
        }}
        sx={{ mb: 2 }}
        aria-label="注册类型"
      >
        <Tab value="company" label="企业注册" />
        <Tab value="personal" label="个人注册" />
      </Tabs>
      <Box component="form" noValidate onSubmit={submit} aria-label={accountType === 'company' ? '企业注册' : '个人注册'}>
        <Stack spacing={2.5}>
          {accountType === 'company' ? (
            <>
              <TextField label="企业名称" autoComplete="organization" {...field('companyName')} slotProps={{ htmlInput: { maxLength: 60 } }} />
              <TextField label="联系人姓名" autoComplete="name" {...field('contactName')} slotProps={{ htmlInput: { maxLength: 30 } }} />
              <Stack direction="row" spacing={1}>
                <TextField select label="所属行业（选填）" {...field('industry')}>
                  <MenuItem value="">不选择</MenuItem>
                  {(industries.data ?? []).map((choice) => (
                    <MenuItem key={choice.value} value={choice.value}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select label="企业规模（选填）" {...field('companySize')}>
                  <MenuItem value="">不选择</MenuItem>
                  {(sizes.data ?? []).map((choice) => (
                    <MenuItem key={choice.value} value={choice.value}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
            </>
          ) : (
            <TextField label="真实姓名" autoComplete="name" {...field('personName')} slotProps={{ htmlInput: { maxLength: 30 } }} />
          )}
          <PhoneField value={fields.phone} onChange={(value) => set('phone', value)} error={errors.phone} onBlur={checkPhoneTaken} />
          <SmsCodeField
            value={fields.code}
            onChange={(value) => set('code', value)}
            error={errors.code}
            phone={fields.phone}
            purpose={SMS_PURPOSE.register}
            onInvalidPhone={(message) => setErrors({ phone: message })}
          />
          <PasswordField
            label="设置密码"
            name="passWord"
            autoComplete="new-password"
            value={fields.passWord}
            onChange={(value) => set('passWord', value)}
            error={errors.passWord}
            hint={NEW_PASSWORD_HINT}
          />
          <PasswordField
            label="确认密码"
            name="confirmPassword"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={(value) => set('confirmPassword', value)}
            error={errors.confirmPassword}
          />
          <Box>
            <FormControlLabel
              control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
              label={
                <span>
                  我已阅读并同意
                  <Link href="/LeaseContract" target="_blank">
                    《租赁服务协议》
                  </Link>
                </span>
              }
            />
            {errors.agreement ? <FormHelperText error>{errors.agreement}</FormHelperText> : null}
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
            {submitting ? '提交中…' : '注册'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
