'use client';
import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from '@/lib/theme';
import { NotifierHost } from '@/components/feedback/NotifierHost';
import { SessionKeeper } from '@/components/session/SessionKeeper';

/** Everything every page's client side shares: theme, state, notifications, the session's upkeep. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <JotaiProvider>
        <NotifierHost />
        <SessionKeeper />
        {children}
      </JotaiProvider>
    </ThemeProvider>
  );
}
