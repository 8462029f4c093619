/**
 * The back office's server-side reads: who is logged in (`auth/api/info/sys`) and their menu,
 * with the console's own session cookie, never the customer's. The console layout checks the
 * session here on every request; the menu read gives the shell its first route table without a
 * round trip from the browser.
 */
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { MenuItem, SysUserInfo } from '@/contract/auth';
import { bind, type Target } from '@/contract/endpoint';
import { CONSOLE_AUTH_API } from '@/contract/endpoints/consoleAuth';
import { MENU_GROUP_ID } from '@/lib/http/constants';
import { CONSOLE_HOME_PATH, consoleLoginUrlFor, PATH_HEADER, unavailableUrlFor } from '@/lib/routes';
import { consoleToken, readFrom, serverCall, type Read } from './call';

async function staffRead<T>(target: Target<T>): Promise<Read<T>> {
  const token = await consoleToken();
  if (!token) return { kind: 'guest' };
  const read = readFrom(await serverCall(target, { token }));
  // Only code 401 ends a session; anything else may pass later.
  return read.kind === 'missing' ? { kind: 'unavailable' } : read;
}

/** The logged-in staff member, asked once per request however many layouts and pages ask. */
export const currentStaff = cache(() => staffRead(CONSOLE_AUTH_API.info));

/** The staff member's menu (group 90); an unreadable menu is the shell's business (it reads it again). */
export const currentConsoleMenu = cache(async (): Promise<MenuItem[] | null> => {
  const read = await staffRead(bind(CONSOLE_AUTH_API.menus, { menuGroup: MENU_GROUP_ID }));
  return read.kind === 'ok' ? read.data.list : null;
});

/**
 * For every console page: the staff member; or, for a guest, the console's login with the way
 * back; or, when the product server cannot answer, the retry page with the session kept.
 */
export async function requireStaff(): Promise<SysUserInfo> {
  const read = await currentStaff();
  if (read.kind === 'ok') return read.data;
  const path = (await headers()).get(PATH_HEADER) ?? CONSOLE_HOME_PATH;
  if (read.kind === 'guest') redirect(consoleLoginUrlFor(path.replace(/^\/redirect(?=\/console\/)/, '')));
  redirect(unavailableUrlFor(path));
}
