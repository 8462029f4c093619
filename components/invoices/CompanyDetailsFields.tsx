'use client';
/**
 * The company details an invoice carries (taxpayer number, registered address and telephone, bank
 * and account), shared by a company title and the special VAT invoice qualification. The name is
 * the verified company name and cannot be typed (the help page: 企业发票抬头须与认证的企业名称一致).
 * A credit code whose check character fails is a warning, not an error: some legal early codes fail it.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { taxNumberWarning } from '@/contract/invoices';

export const COMPANY_FIELDS = ['taxNo', 'address', 'telephone', 'bankName', 'bankAccount'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyValues = Record<CompanyField, string>;
export const EMPTY_COMPANY: CompanyValues = { taxNo: '', address: '', telephone: '', bankName: '', bankAccount: '' };

export function CompanyDetailsFields({
  idPrefix,
  companyName,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  companyName: string;
  values: CompanyValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: CompanyField, value: string) => void;
}) {
  const props = (field: CompanyField, hint?: string | null) => ({
    id: `${idPrefix}-${field}`,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hint ?? undefined,
    fullWidth: true,
  });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <TextField
        id={`${idPrefix}-name`}
        label="发票抬头（企业名称）"
        value={companyName}
        required
        fullWidth
        helperText="须与认证的企业名称一致"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        {...props('taxNo', taxNumberWarning(values.taxNo) ?? '统一社会信用代码，或 15、17、20 位税号')}
        label="纳税人识别号"
        required
        slotProps={{ htmlInput: { maxLength: 24, autoCapitalize: 'characters' } }}
      />
      <TextField {...props('address', '选填')} label="注册地址" slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField {...props('telephone', '选填，如 0755-88886666')} label="注册电话" slotProps={{ htmlInput: { maxLength: 24, inputMode: 'tel' } }} />
      <TextField {...props('bankName', '选填')} label="开户银行" slotProps={{ htmlInput: { maxLength: 60 } }} />
      <TextField {...props('bankAccount', '选填')} label="银行账号" slotProps={{ htmlInput: { maxLength: 40, inputMode: 'numeric' } }} />
    </Box>
  );
}
