'use client';
/**
 * 修改状态: the states a device may be set to by hand from where it is (在库 → 维修中 or 报废,
 * 维修中 → 在库 or 报废; 租出 and 已售出 follow orders only, 报废 is final), with a note saying
 * why. 报废 asks first: it cannot be undone.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEVICE_NOTE_MAX, deviceStateBody, MANUAL_DEVICE_TRANSITIONS, STORE_DEVICE_STATE_NAMES, type ManualDeviceState, type StoreDeviceRow } from '@/contract/storeDevices';
import { consoleDeviceApi } from '@/lib/api/browser/console/devices';
import { notifier } from '@/lib/http/notifier';
import { DictTag } from '../../dict/DictTag';

type Props = { device: StoreDeviceRow; onClose: () => void; onChanged: () => void | Promise<void> };

export function DeviceStateDialog({ device, onClose, onChanged }: Props) {
  const targets = MANUAL_DEVICE_TRANSITIONS[device.state];
  const [state, setState] = useState<ManualDeviceState | ''>(targets.length === 1 ? (targets[0] ?? '') : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ state?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deviceStateBody.safeParse({ deviceId: device.deviceId, state, ...(note.trim() ? { note } : {}) });
    if (!parsed.success || state === '') {
      const noteIssue = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'note');
      setErrors({ state: state === '' ? '请选择新的状态' : undefined, note: noteIssue?.message });
      return;
    }
    setErrors({});
    if (parsed.data.state === 'scrapped') {
      const confirmed = await notifier().confirm({
        title: '确认报废',
        message: `确定将设备 ${device.serialNo} 设为「报废」吗？报废后不能再修改状态，也不能再用于发货。`,
        confirmText: '确定报废',
        cancelText: '取消',
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      await consoleDeviceApi.setState(parsed.data);
    } catch {
      setBusy(false);
      return;
    }
    notifier().success(`设备 ${device.serialNo} 已改为「${STORE_DEVICE_STATE_NAMES[parsed.data.state]}」`);
    await onChanged();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="device-state-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="device-state-title">修改设备状态</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" color={state === 'scrapped' ? 'error' : 'primary'} disabled={busy}>
            确定
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
