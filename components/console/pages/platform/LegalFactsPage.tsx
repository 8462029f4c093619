'use client';
/**
 * 备案与证照 (platform only): the record numbers every storefront page's footer shows and the
 * operator's business-licence facts of /license (docs/storefront.md#legal-facts). Checked by the
 * contract's schema before sending, saved with legal:edit; the storefront's pages follow at once.
 */
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { LEGAL_FACT_LABELS, LEGAL_MESSAGES, LICENCE_PATH, legalFactsBody, type LegalFacts, type LegalFactsSettings } from '@/contract/legal';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';
import { consoleLegalApi } from '@/lib/api/browser/console/legal';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';
import { FormSection } from '../../form/FormSection';
import { useLeaveGuard, usePermission } from '../../hooks';
import { Permitted } from '../../Permitted';

type Field = keyof LegalFacts;
const FIELDS = Object.keys(LEGAL_FACT_LABELS) as Field[];

const EMPTY: LegalFacts = {
  icpRecord: '',
  policeRecord: '',
  telecomLicence: '',
  companyName: '',
  creditCode: '',
  registeredAddress: '',
  legalRepresentative: '',
  businessScope: '',
};

type FieldSpec = { name: Field; required?: boolean; maxLength: number; hint: string; multiline?: boolean };

const RECORDS: readonly FieldSpec[] = [
  { name: 'icpRecord', required: true, maxLength: 30, hint: '如 粤ICP备2023012345号-1；页脚链接到工业和信息化部备案系统' },
  { name: 'policeRecord', maxLength: 30, hint: '如 粤公网安备44030502008888号；页脚链接到全国互联网安全管理服务平台，未取得可留空' },
  { name: 'telecomLicence', maxLength: 30, hint: '如 粤B2-20230456；未取得可留空' },
];

const LICENCE: readonly FieldSpec[] = [
  { name: 'companyName', required: true, maxLength: 60, hint: '与营业执照一致' },
  { name: 'creditCode', required: true, maxLength: 18, hint: '18 位，与营业执照一致' },
  { name: 'legalRepresentative', required: true, maxLength: 30, hint: '' },
  { name: 'registeredAddress', required: true, maxLength: 120, hint: '营业执照上的住所' },
  { name: 'businessScope', required: true, maxLength: 1000, hint: '', multiline: true },
];

export default function LegalFactsPage() {
  const can = usePermission();
  const { data: settings, error, mutate: setSettings } = useSWR(CONSOLE_KEYS.legal, () => consoleLegalApi.read(), { revalidateOnFocus: false });
  const [loadedFrom, setLoadedFrom] = useState<LegalFactsSettings | null>(null);
  const [draft, setDraft] = useState<LegalFacts | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  if (settings && settings !== loadedFrom) {
    setLoadedFrom(settings);
    setDraft(settings.facts ?? EMPTY);
  }
  const dirty = Boolean(draft && loadedFrom && JSON.stringify(draft) !== JSON.stringify(loadedFrom.facts ?? EMPTY));
  useLeaveGuard(dirty);

  if (!draft || !loadedFrom) return error ? <Alert severity="error">备案与证照信息读取失败，请稍后刷新重试。</Alert> : <LinearProgress aria-label="备案与证照信息加载中" />;

  const readOnly = !can('legal:edit');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = legalFactsBody.safeParse(draft);
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await consoleLegalApi.save(draft);
      await setSettings(saved, { revalidate: false });
      notifier().success(LEGAL_MESSAGES.saved);
    } catch {
      // Shown by the transport; the input stays.
    } finally {
      setBusy(false);
    }
  };

  const field = ({ name, required, maxLength, hint, multiline }: FieldSpec) => (
    <TextField
      key={name}
      label={LEGAL_FACT_LABELS[name]}
      value={draft[name]}
      onChange={(event) => setDraft((current) => (current ? { ...current, [name]: event.target.value } : current))}
      required={required}
      disabled={readOnly}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (hint || undefined)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      sx={multiline ? { gridColumn: { md: 'span 2' } } : undefined}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          备案与证照
        </Typography>
        <Button size="small" component="a" href={LICENCE_PATH} target="_blank" rel="noopener">
          查看营业执照页
        </Button>
        {loadedFrom.updatedAt ? (
          <Typography variant="body2" color="text.secondary">
            最后修改：{loadedFrom.updatedAt}
            {loadedFrom.updatedBy ? `（${loadedFrom.updatedBy}）` : ''}
          </Typography>
        ) : null}
      </Box>
      {loadedFrom.facts ? null : <Alert severity="warning">尚未填写备案与证照信息：商城页脚暂不显示备案号和营业执照链接，请在上线前填写。</Alert>}
      {readOnly ? <Alert severity="info">您没有修改备案与证照的权限，只能查看。</Alert> : null}

      <FormSection title="网站备案与经营许可" hint="显示在商城每个页面的页脚。">
        <Box sx={{ display: 'grid', gap: 2 }}>{RECORDS.map(field)}</Box>
      </FormSection>

      <FormSection title="经营者营业执照" hint="依照《电子商务法》第十五条，在营业执照信息页（页脚“营业执照”链接）公示。">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>{LICENCE.map(field)}</Box>
      </FormSection>

      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Permitted perm="legal:edit">
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={busy}>
            保存
          </Button>
        </Permitted>
        <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'}>
          {dirty ? '有未保存的修改' : '所有修改已保存'}
        </Typography>
      </Box>
    </Box>
  );
}
