'use client';
/** A text button in a table row: small and without MUI's 64 px minimum, so a row's three actions fit their column. */
import Button, { type ButtonProps } from '@mui/material/Button';

export function RowAction({ sx, ...props }: ButtonProps & { href?: string; target?: string; rel?: string }) {
  return <Button size="small" {...props} sx={[{ minWidth: 0, px: 0.75, whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
