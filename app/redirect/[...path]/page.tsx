import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RedirectReload } from '@/components/session/RedirectReload';

export const metadata: Metadata = { title: '正在跳转', robots: { index: false } };

/** /redirect/<path> reloads <path> (the tab bar's "refresh"; docs/storefront.md#routes). */
export default function RedirectPage() {
  return (
    <Suspense>
      <RedirectReload />
    </Suspense>
  );
}
