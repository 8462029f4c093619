'use client';
/**
 * The address picker of docs/storefront.md#region-picker: an input that opens a 500 px popover with three tabs
 * (province, city, district). Choosing a province moves to the city tab, a city to the district
 * tab; the value — three names — is committed only when a district is chosen, and the popover
 * closes then. The region tree (45 KB gzipped) loads when the picker first opens.
 */
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { Province, RegionValue } from '@/lib/regions';

export const REGION_POPOVER_WIDTH = 500;
export const REGION_INPUT_WIDTH = 180;

type Level = 0 | 1 | 2;
const LEVEL_LABELS = ['省份', '城市', '区县'] as const;

let regionsPromise: Promise<readonly Province[]> | null = null;
function loadRegions(): Promise<readonly Province[]> {
  regionsPromise ??= import('@/lib/regions').then((module) => module.REGIONS);
  return regionsPromise;
}

export function RegionPicker({
  value,
  onChange,
  label = '所在地区',
  error,
  helperText,
  width = REGION_INPUT_WIDTH,
}: {
  value: RegionValue | null;
  onChange: (value: RegionValue) => void;
  label?: string;
  error?: boolean;
  helperText?: string;
  width?: number;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [regions, setRegions] = useState<readonly Province[] | null>(null);
  const [level, setLevel] = useState<Level>(0);
  const [province, setProvince] = useState<Province | null>(null);
  const [cityName, setCityName] = useState<string | null>(null);
  const panelId = useId();

  useEffect(() => {
    if (anchor && !regions) void loadRegions().then(setRegions);
  }, [anchor, regions]);

  const open = (element: HTMLElement) => {
    setAnchor(element);
    setLevel(0);
    setProvince(null);
    setCityName(null);
  };
  const city = province?.children.find((item) => item.name === cityName) ?? null;
  const options: string[] =
    level === 0 ? (regions ?? []).map((item) => item.name) : level === 1 ? (province?.children ?? []).map((item) => item.name) : (city?.children ?? []).map((item) => item.name);

  const choose = (name: string) => {
    if (level === 0) {
      setProvince(regions?.find((item) => item.name === name) ?? null);
      setCityName(null);
      setLevel(1);
    } else if (level === 1) {
      setCityName(name);
      setLevel(2);
    } else if (province && city) {
      onChange([province.name, city.name, name]);
      setAnchor(null);
    }
  };

  return (
    <>
      <TextField
        label={label}
        value={value ? value.join(' / ') : ''}
        placeholder="请选择省 / 市 / 区"
        error={error}
        helperText={helperText}
        sx={{ width }}
        slotProps={{ htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', 'aria-controls': anchor ? panelId : undefined } }}
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open(event.currentTarget);
          }
        }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-label': '选择所在地区', sx: { width: REGION_POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Tabs value={level} onChange={(_, next: Level) => setLevel(next)} aria-label="地区级别">
          <Tab label={province?.name ?? LEVEL_LABELS[0]} value={0} />
          <Tab label={cityName ?? LEVEL_LABELS[1]} value={1} disabled={!province} />
          <Tab label={LEVEL_LABELS[2]} value={2} disabled={!city} />
        </Tabs>
        <Box role="listbox" aria-label={`选择${LEVEL_LABELS[level]}`} sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 0.5, maxHeight: 280, overflowY: 'auto' }}>
          {!regions ? (
            <CircularProgress size={20} aria-label="加载中" sx={{ m: 2 }} />
          ) : (
            options.map((name) => (
              <Button key={name} role="option" aria-selected={false} size="small" onClick={() => choose(name)} sx={{ minWidth: 0, color: 'text.primary' }}>
                {name}
              </Button>
            ))
          )}
        </Box>
      </Popover>
    </>
  );
}
