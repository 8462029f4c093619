'use client';
import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { LazyNotifierHost } from '@/components/feedback/LazyNotifierHost';
import { SessionKeeper } from '@/components/session/SessionKeeper';
import '@/lib/validation/zod-without-eval';

/**
 * What every page's client side shares: session state and its upkeep, and notifications (loaded
 * on first use). MUI is not here: public pages are plain HTML and CSS (components/layout/MuiProviders.tsx
 * wraps the pages that use it).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <LazyNotifierHost />
      <SessionKeeper />
      {children}
    </JotaiProvider>
  );
}
