'use client';
/**
 * A personal account's real-name verification: the name on the ID card and the 18-digit resident
 * ID, checked here with the product server's own schema (check character, real birth date) and
 * age rule before anything is sent.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { personVerificationBody, residentIdAgeProblem, VERIFY_STATUS } from '@/contract/identity';
import { normaliseResidentId } from '@/contract/residentId';
import { verificationApi } from '@/lib/api/browser/verification';
import { useRevalidateAfter } from '@/lib/api/browser/swr';
import { notifier } from '@/lib/http/notifier';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';
import { shanghaiToday } from './shanghaiToday';

export function PersonVerificationForm() {
  const revalidateAfter = useRevalidateAfter();
  const [values, setValues] = useState({ name: '', idNumber: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors(personVerificationBody, values);
    if (!found.idNumber) {
      const ageProblem = residentIdAgeProblem(normaliseResidentId(values.idNumber), shanghaiToday());
      if (ageProblem) found.idNumber = ageProblem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const view = await verificationApi.submitPerson(values);
      notifier().success(view.status === VERIFY_STATUS.verified ? '实名认证成功' : '认证资料已提交，请等待审核');
      await revalidateAfter('verificationSent');
    } catch {
      // Shown by the HTTP client; what was typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-label="个人实名认证">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          label="真实姓名"
          required
          value={values.name}
          onChange={(event) => {
            setValues({ ...values, name: event.target.value });
            setErrors({ ...errors, name: undefined });
          }}
          error={Boolean(errors.name)}
          helperText={errors.name ?? '与身份证上的姓名一致'}
          slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'name' } }}
        />
        <TextField
          label="身份证号码"
          required
          value={values.idNumber}
          onChange={(event) => {
            setValues({ ...values, idNumber: event.target.value });
            setErrors({ ...errors, idNumber: undefined });
          }}
          error={Boolean(errors.idNumber)}
          helperText={errors.idNumber ?? '18 位居民身份证号码，最后一位可以是 X'}
          slotProps={{ htmlInput: { maxLength: 22, autoComplete: 'off', spellCheck: false } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? '提交中…' : '提交认证'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
