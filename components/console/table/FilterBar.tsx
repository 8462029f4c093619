'use client';
/**
 * A table's filter form (RuoYi's el-form inline + 搜索 / 重置): the fields are drafts until
 * 搜索 (or Enter) writes them into the tab's URL and goes back to page 1; 重置 clears them.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { DictSelect } from '../dict/DictSelect';
import { useConsoleQuery, type QueryPatch } from '../hooks';

type Common = { name: string; label: string; width?: number };
export type FilterField =
  | (Common & { kind: 'text'; placeholder?: string })
  | (Common & { kind: 'dict'; dictType: string })
  | (Common & { kind: 'select'; options: ReadonlyArray<{ label: string; value: string }> })
  /** A day, YYYY-MM-DD. */
  | (Common & { kind: 'date' });

type Drafts = Record<string, string>;

function draftsOf(fields: readonly FilterField[], query: Readonly<Record<string, string>>): Drafts {
  return Object.fromEntries(fields.map((field) => [field.name, query[field.name] ?? '']));
}

export function FilterBar({ fields, children }: { fields: readonly FilterField[]; children?: ReactNode }) {
  const { query, setQuery } = useConsoleQuery();
  const applied = draftsOf(fields, query);
  const appliedKey = JSON.stringify(applied);
  const [drafts, setDrafts] = useState<Drafts>(applied);
  // The URL changed from elsewhere (重置, a link, the browser's back): the form follows it.
  const [seen, setSeen] = useState(appliedKey);
  if (seen !== appliedKey) {
    setSeen(appliedKey);
    setDrafts(applied);
  }

  const set = (name: string, value: string) => setDrafts((current) => ({ ...current, [name]: value }));
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    const patch: Record<string, string | null> = { page: null };
    for (const field of fields) patch[field.name] = drafts[field.name]?.trim() || null;
    setQuery(patch satisfies QueryPatch);
  };
  const reset = () => {
    const patch: Record<string, null> = { page: null };
    for (const field of fields) patch[field.name] = null;
    setDrafts(draftsOf(fields, {}));
    setQuery(patch);
  };

  return (
    <Box component="form" onSubmit={search} role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
      {fields.map((field) => {
        const value = drafts[field.name] ?? '';
        const width = field.width ?? 180;
        switch (field.kind) {
          case 'dict':
            return (
              <DictSelect key={field.name} dictType={field.dictType} label={field.label} name={field.name} value={value} onChange={(next) => set(field.name, next)} width={width} />
            );
          case 'select':
            return (
              <TextField
                key={field.name}
                select
                label={field.label}
                name={field.name}
                value={value}
                onChange={(event) => set(field.name, event.target.value)}
                sx={{ width }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">全部</MenuItem>
                {field.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'date':
            return (
              <TextField
                key={field.name}
                type="date"
                label={field.label}
                name={field.name}
                value={value}
                onChange={(event) => set(field.name, event.target.value)}
                sx={{ width }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          default:
            return (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                value={value}
                placeholder={field.placeholder ?? `请输入${field.label}`}
                onChange={(event) => set(field.name, event.target.value)}
                sx={{ width }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
        }
      })}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        搜索
      </Button>
      <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={reset}>
        重置
      </Button>
      {children}
    </Box>
  );
}
