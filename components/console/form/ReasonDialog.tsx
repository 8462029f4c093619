'use client';
/**
 * A decision that needs a few words (驳回, 停业 / 复业, 已联系 / 关闭, 受理 / 完成 with a remark): the
 * text is checked with the product server's own schema (a schema that takes empty text makes the
 * field optional), an optional 系统提示 asks once more before a destructive one, and a refusal
 * (shown by the transport) leaves the dialog open with the words typed.
 */
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { firstMessage } from '@/lib/validation/form';
import { FormDialog, type Ask } from './FormDialog';

type Props = {
  title: string;
  /** What the decision does, above the field. */
  intro?: ReactNode;
  /** The field's label (驳回原因, 停业原因, 处理备注). */
  label: string;
  placeholder?: string;
  schema: z.ZodType<string>;
  /** The most characters the schema takes (the counter and the input's limit). */
  max?: number;
  submitText: string;
  /** A destructive decision asks 系统提示 with this sentence before it is sent. */
  confirmMessage?: string;
  danger?: boolean;
  /** Sends the decision; rejects when the product server refused (already shown). */
  submit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** After the decision went through. */
  onDone: () => void | Promise<void>;
};

export function ReasonDialog({ title, intro, label, placeholder, schema, max = 200, submitText, confirmMessage, danger, submit, onClose, onDone }: Props) {
  const required = !schema.safeParse('').success;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const send = (ask: Ask) => {
    const parsed = schema.safeParse(reason);
    if (!parsed.success) {
      // Nothing typed: the field's own name says what is missing (the schema's words are general).
      setError(reason.trim() === '' ? `请填写${label}` : firstMessage(parsed.error));
      return;
    }
    setError(undefined);
    return decide(parsed.data, ask);
  };

  const decide = async (text: string, ask: Ask) => {
    if (confirmMessage && !(await ask({ title: '系统提示', message: confirmMessage, confirmText: '确定', cancelText: '取消' }))) return;
    await submit(text);
    await onDone();
  };

  return (
    <FormDialog title={title} onClose={onClose} onSubmit={send} submitLabel={submitText} submitColor={danger ? 'error' : 'primary'} fullWidth maxWidth="sm">
      {intro ? <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{intro}</Box> : null}
      <TextField
        label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder={placeholder ?? `请填写${label}（2–${max} 字）`}
        required={required}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        error={Boolean(error)}
        helperText={error ?? `${required ? '' : '选填，'}${reason.trim().length} / ${max}`}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
    </FormDialog>
  );
}
