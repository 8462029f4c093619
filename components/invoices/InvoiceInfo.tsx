'use client';
/**
 * /invoiceInfo: what invoices are made out to and sent to. The receiving email; the invoice titles
 * (抬头: a person's name for a personal account, the verified company name and taxpayer number for a
 * company) with one default, added, edited and deleted after confirming; and, for a company, the
 * 增值税专用发票 qualification submitted for the platform's review (审核中 → 已通过, or 未通过 with
 * the reason, corrected and submitted again).
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from '@/components/ui/Link';
import { invoiceTitleApi } from '@/lib/api/browser/invoices';
import { useInvoiceSettings, useRevalidateAfter } from '@/lib/api/browser/swr';
import {
  INVOICE_TITLE_KIND_NAMES,
  INVOICE_TITLES_MAX,
  invoiceEmail,
  QUALIFICATION_STATUS,
  vatQualificationBody,
  type InvoiceSettings,
  type InvoiceTitle,
  type VatQualification,
} from '@/contract/invoices';
import { notifier } from '@/lib/http/notifier';
import { errorsByField, firstMessage } from '@/lib/validation/form';
import { COMPANY_FIELDS, CompanyDetailsFields, EMPTY_COMPANY, type CompanyField, type CompanyValues } from './CompanyDetailsFields';
import { TitleFormDialog } from './TitleFormDialog';

export function InvoiceInfo() {
  const { data, error, mutate } = useInvoiceSettings();
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void mutate()}>重试</Button>}>
        开票信息加载失败，请稍后重试
      </Alert>
    );
  }
  if (!data) return <Skeleton variant="rounded" height={360} aria-label="加载中" />;
  return (
    <Stack spacing={3}>
      <EmailSection key={data.email ?? ''} email={data.email} />
      <TitleSection settings={data} />
      {/* Keyed so that its form starts again from the latest details (a company title added meanwhile fills it). */}
      <QualificationSection key={data.qualification?.submittedAt ?? `none-${data.titles.length}`} settings={data} />
      <Typography variant="body2" color="text.secondary">
        填写好开票信息后，可在 <Link href="/myInvoice">我的发票</Link> 中勾选已支付的款项申请开票。开票规则见 <Link href="/InvoiceDescription">发票说明</Link>。
      </Typography>
    </Stack>
  );
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Box sx={{ ml: 'auto' }}>{actions}</Box>
      </Stack>
      {children}
    </Paper>
  );
}

function EmailSection({ email }: { email: string | null }) {
  const [value, setValue] = useState(email ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = invoiceEmail.safeParse(value);
    if (!parsed.success) {
      setProblem(firstMessage(parsed.error) ?? '请输入正确的邮箱地址');
      return;
    }
    setSaving(true);
    try {
      await invoiceTitleApi.saveEmail(parsed.data);
      notifier().success('接收邮箱已保存');
      await revalidateAfter('invoiceSettingsChanged');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title="接收邮箱">
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void save(event)}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="接收邮箱"
          required
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? (email ? '数电发票开具后发送至该邮箱' : '尚未填写：申请开票前请填写接收发票的邮箱')}
          sx={{ width: { xs: '100%', md: 360 } }}
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 100, autoComplete: 'email' } }}
        />
        <Button type="submit" variant="outlined" disabled={saving} sx={{ height: 56 }}>
          {saving ? '保存中…' : '保存邮箱'}
        </Button>
      </Box>
    </Section>
  );
}

