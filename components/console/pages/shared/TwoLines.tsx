'use client';
/** A two-line grid cell: the main text and a quieter second line, each cut with an ellipsis (the whole in the tooltip). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function TwoLines({ first, second, title }: { first: ReactNode; second: ReactNode; title?: string }) {
  return (
    <Box title={title} sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.35, minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {first}
      </Box>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {second}
      </Typography>
    </Box>
  );
}

/** Rendered beyond the visible width too: a narrow window scrolls to the row's buttons instead of missing them. */
export const WIDE_GRID = { columnBufferPx: 1600 } as const;
