'use client';
/** A detail's facts as a definition list: a label column and a value column. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type Fact = readonly [label: string, value: ReactNode];

export function Facts({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        fontSize: 13,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </Box>
      ))}
    </Box>
  );
}
