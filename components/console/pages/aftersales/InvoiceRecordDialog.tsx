'use client';
/**
 * Recording an invoice made in the tax system: its number (8 digits, or 20 for a 数电发票) and the
 * date it carries — today by default (Asia/Shanghai), never later, never before `minDate`. The
 * dialogs that record one (开票, 红冲) say what it is for and how to check it; this is the form they
 * share. A refusal keeps what was typed.
 */
import { useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';
import { FormDialog } from '../../form/FormDialog';
import { consoleDateTime } from '../../table/columns';

type RecordedInvoice = { number: string; date: string };
type Problems = Partial<Record<keyof RecordedInvoice, string>>;

/** The body of the call: the request's number and the two fields under the call's own names. */
type Recording<N extends string, D extends string> = { requestNo: string } & Record<N | D, string>;

type Props<N extends string, D extends string> = {
  title: string;
  /** What the invoice is for, above the fields. */
  lead: ReactNode;
  labels: { number: string; date: string; dateHelp: string; submit: string };
  requestNo: string;
  /** The contract's schema of the call, and the names it gives the number and the date. */
  schema: z.ZodType<Recording<N, D>>;
  names: { number: N; date: D };
  /** The earliest date the invoice may carry, and what is said of a date before it or after today. */
  minDate: string;
  dateMessages: { beforeMin: string; future: string };
  send: (body: Recording<N, D>) => Promise<unknown>;
  done: (body: Recording<N, D>) => string;
  onClose: () => void;
  onDone: () => void | Promise<void>;
};

export function InvoiceRecordDialog<N extends string, D extends string>(props: Props<N, D>) {
  const { title, lead, labels, requestNo, schema, names, minDate, dateMessages, send, done, onClose, onDone } = props;
  const [today] = useState(() => consoleDateTime(new Date()).slice(0, 10));
  const [values, setValues] = useState<RecordedInvoice>({ number: '', date: today });
  const [problems, setProblems] = useState<Problems>({});
  const set = (field: keyof RecordedInvoice, value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** The body to send, or what is wrong with each field: the contract's checks, then the date's bounds. */
  const checked = (): { body: Recording<N, D> } | { problems: Problems } => {
    const parsed = schema.safeParse({ requestNo, [names.number]: values.number, [names.date]: values.date });
    if (!parsed.success) {
      // The request's number is no field here: a problem with it is shown on the invoice number.
      return { problems: schemaErrors(parsed.error, ['number', 'date'], {}, (path) => (path[0] === names.date ? 'date' : 'number')) };
    }
    const date = parsed.data[names.date];
    if (date > today) return { problems: { date: dateMessages.future } };
    if (date < minDate) return { problems: { date: dateMessages.beforeMin } };
    return { body: parsed.data };
  };

  const submit = () => {
    const result = checked();
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    return record(result.body);
  };

  const record = async (body: Recording<N, D>) => {
    await send(body);
    notifier().success(done(body));
    await onDone();
  };

  return (
    <FormDialog title={title} onClose={onClose} onSubmit={submit} submitLabel={labels.submit}>
      {lead}
      <TextField
        label={labels.number}
        value={values.number}
        onChange={(event) => set('number', event.target.value)}
        required
        error={Boolean(problems.number)}
        helperText={problems.number ?? '数电发票 20 位数字，纸质发票 8 位数字'}
        slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric', autoComplete: 'off' } }}
        autoFocus
      />
      <TextField
        type="date"
        label={labels.date}
        value={values.date}
        onChange={(event) => set('date', event.target.value)}
        required
        error={Boolean(problems.date)}
        helperText={problems.date ?? labels.dateHelp}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate, max: today } }}
      />
    </FormDialog>
  );
}
