import type { ComponentType } from 'react';
import type { RegisteredMeta } from '@/lib/console/menu';

/**
 * One registry entry: the page's component (next/dynamic, a module with a default export that
 * takes no props) and what the menu does not say about the route (its meta in docs/storefront.md#console-shell:
 * affix, activeMenu, alwaysShow; icon only to override the menu's). An entry without a
 * component gives meta to a directory (alwaysShow).
 */
export type ConsolePageEntry = RegisteredMeta & { component?: ComponentType };
