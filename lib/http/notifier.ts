/**
 * What lib/http needs from the UI, as an interface the app fills in at start
 * (components/feedback/NotifierHost.tsx for the notices, the session keeper for expiry).
 * Until then notices go nowhere (the console in development) so calls work in any context.
 */

import { reloadAt } from '@/lib/navigation';

export type ConfirmOptions = { title: string; message: string; confirmText: string; cancelText: string };

export interface Notifier {
  success(message: string): void;
  info(message: string, durationMs?: number): void;
  warning(message: string): void;
  /** An error notification. */
  error(message: string): void;
  /** Resolves true when the user chose the confirm button, false otherwise. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

/** Logs out and goes to the site root. */
export type SessionExpiredHandler = () => void | Promise<void>;

const inDevelopment = () => process.env.NODE_ENV === 'development';

const consoleNotifier: Notifier = {
  success: () => {},
  info: (message) => {
    if (inDevelopment()) console.info('[notice]', message);
  },
  warning: (message) => {
    if (inDevelopment()) console.warn('[notice]', message);
  },
  error: (message) => {
    if (inDevelopment()) console.error('[notice]', message);
  },
  confirm: async () => false,
};

/** Until the app registers its own: a full page load, which drops every in-memory state too. */
const goToRoot: SessionExpiredHandler = () => {
  if (typeof window !== 'undefined') reloadAt('/');
};

let current: Notifier = consoleNotifier;
let sessionExpiredHandler: SessionExpiredHandler = goToRoot;

export function notifier(): Notifier {
  return current;
}

/** Installs the UI's notifier; the returned function puts the previous one back. */
export function setNotifier(next: Notifier): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}

/** Installs what "log out and go to the site root" means; returns a function that undoes it. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  const previous = sessionExpiredHandler;
  sessionExpiredHandler = handler;
  return () => {
    sessionExpiredHandler = previous;
  };
}

/** Runs the session-expired handler; its own failure must not become the caller's. */
export async function endExpiredSession(): Promise<void> {
  try {
    await sessionExpiredHandler();
  } catch (error) {
    if (inDevelopment()) console.error('[session] the session-expired handler failed', error);
  }
}
