import type { ReactNode } from 'react';
import { HelpFrame } from '@/components/help/HelpLayout';

/** The help and information pages (docs/storefront.md#routes) and /aboutUs share this frame. */
export default function HelpCenterLayout({ children }: { children: ReactNode }) {
  return <HelpFrame>{children}</HelpFrame>;
}
