import { requireStaff } from '@/lib/api/server/console';

/**
 * Every console page: the shell (the layout) renders the page of the menu's route itself and
 * keeps it alive with its tab (components/console/shell/ConsoleShell.tsx). This only checks the
 * session again on a client-side navigation, which renders the page without the layout.
 */
export default async function ConsolePage() {
  await requireStaff();
  return null;
}
