import { safeRedirectTarget } from '@/lib/session/redirect';
import { CONSOLE_HOME_PATH, CONSOLE_LOGIN_PATH, CONSOLE_ROOT } from '@/lib/routes';

/**
 * Where the console's login goes afterwards: the `redirect` query when it is a console page of
 * this site (never another origin, never the shop, never the login itself), else the workbench.
 */
export function safeConsoleTarget(raw: string | string[] | null | undefined): string {
  const target = safeRedirectTarget(raw, CONSOLE_HOME_PATH);
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (path === CONSOLE_LOGIN_PATH || !(path === CONSOLE_ROOT || path.startsWith(`${CONSOLE_ROOT}/`))) return CONSOLE_HOME_PATH;
  return target;
}
