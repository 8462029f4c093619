/** A notifier that records what the user would have seen, with confirm answers the test gives. */
import { setNotifier, type ConfirmOptions, type Notifier } from '@/lib/http/notifier';

export type Seen = { type: 'success' | 'warning' | 'error'; message: string } | { type: 'info'; message: string; durationMs: number | undefined };

export type RecordingNotifier = {
  seen: Seen[];
  confirms: ConfirmOptions[];
  /** Answers the oldest open confirm dialog. */
  answer(confirmed: boolean): void;
  restore(): void;
};

export function recordNotices(): RecordingNotifier {
  const seen: Seen[] = [];
  const confirms: ConfirmOptions[] = [];
  const open: Array<(confirmed: boolean) => void> = [];
  const notifier: Notifier = {
    success: (message) => seen.push({ type: 'success', message }),
    info: (message, durationMs) => seen.push({ type: 'info', message, durationMs }),
    warning: (message) => seen.push({ type: 'warning', message }),
    error: (message) => seen.push({ type: 'error', message }),
    confirm: (options) => {
      confirms.push(options);
      return new Promise<boolean>((resolve) => open.push(resolve));
    },
  };
  const restore = setNotifier(notifier);
  return {
    seen,
    confirms,
    answer(confirmed) {
      const resolve = open.shift();
      if (!resolve) throw new Error('no confirm dialog is open');
      resolve(confirmed);
    },
    restore,
  };
}
