'use client';
/**
 * The console's form in a dialog: a title that names the dialog, the fields, 取消 and the submit
 * button. While a save runs both buttons are disabled and the dialog cannot be closed, so a second
 * click neither sends twice nor drops a save the server may already have done; while a 系统提示
 * question before the save is open it is not busy yet, so a declined question leaves it as it was.
 * A refusal keeps the dialog open with everything typed (the transport has shown why); a problem
 * the form itself lists (an import's bad rows) goes in `error`.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { notifier, type ConfirmOptions } from '@/lib/http/notifier';

/** Asks 系统提示 before a save; resolves true when the user confirmed. */
export type Ask = (question: ConfirmOptions) => Promise<boolean>;

export type FormDialogProps = {
  title: ReactNode;
  open?: boolean;
  onClose: () => void;
  /**
   * Checks the fields and, when they pass, starts the save: its promise keeps the dialog busy until
   * it settles and rejects when the save was refused (already shown). Nothing returned: nothing was
   * sent (the form shows its problems), and the dialog never turns busy. A question before the
   * save goes through `ask`.
   */
  onSubmit: (ask: Ask) => Promise<unknown> | undefined;
  /** The fields; a function of the busy state for fields that lock while saving (an uploader). */
  children: ReactNode | ((state: { busy: boolean }) => ReactNode);
  submitLabel?: ReactNode;
  /** The submit button's words while saving, where the wait is long enough to say so. */
  busyLabel?: ReactNode;
  submitColor?: ButtonProps['color'];
  /** The submit button is off for a reason other than saving (nothing to send yet). */
  submitDisabled?: boolean;
  /** A problem with the form as a whole, under the fields. */
  error?: ReactNode;
  /** Merged over the content's grid of fields. */
  contentSx?: SxProps<Theme>;
  fullWidth?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** For content with its own popups that take the focus (the rich-text editor's link and table menus). */
  disableEnforceFocus?: boolean;
};

// The title and the first field's floating label need the room MUI takes from content right below a title.
const CONTENT_SX: SxProps<Theme> = { display: 'grid', gap: 2, pt: '8px !important' };

export function FormDialog({
  title,
  open = true,
  onClose,
  onSubmit,
  children,
  submitLabel = '确定',
  busyLabel,
  submitColor = 'primary',
  submitDisabled = false,
  error,
  contentSx,
  fullWidth,
  maxWidth,
  disableEnforceFocus,
}: FormDialogProps) {
  const titleId = useId();
  const [busy, setBusyState] = useState(false);
  // What the next render will show, for the checks between renders (a second submit, a save that
  // settles after a declined question already cleared it).
  const busyNow = useRef(false);
  const setBusy = (next: boolean) => {
    if (busyNow.current === next) return;
    busyNow.current = next;
    setBusyState(next);
  };

  const ask: Ask = async (question) => {
    setBusy(false);
    const confirmed = await notifier().confirm(question);
    if (confirmed) setBusy(true);
    return confirmed;
  };

  // Busy from the start, in the same render as what onSubmit sets: a form that stops at its checks
  // or at a question never shows its buttons disabled.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busyNow.current) return;
    setBusy(true);
    const saving = onSubmit(ask);
    if (!saving) {
      setBusy(false);
      return;
    }
    saving.then(
      () => setBusy(false),
      () => setBusy(false),
    );
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth={fullWidth} maxWidth={maxWidth} disableEnforceFocus={disableEnforceFocus}>
      {/* The form is the paper's column: its content scrolls, its buttons stay in view. */}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={[CONTENT_SX, ...(Array.isArray(contentSx) ? contentSx : [contentSx])]}>
          {typeof children === 'function' ? children({ busy }) : children}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            取消
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={busy || submitDisabled}>
            {busy && busyLabel ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
