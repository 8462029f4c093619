'use client';
/**
 * 修改状态: the states a device may be set to by hand from where it is (在库 → 维修中 or 报废,
 * 维修中 → 在库 or 报废; 租出 and 已售出 follow orders only, 报废 is final), with a note saying
 * why. 报废 asks first: it cannot be undone.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEVICE_NOTE_MAX,
  deviceStateBody,
  MANUAL_DEVICE_TRANSITIONS,
  STORE_DEVICE_STATE_NAMES,
  type DeviceStateInput,
  type ManualDeviceState,
  type StoreDeviceRow,
} from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { notifier } from '@/lib/http/notifier';
import { schemaErrors } from '@/lib/validation/form';
import { DictTag } from '../../dict/DictTag';
import { FormDialog, type Ask } from '../../form/FormDialog';

type Props = { device: StoreDeviceRow; onClose: () => void; onChanged: () => void | Promise<void> };

export function DeviceStateDialog({ device, onClose, onChanged }: Props) {
  const targets = MANUAL_DEVICE_TRANSITIONS[device.state];
  const [state, setState] = useState<ManualDeviceState | ''>(targets.length === 1 ? (targets[0] ?? '') : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ state?: string; note?: string }>({});

  const submit = (ask: Ask) => {
    const parsed = deviceStateBody.safeParse({ deviceId: device.deviceId, state, ...(note.trim() ? { note } : {}) });
    if (!parsed.success || state === '') {
      setErrors({ state: state === '' ? '请选择新的状态' : undefined, note: schemaErrors(parsed.error, ['note']).note });
      return;
    }
    setErrors({});
    return change(parsed.data, ask);
  };

  const change = async (body: DeviceStateInput, ask: Ask) => {
    if (body.state === 'scrapped') {
      const confirmed = await ask({
        title: '确认报废',
        message: `确定将设备 ${device.serialNo} 设为「报废」吗？报废后不能再修改状态，也不能再用于发货。`,
        confirmText: '确定报废',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    await consoleDeviceApi.setState(body);
    notifier().success(`设备 ${device.serialNo} 已改为「${STORE_DEVICE_STATE_NAMES[body.state]}」`);
    await onChanged();
  };

  return (
    <FormDialog title="修改设备状态" onClose={onClose} onSubmit={submit} submitColor={state === 'scrapped' ? 'error' : 'primary'}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {device.serialNo} · {device.goodsName} {device.skuName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          当前状态
        </Typography>
        <DictTag dictType="device_state" value={device.state} />
      </Box>
      <FormControl error={Boolean(errors.state)}>
        <FormLabel id="device-state-target">改为</FormLabel>
        <RadioGroup row aria-labelledby="device-state-target" value={state} onChange={(event) => setState(targets.find((target) => target === event.target.value) ?? '')}>
          {targets.map((target) => (
            <FormControlLabel key={target} value={target} control={<Radio />} label={STORE_DEVICE_STATE_NAMES[target]} />
          ))}
        </RadioGroup>
        {errors.state ? <FormHelperText>{errors.state}</FormHelperText> : null}
      </FormControl>
      <TextField
        label="备注"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={state === 'repair' ? '如：屏幕闪烁，送修' : state === 'scrapped' ? '如：主板损坏无法维修' : '如：维修完成，检测通过'}
        error={Boolean(errors.note)}
        helperText={errors.note ?? `记录在设备历史中，不超过 ${DEVICE_NOTE_MAX} 个字`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: DEVICE_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
