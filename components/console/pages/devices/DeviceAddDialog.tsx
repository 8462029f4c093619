'use client';
/** 新增设备: one unit by hand, of a configuration of the shop's goods, with its serial and a note; it enters 在库. */
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { ConsoleGoodsRow } from '@/contract/goodsConsole';
import { DEVICE_NOTE_MAX, deviceAddBody, type DeviceAddInput } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { notifier } from '@/lib/http/notifier';
import { FormDialog } from '../../form/FormDialog';
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

  const submit = () => {
    const parsed = deviceAddBody.safeParse({ skuId, serialNo, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, FIELDS));
      return;
    }
    setErrors({});
    return add(parsed.data);
  };

  const add = async (body: DeviceAddInput) => {
    await consoleDeviceApi.add(body);
    notifier().success(`设备 ${body.serialNo} 已入库`);
    await onAdded();
  };

  return (
    <FormDialog title="新增设备" onClose={onClose} onSubmit={submit}>
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
    </FormDialog>
  );
}
