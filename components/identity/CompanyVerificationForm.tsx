'use client';
/**
 * A company account's business verification: the company's name, its unified social credit code,
 * the legal person and a picture of the business licence. A code whose check character fails is
 * told as a warning, not a refusal (some early codes are legal and fail it): the customer may
 * still send it, and the platform's reviewer sees the warning.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PhotoUploader } from '@/components/upload/PhotoUploader';
import { companyVerificationBody, creditCodeWarning } from '@/contract/identity';
import { creditCodeProblem, normaliseCreditCode } from '@/contract/creditCode';
import type { UploadedFile } from '@/contract/files';
import { verificationApi } from '@/lib/api/browser/verification';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';

/** The warning for what is typed so far, once it has the shape of a code. */
function warningFor(typed: string): string | null {
  const code = normaliseCreditCode(typed);
  return creditCodeProblem(code) === 'checkDigit' ? creditCodeWarning(code) : null;
}

export function CompanyVerificationForm({ companyName = '' }: { companyName?: string }) {
  const revalidateAfter = useRevalidateAfter();
  const [values, setValues] = useState({ companyName, creditCode: '', legalPerson: '' });
  const [licence, setLicence] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const warning = warningFor(values.creditCode);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, licenceKey: licence[0]?.key ?? '' };
    const found = fieldErrors(companyVerificationBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await verificationApi.submitCompany(body);
      if (answer.creditCodeWarning) notifier().warning(answer.creditCodeWarning);
      notifier().success('认证资料已提交，平台将在 1–3 个工作日内完成审核');
      await revalidateAfter('verificationSent');
    } catch {
      // Shown by the HTTP client; what was typed stays (a used picture must be uploaded again).
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: 'companyName' | 'creditCode' | 'legalPerson', label: string, hint: string, maxLength: number) => (
    <TextField
      label={label}
      required
      value={values[name]}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        // What was wrong is told again on the next submit; while typing, the warning speaks.
        setErrors({ ...errors, [name]: undefined });
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      slotProps={{ htmlInput: { maxLength, autoComplete: 'off', spellCheck: false } }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-label="企业认证">
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        {field('companyName', '企业名称', '与营业执照上的名称一致', 60)}
        {field('creditCode', '统一社会信用代码', '营业执照上的 18 位代码', 24)}
        {warning && !errors.creditCode ? (
          <Alert severity="warning" role="status">
            {warning}
          </Alert>
        ) : null}
        {field('legalPerson', '法定代表人', '营业执照上的法定代表人姓名', 30)}
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            营业执照照片 *
          </Typography>
          <PhotoUploader
            purpose="licence"
            label="营业执照"
            max={1}
            value={licence}
            onChange={(next) => {
              setLicence(next);
              setErrors({ ...errors, licenceKey: undefined });
            }}
            disabled={submitting}
          />
          {errors.licenceKey ? <FormHelperText error>{errors.licenceKey}</FormHelperText> : null}
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? '提交中…' : warning ? '仍然提交审核' : '提交审核'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
