import { requireStaff } from '@/lib/api/server/console';

/**
 * The tab bar's 刷新 of a console page (SPEC.md: /redirect/:path(.*)). Inside the console's own
 * layout, so only the refreshed tab's page is mounted anew while every other tab keeps its state;
 * the shell then puts the page's own address back.
 */
export default async function ConsoleRedirect() {
  await requireStaff();
  return null;
}
