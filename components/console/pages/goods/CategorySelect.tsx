'use client';
/**
 * A category picker over the shop's tree: the top categories as group headings. `leafOnly` (a goods
 * item's own category) offers only categories without sub-categories, as the product server asks.
 */
import type { ReactNode } from 'react';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCategories, type CategoryChoice } from './useCategories';

type CategorySelectProps = {
  label: string;
  value: string;
  onChange: (id: string) => void;
  leafOnly?: boolean;
  /** The empty choice's text (a filter's 全部); null: one must be chosen. */
  emptyLabel?: string | null;
  required?: boolean;
  error?: string;
  width?: number | string;
  name?: string;
};

function optionsOf(choices: readonly CategoryChoice[], leafOnly: boolean) {
  const items: ReactNode[] = [];
  for (const choice of choices) {
    const heading = choice.depth === 0 && !choice.leaf;
    if (heading && leafOnly) {
      items.push(<ListSubheader key={`group-${choice.id}`}>{choice.name}</ListSubheader>);
      continue;
    }
    items.push(
      <MenuItem key={choice.id} value={String(choice.id)} sx={{ pl: 2 + choice.depth * 2 }}>
        {choice.name}
      </MenuItem>,
    );
  }
  return items;
}

export function CategorySelect({ label, value, onChange, leafOnly = false, emptyLabel = null, required, error, width = '100%', name }: CategorySelectProps) {
  const { choices } = useCategories();
  const known = value === '' || choices.some((choice) => String(choice.id) === value);
  return (
    <TextField
      select
      label={label}
      name={name}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      error={Boolean(error)}
      helperText={error}
      sx={{ width }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: emptyLabel !== null,
          renderValue: (selected) => {
            const chosen = choices.find((choice) => String(choice.id) === selected);
            if (!chosen) return emptyLabel ?? '';
            return chosen.depth === 0 ? chosen.name : `${chosen.group} / ${chosen.name}`;
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } },
        },
      }}
    >
      {emptyLabel === null ? null : <MenuItem value="">{emptyLabel}</MenuItem>}
      {optionsOf(choices, leafOnly)}
    </TextField>
  );
}
