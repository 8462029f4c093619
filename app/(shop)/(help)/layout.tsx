import type { ReactNode } from 'react';
import { HelpFrame } from '@/components/help/HelpLayout';

/** The help and information pages (SPEC.md section 2) and /aboutUs share this frame. */
export default function HelpCenterLayout({ children }: { children: ReactNode }) {
  return <HelpFrame>{children}</HelpFrame>;
}
