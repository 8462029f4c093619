import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The white card the login, register and password pages share. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 3 }}>
        {title}
      </Typography>
      {children}
      {footer ? (
        <Typography component="div" variant="body2" sx={{ mt: 3, color: 'text.secondary', display: 'flex', justifyContent: 'space-between' }}>
          {footer}
        </Typography>
      ) : null}
    </Paper>
  );
}
