'use client';
/**
 * One unit's serial number: picked from the shop's devices in stock of the item's SKU (longest in
 * stock first, with their note), or typed (a unit not yet in the list is the product server's to
 * judge). Serials another picker of the same shipment holds are not offered.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShipCandidates } from '@/contract/storeDevices';

export type StockDevice = ShipCandidates['items'][number]['devices'][number];

type Props = {
  label: string;
  value: string;
  onChange: (next: string) => void;
  devices: readonly StockDevice[];
  /** Serials chosen by the shipment's other pickers (upper case). */
  taken: ReadonlySet<string>;
  error?: string | undefined;
};

export function SerialPicker({ label, value, onChange, devices, taken, error }: Props) {
  const bySerial = new Map(devices.map((device) => [device.serialNo, device]));
  const options = devices.map((device) => device.serialNo).filter((serial) => !taken.has(serial));
  return (
    <Autocomplete
      freeSolo
      autoHighlight
      options={options}
      value={value || null}
      inputValue={value}
      onChange={(_event, next) => onChange(next ?? '')}
      onInputChange={(_event, next, reason) => {
        // A reset follows the chosen option, which onChange already took.
        if (reason !== 'reset') onChange(next);
      }}
      renderOption={(props, serial) => {
        const { key, ...rest } = props;
        const device = bySerial.get(serial);
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {serial}
            </Box>
            {device ? (
              <Typography component="span" variant="caption" color="text.secondary">
                入库于 {device.inStockSince}
                {device.note ? ` · ${device.note}` : ''}
              </Typography>
            ) : null}
          </Box>
        );
      }}
      noOptionsText="没有可选的在库设备，可直接输入序列号"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={Boolean(error)}
          helperText={error}
          placeholder="选择或输入序列号"
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, style: { fontFamily: 'monospace' }, autoComplete: 'off' } }}
        />
      )}
    />
  );
}
