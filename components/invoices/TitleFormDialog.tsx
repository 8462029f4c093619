'use client';
/**
 * Adding or editing an invoice title. Its kind follows the account: a personal account invoices in
 * a person's name, a company account in its verified company name with its taxpayer number. The
 * fields are checked with the schema the product server uses; the first bad one gets the focus.
 */
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { invoiceTitleApi } from '@/lib/api/browser/invoices';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { invoiceTitleBody, type InvoiceSettings, type InvoiceTitle, type InvoiceTitleBody } from '@/contract/invoices';
import { notifier } from '@/lib/http/notifier';
import { fieldErrors } from '@/lib/validation/form';
import { COMPANY_FIELDS, CompanyDetailsFields, EMPTY_COMPANY, type CompanyField, type CompanyValues } from './CompanyDetailsFields';

type Errors = Partial<Record<string, string>>;

function initialValues(title: InvoiceTitle | null): CompanyValues & { name: string } {
  if (!title) return { ...EMPTY_COMPANY, name: '' };
  return {
    name: title.name,
    taxNo: title.taxNo ?? '',
    address: title.address ?? '',
    telephone: title.telephone ?? '',
    bankName: title.bankName ?? '',
    bankAccount: title.bankAccount ?? '',
  };
}

export function TitleFormDialog({ settings, title, onClose }: { settings: InvoiceSettings; title: InvoiceTitle | null; onClose: () => void }) {
  const idPrefix = useId();
  const company = settings.accountType === 'company';
  const [values, setValues] = useState(() => initialValues(title));
  const [isDefault, setIsDefault] = useState(title?.isDefault ?? settings.titles.length === 0);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const revalidateAfter = useRevalidateAfter();

  const bodyOf = (): InvoiceTitleBody =>
    company
      ? {
          kind: 'company',
          name: settings.companyName ?? '',
          taxNo: values.taxNo,
          address: values.address,
          telephone: values.telephone,
          bankName: values.bankName,
          bankAccount: values.bankAccount,
          isDefault,
        }
      : { kind: 'person', name: values.name, isDefault };

  // An issue with no field of its own is shown on the name, the one field every title has.
  const problems = (): Errors => fieldErrors(invoiceTitleBody, bodyOf(), 'name');

  const change = (field: CompanyField | 'name', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((shown) => ({ ...shown, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    const firstBad = ['name', ...COMPANY_FIELDS].find((field) => found[field]);
    if (firstBad) {
      document.getElementById(`${idPrefix}-${firstBad}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const body = bodyOf();
      await (title ? invoiceTitleApi.edit({ ...body, id: title.id }) : invoiceTitleApi.add(body));
      notifier().success('抬头已保存');
      await revalidateAfter('invoiceSettingsChanged');
      onClose();
    } catch {
      // The HTTP client has said why (名称须一致, 最多 20 个 …); what was typed stays.
    } finally {
      setSaving(false);
    }
  };

  const headingId = `${idPrefix}-heading`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={headingId}>
      <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
        <DialogTitle id={headingId}>
          {title ? '编辑发票抬头' : '新增发票抬头'}（{company ? '企业' : '个人'}）
        </DialogTitle>
        <DialogContent dividers>
          {company ? (
            <CompanyDetailsFields idPrefix={idPrefix} companyName={settings.companyName ?? ''} values={values} errors={errors} onChange={change} />
          ) : (
            <TextField
              id={`${idPrefix}-name`}
              label="发票抬头（姓名）"
              required
              fullWidth
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? '个人发票请填写本人姓名'}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
          )}
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={isDefault} disabled={title?.isDefault === true} onChange={(event) => setIsDefault(event.target.checked)} />}
            label={title?.isDefault ? '默认抬头（另设默认后取消）' : '设为默认抬头'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? '保存中…' : '保存'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