function TitleSection({ settings }: { settings: InvoiceSettings }) {
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidateAfter = useRevalidateAfter();
  const full = settings.titles.length >= INVOICE_TITLES_MAX;

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notifier().success(done);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
      await revalidateAfter('invoiceSettingsChanged');
    }
  };

  const remove = async (title: InvoiceTitle) => {
    const confirmed = await notifier().confirm({
      title: '删除发票抬头',
      message: `确定删除抬头「${title.name}」吗？已提交的发票申请不受影响。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (confirmed) await act(() => invoiceTitleApi.remove(title.id), '抬头已删除');
  };

  return (
    <Section
      title="发票抬头"
      actions={
        <Button variant="contained" onClick={() => setEditing('new')} disabled={full} title={full ? `最多保存 ${INVOICE_TITLES_MAX} 个抬头` : undefined}>
          新增抬头
        </Button>
      }
    >
      {settings.titles.length === 0 ? (
        <Box sx={{ p: 3, textAlign: 'center', bgcolor: '#fafbfc', borderRadius: 1 }}>
          <Typography sx={{ mb: 1 }}>还没有发票抬头</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {settings.accountType === 'company'
              ? `添加企业抬头（${settings.companyName ?? ''}）和纳税人识别号后即可申请增值税普通发票。`
              : '添加本人姓名作为抬头后即可申请增值税普通发票。'}
          </Typography>
          <Button variant="outlined" onClick={() => setEditing('new')}>
            新增抬头
          </Button>
        </Box>
      ) : (
        <Box component="ul" aria-label="发票抬头" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {settings.titles.map((title) => (
            <Paper
              component="li"
              variant="outlined"
              key={title.id}
              aria-label={`抬头 ${title.name}`}
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 240 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600 }}>{title.name}</Typography>
                  <Chip size="small" label={INVOICE_TITLE_KIND_NAMES[title.kind]} />
                  {title.isDefault ? <Chip size="small" color="primary" label="默认" /> : null}
                </Stack>
                {title.taxNo ? (
                  <Typography variant="body2" color="text.secondary">
                    纳税人识别号：{title.taxNo}
                  </Typography>
                ) : null}
                {title.address || title.telephone ? (
                  <Typography variant="body2" color="text.secondary">
                    {[title.address, title.telephone].filter(Boolean).join(' ')}
                  </Typography>
                ) : null}
                {title.bankName || title.bankAccount ? (
                  <Typography variant="body2" color="text.secondary">
                    {[title.bankName, title.bankAccount].filter(Boolean).join(' ')}
                  </Typography>
                ) : null}
              </Box>
              {title.isDefault ? null : (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => void act(() => invoiceTitleApi.makeDefault(title.id), '已设为默认抬头')}
                  aria-label={`将 ${title.name} 设为默认抬头`}
                >
                  设为默认
                </Button>
              )}
              <Button size="small" disabled={busy} onClick={() => setEditing(title)} aria-label={`编辑抬头 ${title.name}`}>
                编辑
              </Button>
              <Button size="small" color="error" disabled={busy} onClick={() => void remove(title)} aria-label={`删除抬头 ${title.name}`}>
                删除
              </Button>
            </Paper>
          ))}
        </Box>
      )}
      {editing ? <TitleFormDialog settings={settings} title={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Section>
  );
}

const CHIP_COLOR = { 0: 'warning', 1: 'success', 2: 'error' } as const;

function valuesOf(settings: InvoiceSettings): CompanyValues {
  const source = settings.qualification ?? settings.titles.find((title) => title.kind === 'company');
  if (!source) return EMPTY_COMPANY;
  return { taxNo: source.taxNo ?? '', address: source.address ?? '', telephone: source.telephone ?? '', bankName: source.bankName ?? '', bankAccount: source.bankAccount ?? '' };
}

function QualificationSection({ settings }: { settings: InvoiceSettings }) {
  const idPrefix = useId();
  const qualification = settings.qualification;
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<CompanyValues>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  if (settings.accountType !== 'company') {
    return (
      <Section title="增值税专用发票资质">
        <Typography color="text.secondary">增值税专用发票仅向企业账户开具。个人账户可申请增值税普通发票；需要以企业名义开票的，请使用该企业的账户下单。</Typography>
      </Section>
    );
  }
  if (!settings.verified) {
    return (
      <Section title="增值税专用发票资质">
        <Alert
          severity="info"
          action={
            <Button component={Link} href="/authentication">
              去认证
            </Button>
          }
        >
          完成企业认证后，可提交增值税专用发票资质，经平台审核通过后申请增值税专用发票。
        </Alert>
      </Section>
    );
  }

  const change = (field: CompanyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { name: settings.companyName ?? '', ...values };
    const parsed = vatQualificationBody.safeParse(body);
    if (!parsed.success) {
      // An issue with no field of its own is shown on the first field, the tax number.
      const found = errorsByField(parsed.error, 'taxNo');
      setErrors(found);
      const firstBad = COMPANY_FIELDS.find((field) => found[field]);
      if (firstBad) document.getElementById(`${idPrefix}-${firstBad}`)?.focus();
      return;
    }
    if (qualification?.status === QUALIFICATION_STATUS.approved) {
      const confirmed = await notifier().confirm({
        title: '重新提交资质',
        message: '重新提交后资质将重新审核，审核通过前不能申请增值税专用发票（已提交的申请不受影响）。确定提交吗？',
        confirmText: '重新提交',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    setSaving(true);
    try {
      await invoiceTitleApi.submitQualification(body);
      notifier().success('资质已提交，平台审核通过后即可申请增值税专用发票');
      setEditing(false);
      await revalidateAfter('invoiceSettingsChanged');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  const showForm = editing || qualification === null;
  return (
    <Section title="增值税专用发票资质" actions={qualification ? <Chip color={CHIP_COLOR[qualification.status]} label={qualification.statusName} /> : null}>
      {qualification ? (
        <QualificationSummary qualification={qualification} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          一般纳税人企业可提交资质，平台审核通过后即可申请增值税专用发票（数电发票，可按规定抵扣进项税额）。
        </Typography>
      )}
      {showForm ? (
        <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-label="专用发票资质" sx={{ mt: qualification ? 2 : 0 }}>
          <CompanyDetailsFields idPrefix={idPrefix} companyName={settings.companyName ?? ''} values={values} errors={errors} onChange={change} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            {qualification ? <Button onClick={() => setEditing(false)}>取消</Button> : null}
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? '提交中…' : '提交审核'}
            </Button>
          </Stack>
        </Box>
      ) : qualification && qualification.status !== QUALIFICATION_STATUS.pending ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => {
              setValues(valuesOf(settings));
              setEditing(true);
            }}
          >
            {qualification.status === QUALIFICATION_STATUS.rejected ? '修改后重新提交' : '修改资质'}
          </Button>
        </Stack>
      ) : null}
    </Section>
  );
}

function QualificationSummary({ qualification }: { qualification: VatQualification }) {
  return (
    <>
      {qualification.status === QUALIFICATION_STATUS.rejected ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          审核未通过：{qualification.reason}
        </Alert>
      ) : qualification.status === QUALIFICATION_STATUS.pending ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          资质审核中，平台审核通过后即可申请增值税专用发票。
        </Alert>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0, '& dd': { m: 0 }, '& dt': { color: 'text.secondary' } }}>
        <dt>企业名称</dt>
        <dd>{qualification.name}</dd>
        <dt>纳税人识别号</dt>
        <dd>{qualification.taxNo}</dd>
        <dt>注册地址、电话</dt>
        <dd>{[qualification.address, qualification.telephone].filter(Boolean).join(' ') || '—'}</dd>
        <dt>开户银行及账号</dt>
        <dd>{[qualification.bankName, qualification.bankAccount].filter(Boolean).join(' ') || '—'}</dd>
        <dt>提交时间</dt>
        <dd>{qualification.submittedAt}</dd>
        {qualification.reviewedAt ? (
          <>
            <dt>审核时间</dt>
            <dd>{qualification.reviewedAt}</dd>
          </>
        ) : null}
      </Box>
    </>
  );
}
