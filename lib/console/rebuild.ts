'use client';
import { mutate } from 'swr';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';

/**
 * Rebuilds the console's route table without a reload (docs/storefront.md#console-menu: "the route table can
 * be rebuilt"): the menu and who is logged in are read again, and the side menu, the routes, the
 * buttons, the open tabs and the navbar's name, role and shop follow them. Call it after a change
 * of roles or of the menu; the shell also does it when the window gets the focus back.
 */
export function rebuildRoutes(): Promise<unknown> {
  return Promise.all([mutate(CONSOLE_KEYS.menu), mutate(CONSOLE_KEYS.staff)]);
}
