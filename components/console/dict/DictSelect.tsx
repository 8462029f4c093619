'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDict } from './useDict';

type DictSelectProps = {
  dictType: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The empty choice's text (a filter's 全部); null: a value must be chosen. */
  emptyLabel?: string | null;
  width?: number | string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
};

/** A select over a dictionary's entries, for filters and forms. */
export function DictSelect({ dictType, label, value, onChange, emptyLabel = '全部', width = 160, name, required, disabled, error, helperText }: DictSelectProps) {
  const { entries } = useDict(dictType);
  // Until the dictionary arrives, a chosen value is kept as its own option (MUI warns about unknown values).
  const known = value === '' || entries.some((entry) => entry.dictValue === value);
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width }}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helperText}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: emptyLabel !== null } }}
    >
      {emptyLabel === null ? null : <MenuItem value="">{emptyLabel}</MenuItem>}
      {known ? null : <MenuItem value={value}>{value}</MenuItem>}
      {entries.map((entry) => (
        <MenuItem key={entry.dictValue} value={entry.dictValue}>
          {entry.dictLabel}
        </MenuItem>
      ))}
    </TextField>
  );
}
