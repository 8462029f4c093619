'use client';
/**
 * Adding or editing an address: the recipient, a mobile number, the region (docs/storefront.md#region-picker)
 * through the address picker, the street address, a short tag and whether it is the default. Checked with
 * the product server's own schema before it is sent.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RegionPicker } from '@/components/address/RegionPicker';
import { ADDRESS_TAG_MAX, ADDRESS_TAG_SUGGESTIONS, addressBody, type AddressInput, type SavedAddress } from '@/contract/addresses';
import type { RegionValue } from '@/lib/regions';
import { fieldErrors, type FieldErrors } from '@/lib/validation/form';

export type AddressDialogProps = {
  open: boolean;
  /** The address being edited; null adds a new one. */
  editing: SavedAddress | null;
  /** The first address is the default whatever is ticked: the box is then shown ticked and fixed. */
  firstAddress: boolean;
  onClose: () => void;
  /** Saves; resolves true when saved (the dialog closes), false when refused (it stays open). */
  onSave: (address: AddressInput) => Promise<boolean>;
};

function initialOf(editing: SavedAddress | null) {
  return {
    name: editing?.name ?? '',
    phone: editing?.phone ?? '',
    detail: editing?.detail ?? '',
    tag: editing?.tag ?? '',
    isDefault: editing?.isDefault ?? false,
    region: editing ? ([editing.province, editing.city, editing.district] as RegionValue) : null,
  };
}

export function AddressDialog({ open, editing, firstAddress, onClose, onSave }: AddressDialogProps) {
  // The dialog is mounted afresh for each address (its key), so the initial values are the address's.
  const [values, setValues] = useState(() => initialOf(editing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const defaultFixed = firstAddress || Boolean(editing?.isDefault);

  const bodyOf = (): AddressInput => ({
    name: values.name,
    phone: values.phone,
    province: values.region?.[0] ?? '',
    city: values.region?.[1] ?? '',
    district: values.region?.[2] ?? '',
    detail: values.detail,
    tag: values.tag.trim() === '' ? null : values.tag,
    isDefault: defaultFixed || values.isDefault,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf();
    const found = fieldErrors(addressBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (await onSave(body)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="address-dialog-title">
      <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
        <DialogTitle id="address-dialog-title">{editing ? '编辑收货地址' : '新增收货地址'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <TextField
                label="收货人"
                required
                value={values.name}
                onChange={(event) => setValues({ ...values, name: event.target.value })}
                error={Boolean(errors.name)}
                helperText={errors.name}
                slotProps={{ htmlInput: { maxLength: 30 } }}
              />
              <TextField
                label="手机号码"
                required
                value={values.phone}
                onChange={(event) => setValues({ ...values, phone: event.target.value })}
                error={Boolean(errors.phone)}
                helperText={errors.phone}
                slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }}
              />
            </Box>
            <RegionPicker
              value={values.region}
              onChange={(region) => setValues({ ...values, region })}
              width={320}
              error={Boolean(errors.province ?? errors.city ?? errors.district)}
              helperText={errors.province ?? errors.city ?? errors.district}
            />
            <TextField
              label="详细地址"
              required
              value={values.detail}
              onChange={(event) => setValues({ ...values, detail: event.target.value })}
              error={Boolean(errors.detail)}
              helperText={errors.detail ?? '街道、门牌号、楼层等'}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <TextField
                label="地址标签"
                size="small"
                value={values.tag}
                onChange={(event) => setValues({ ...values, tag: event.target.value })}
                error={Boolean(errors.tag)}
                helperText={errors.tag}
                slotProps={{ htmlInput: { maxLength: ADDRESS_TAG_MAX } }}
                sx={{ width: 160 }}
              />
              {ADDRESS_TAG_SUGGESTIONS.map((tag) => (
                <Chip
                  key={tag}
                  label={tag}
                  variant={values.tag === tag ? 'filled' : 'outlined'}
                  color={values.tag === tag ? 'primary' : 'default'}
                  onClick={() => setValues({ ...values, tag })}
                />
              ))}
            </Stack>
            <FormControlLabel
              control={
                <Checkbox checked={defaultFixed || values.isDefault} disabled={defaultFixed} onChange={(event) => setValues({ ...values, isDefault: event.target.checked })} />
              }
              label={defaultFixed ? '默认地址（另选一个地址设为默认即可更换）' : '设为默认地址'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>取消</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? '保存中…' : '保存'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
