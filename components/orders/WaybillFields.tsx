'use client';
/** The carrier and the waybill number of devices a customer sends back (a return, an upgrade's old units). */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CARRIERS, type Carrier } from '@/contract/orderFulfilment';

type Props = {
  carrier: Carrier;
  waybillNo: string;
  onCarrier: (carrier: Carrier) => void;
  onWaybillNo: (waybillNo: string) => void;
  /** The refusal of the number typed, shown under it. */
  problem: string | null;
  label?: string;
};

export function WaybillFields({ carrier, waybillNo, onCarrier, onWaybillNo, problem, label = '退回运单号' }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="快递公司"
        value={carrier}
        onChange={(event) => onCarrier(event.target.value as Carrier)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
        required
      >
        {CARRIERS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        label={label}
        value={waybillNo}
        onChange={(event) => onWaybillNo(event.target.value)}
        error={problem !== null}
        helperText={problem ?? '寄出后填写快递面单上的运单号'}
        required
        fullWidth
        autoComplete="off"
      />
    </Stack>
  );
}
