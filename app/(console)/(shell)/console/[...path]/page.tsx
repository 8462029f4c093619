import type { Metadata } from 'next';
import { currentConsoleMenu, requireStaff } from '@/lib/api/server/console';
import { consolePageTitle } from '@/lib/console/menu';

type Props = { params: Promise<{ path: string[] }> };

/** The document's title: the page's name in the staff member's menu (the pattern of docs/storefront.md#page-titles adds the suffix). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  return { title: consolePageTitle(await currentConsoleMenu(), `/console/${path.join('/')}`) };
}

/**
 * Every console page: the shell (the layout) renders the page of the menu's route itself and
 * keeps it alive with its tab (components/console/shell/ConsoleShell.tsx). This only checks the
 * session again on a client-side navigation, which renders the page without the layout.
 */
export default async function ConsolePage() {
  await requireStaff();
  return null;
}
