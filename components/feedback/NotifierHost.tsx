'use client';
/**
 * The UI side of lib/http/notifier: toasts for warnings, errors and notices, and the confirm
 * dialog (the 401 "登录状态已过期" question). The texts come from the caller; this only shows them.
 */
import { useEffect, useRef, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/lib/theme';
import { setNotifier, type ConfirmOptions, type Notifier } from '@/lib/http/notifier';

type Toast = { id: number; severity: AlertColor; message: string; durationMs: number };
type PendingConfirm = ConfirmOptions & { resolve: (confirmed: boolean) => void };

const DEFAULT_TOAST_MS = 3000;

/** `onReady` receives the installed notifier (LazyNotifierHost replays what was said before it loaded). */
export function NotifierHost({ onReady }: { onReady?: (notifier: Notifier) => void }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const nextId = useRef(1);

  useEffect(() => {
    const push = (severity: AlertColor, message: string, durationMs = DEFAULT_TOAST_MS) => {
      const id = nextId.current++;
      setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, severity, message, durationMs }]);
    };
    const installed: Notifier = {
      success: (message) => push('success', message),
      info: (message, durationMs) => push('info', message, durationMs),
      warning: (message) => push('warning', message),
      error: (message) => push('error', message),
      confirm: (options) => new Promise<boolean>((resolve) => setConfirm({ ...options, resolve })),
    };
    setNotifier(installed);
    onReady?.(installed);
  }, [onReady]);

  const current = toasts[0];
  const dismiss = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));
  const answer = (confirmed: boolean) => {
    confirm?.resolve(confirmed);
    setConfirm(null);
  };

  return (
    <ThemeProvider theme={theme}>
      <Snackbar
        key={current?.id}
        open={Boolean(current)}
        autoHideDuration={current?.durationMs ?? DEFAULT_TOAST_MS}
        onClose={(_, reason) => reason !== 'clickaway' && current && dismiss(current.id)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {current ? (
          <Alert severity={current.severity} variant="filled" onClose={() => dismiss(current.id)} sx={{ minWidth: 280 }}>
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
      <Dialog open={Boolean(confirm)} onClose={() => answer(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
        <DialogTitle id="confirm-title">{confirm?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirm?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>{confirm?.cancelText ?? '取消'}</Button>
          <Button variant="contained" onClick={() => answer(true)} autoFocus>
            {confirm?.confirmText ?? '确定'}
          </Button>
        </DialogActions>
      </Dialog>
    </ThemeProvider>
  );
}
