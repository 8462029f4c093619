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
 * The tab bar's 刷新 of a console page (/redirect/:path(.*), docs/storefront.md#routes). Inside the
 * console's own layout, so only the refreshed tab's page is mounted anew while every other tab
 * keeps its state; the shell then puts the page's own address back.
 */
export default async function ConsoleRedirect() {
  await requireStaff();
  return null;
}
