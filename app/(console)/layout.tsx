import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ConsoleProviders } from '@/components/console/ConsoleProviders';
import { TITLE_TEMPLATE } from '@/contract/site';

/**
 * Rendered per request, always: the middleware gives every console answer its own CSP nonce
 * (lib/routing/security-headers.ts), which Next can only put on scripts it renders for that request.
 */
export const dynamic = 'force-dynamic';

// A layout's own title would end the root's template for the pages below: it is passed on.
export const metadata: Metadata = { title: { default: '管理后台', template: TITLE_TEMPLATE }, robots: { index: false, follow: false } };

/** The back office (docs/storefront.md#console-shell): MUI with the console's theme, apart from the shop's chrome. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <ConsoleProviders>{children}</ConsoleProviders>;
}
