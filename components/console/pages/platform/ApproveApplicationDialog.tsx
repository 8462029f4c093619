'use client';
/**
 * 通过 a shop application: the shop's name, slug, city and intro and its first merchant login
 * (suggested from the application, editable). The product server opens the shop, the login and
 * texts the applicant a code to set the password; the dialog then shows what was opened, whether
 * the code went out, and links to the new store page. A refusal (a slug or login already taken)
 * keeps every field as typed.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { applicationApproveBody, type ApplicationApproval, type ApplicationApproved, type ConsoleApplication } from '@/contract/consoleApplications';
import { consoleApplicationApi } from '@/lib/api/browser/console/applications';
import { notifier } from '@/lib/http/notifier';
import { storeHref } from '@/lib/routing/hrefs';
import { CONSOLE_SET_PASSWORD_PATH } from '@/lib/routes';
import { FormDialog } from '../../form/FormDialog';
import { suggestCity, suggestSlug, suggestStoreName, suggestUsername } from './suggestions';
import { schemaErrors } from '@/lib/validation/form';

const FIELDS = ['storeName', 'slug', 'city', 'intro', 'username', 'nickName'] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

function initialForm(application: ConsoleApplication): Form {
  const slug = suggestSlug(application.company, application.id);
  return {
    storeName: suggestStoreName(application.company),
    slug,
    city: suggestCity(application.company),
    intro: '',
    username: suggestUsername(slug),
    nickName: application.contactName,
  };
}

type Props = { application: ConsoleApplication; onClose: () => void; onApproved: () => void | Promise<void> };

export function ApproveApplicationDialog({ application, onClose, onApproved }: Props) {
  const [form, setForm] = useState<Form>(() => initialForm(application));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<ApplicationApproved | null>(null);

  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const parsed = applicationApproveBody.safeParse({ id: application.id, ...form, nickName: form.nickName.trim() === '' ? undefined : form.nickName });
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    return approve(parsed.data);
  };

  const approve = async (body: ApplicationApproval) => {
    setResult(await consoleApplicationApi.approve(body));
    notifier().success('已通过，店铺已开通');
    await onApproved();
  };

  const field = (name: Field, label: string, extra: { helper?: string; required?: boolean; multiline?: boolean; maxLength?: number } = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(event) => set(name)(event.target.value)}
      required={extra.required ?? true}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name] ?? extra.helper}
      slotProps={{ htmlInput: { maxLength: extra.maxLength } }}
    />
  );

  if (result) {
    const store = result.application.store;
    return (
      <Dialog open onClose={onClose} aria-labelledby="approve-result-title" fullWidth maxWidth="sm">
        <DialogTitle id="approve-result-title">店铺已开通</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Alert severity="success">「{result.application.company}」的入驻申请已通过。</Alert>
          <Box
            component="dl"
            aria-label="开通结果"
            sx={{ display: 'grid', gridTemplateColumns: '112px 1fr', rowGap: 1, m: 0, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}
          >
            <dt>店铺</dt>
            <dd>
              {store ? (
                <Link href={storeHref(store.id)} target="_blank" rel="noopener">
                  {store.name}（{store.slug}）
                </Link>
              ) : (
                '—'
              )}
            </dd>
            <dt>商家登录账号</dt>
            <dd>{result.application.merchantUsername ?? '—'}</dd>
            <dt>设置密码验证码</dt>
            <dd data-testid="password-code-sent">{result.passwordCodeSent ? `已发送至 ${result.application.phone}` : '未发送'}</dd>
          </Box>
          {result.passwordCodeSent ? (
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>商家可凭短信验证码在 {CONSOLE_SET_PASSWORD_PATH} 设置登录密码，验证码 5 分钟内有效。</Typography>
          ) : (
            <Alert severity="warning">该手机号的验证码暂时无法发送（发送过于频繁或已达今日上限），请告知商家稍后在 {CONSOLE_SET_PASSWORD_PATH} 页面重新获取验证码。</Alert>
          )}
        </DialogContent>
        <DialogActions>
          {store ? (
            <Button component="a" href={storeHref(store.id)} target="_blank" rel="noopener">
              查看店铺主页
            </Button>
          ) : null}
          <Button variant="contained" onClick={onClose}>
            完成
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <FormDialog title="通过入驻申请" onClose={onClose} onSubmit={submit} submitLabel="确认通过" fullWidth maxWidth="sm">
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {application.company}（联系人 {application.contactName}，{application.phone}）。通过后将开通店铺及其商家后台账号，并向该手机号发送设置密码的验证码。
      </Typography>
      {field('storeName', '店铺名称', { maxLength: 30 })}
      {field('slug', '店铺标识', { helper: '2–32 位小写字母、数字和连字符，用于店铺标志', maxLength: 32 })}
      {field('city', '所在城市', { maxLength: 20 })}
      {field('intro', '店铺简介', { required: false, multiline: true, maxLength: 200 })}
      {field('username', '商家登录账号', { helper: '4–30 位小写字母、数字或下划线', maxLength: 30 })}
      {field('nickName', '商家姓名', { required: false, helper: '默认为申请联系人', maxLength: 30 })}
    </FormDialog>
  );
}
