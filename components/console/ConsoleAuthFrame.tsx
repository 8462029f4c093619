import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The back office's pages without a session (login, setting a password): one card on the console's blue. */
export function ConsoleAuthFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #1f3a60 0%, #2b5797 50%, #1f6feb 100%)',
      }}
    >
      {children}
    </Box>
  );
}
