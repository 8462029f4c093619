/**
 * The one place where an ApiError becomes what the user sees (docs/product-rules.md#error-messages): a warning, an
 * error notification, the "session expired" question, or nothing.
 */
import { CODE } from '@/contract/envelope';
import type { ApiError } from './errors';
import { SESSION_EXPIRED_PROMPT } from './messages';
import { endExpiredSession, notifier } from './notifier';

export type PresentOptions = {
  /** Show nothing; an HTTP 401 still ends the session, since that is state, not a notice. */
  silent?: boolean;
};

/** Set while a session-expiry question or logout runs, so parallel 401s make one of them. */
let sessionFlow: Promise<void> | null = null;

/** Shows the error; the promise settles when any question it asked has been answered. */
export function presentError(error: ApiError, { silent = false }: PresentOptions = {}): Promise<void> {
  if (error.kind === 'session') {
    if (error.status === 401) return onceForSession(() => endSessionNow(error.message, silent));
    return silent ? Promise.resolve() : onceForSession(askToLogInAgain);
  }
  if (!silent) notify(error);
  return Promise.resolve();
}

function notify(error: ApiError): void {
  switch (error.kind) {
    case 'silent':
      return;
    case 'warning':
    case 'duplicate':
      notifier().warning(error.message);
      return;
    case 'business':
      if (error.code === CODE.refused) notifier().warning(error.message);
      else notifier().error(error.message);
      return;
    default:
      notifier().error(error.message);
  }
}

function onceForSession(flow: () => Promise<void>): Promise<void> {
  if (sessionFlow) return sessionFlow;
  sessionFlow = flow().finally(() => {
    sessionFlow = null;
  });
  return sessionFlow;
}

/** Code 401: the user may stay on the page or log in again. */
async function askToLogInAgain(): Promise<void> {
  let confirmed = false;
  try {
    confirmed = await notifier().confirm({ ...SESSION_EXPIRED_PROMPT });
  } catch {
    // A dialog that failed to open counts as "stay on the page".
  }
  if (confirmed) await endExpiredSession();
}

/** HTTP 401: the session is gone on the server; log out and go to the site root. */
async function endSessionNow(text: string, silent: boolean): Promise<void> {
  if (!silent) notifier().error(text);
  await endExpiredSession();
}
