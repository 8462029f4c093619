'use client';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useDict } from './useDict';

/** RuoYi's listClass → the chip's colour. */
const COLORS: Readonly<Record<string, ChipProps['color']>> = {
  default: 'default',
  primary: 'primary',
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'error',
};

export function colorOfListClass(listClass: string | null | undefined): ChipProps['color'] {
  return (listClass && COLORS[listClass]) || 'default';
}

/** A value shown as its dictionary label in the entry's colour (RuoYi's dict-tag); an unknown value as itself. */
export function DictTag({ dictType, value }: { dictType: string; value: string | number | null | undefined }) {
  const { entryOf } = useDict(dictType);
  if (value === null || value === undefined || value === '') return null;
  const entry = entryOf(value);
  return <Chip label={entry?.dictLabel ?? String(value)} color={colorOfListClass(entry?.listClass)} variant={entry?.listClass ? 'filled' : 'outlined'} size="small" />;
}
