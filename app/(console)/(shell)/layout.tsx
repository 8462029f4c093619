import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { ConsoleShellWithData } from '@/components/console/shell/ConsoleShell';
import { currentConsoleMenu, requireStaff } from '@/lib/api/server/console';
import { SIDEBAR_COOKIE } from '@/lib/session/cookies';

/**
 * The console's shell. The session is checked here on the server for every request (a guest
 * goes to the console's login, coming back afterwards); each page asks the same cached check, so
 * a client-side navigation, which renders the page without this layout, stays guarded.
 */
export default async function ConsoleShellLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  const menu = await currentConsoleMenu();
  const sidebarOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== '0';
  return (
    <ConsoleShellWithData staff={staff} initialMenu={menu} initialSidebarOpen={sidebarOpen}>
      {children}
    </ConsoleShellWithData>
  );
}
