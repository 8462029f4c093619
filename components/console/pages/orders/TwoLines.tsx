'use client';
/** A table cell of two lines: the value and a grey caption under it (a phone, a kind, a time). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function TwoLines({ primary, secondary, mono = false }: { primary: ReactNode; secondary?: ReactNode; mono?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.4, minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', ...(mono ? { fontFamily: 'monospace', fontSize: 13 } : {}) }}>
        {primary}
      </Box>
      {secondary ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {secondary}
        </Typography>
      ) : null}
    </Box>
  );
}
