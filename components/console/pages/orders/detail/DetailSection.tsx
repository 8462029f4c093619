'use client';
/** One titled part of the order's detail (a region named by its heading), and its label–value facts. */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function DetailSection({ title, extra, children, wide = true }: { title: string; extra?: ReactNode; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0, gridColumn: wide ? '1 / -1' : 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {extra}
      </Box>
      {children}
    </Paper>
  );
}

/** Label–value pairs in columns; a null or empty value shows —. */
export function Facts({ items, columns = 3 }: { items: ReadonlyArray<readonly [string, ReactNode]>; columns?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: `repeat(${columns}, auto 1fr)` },
        columnGap: 2,
        rowGap: 1,
        m: 0,
        fontSize: 14,
        alignItems: 'baseline',
        '& dt': { color: 'text.secondary', whiteSpace: 'nowrap' },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** A text that says a part has nothing yet. */
export function Nothing({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
