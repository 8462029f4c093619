'use client';
import { mutate } from 'swr';
import { CONSOLE_KEYS } from '@/lib/api/browser/console/keys';

/**
 * Rebuilds the console's route table without a reload (SPEC.md section 2: "the route table can
 * be rebuilt"): the menu is read again and the side menu, the routes, the buttons and the open
 * tabs follow it. Call it after a change of roles or of the menu; the shell also does it when the
 * window gets the focus back.
 */
export function rebuildRoutes(): Promise<unknown> {
  return mutate(CONSOLE_KEYS.menu);
}
