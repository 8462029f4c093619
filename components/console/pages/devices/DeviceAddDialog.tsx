'use client';
/** 新增设备: one unit by hand, of a configuration of the shop's goods, with its serial and a note; it enters 在库. */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ConsoleGoodsRow } from '@/contract/goodsConsole';
import { DEVICE_NOTE_MAX, deviceAddBody } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { notifier } from '@/lib/http/notifier';
import { useConsoleStaff } from '../../hooks';
import { SkuPicker } from './SkuPicker';
import { schemaErrors } from '@/lib/validation/form';

type Props = {
  /** An admin's list narrowed to one shop offers that shop's goods. */
  storeId?: string | undefined;
  onClose: () => void;
  onAdded: () => void | Promise<void>;
};

type Field = 'skuId' | 'serialNo' | 'note';
const FIELDS: readonly Field[] = ['skuId', 'serialNo', 'note'];

export function DeviceAddDialog({ storeId, onClose, onAdded }: Props) {
  const staff = useConsoleStaff();
  const [goods, setGoods] = useState<ConsoleGoodsRow | null>(null);
  const [skuId, setSkuId] = useState('');
  const [serialNo, setSerialNo] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deviceAddBody.safeParse({ skuId, serialNo, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await consoleDeviceApi.add(parsed.data);
    } catch {
      // Shown by the transport; the form keeps what was typed.
      setBusy(false);
      return;
    }
    notifier().success(`设备 ${parsed.data.serialNo} 已入库`);
    await onAdded();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="device-add-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="device-add-title">新增设备</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <SkuPicker goods={goods} onGoods={setGoods} skuId={skuId} onSku={setSkuId} storeId={storeId} showStore={staff.role === 'admin'} error={errors.skuId} />
          <TextField
            label="序列号"
            value={serialNo}
            onChange={(event) => setSerialNo(event.target.value)}
            required
            error={Boolean(errors.serialNo)}
            helperText={errors.serialNo ?? '机身标签上的序列号（S/N），4–40 位字母、数字或短横线'}
            slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off', spellCheck: false } }}
          />
          <TextField
            label="备注"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note ?? `选填，不超过 ${DEVICE_NOTE_MAX} 个字`}
            slotProps={{ htmlInput: { maxLength: DEVICE_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            确定
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
