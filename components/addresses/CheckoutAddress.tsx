'use client';
/**
 * Checkout's address: the saved addresses to choose from (the default preselected by the form),
 * or a new one typed in place — which can be saved to the address book with the order.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADDRESS_BOOK_MAX, addressLine, type SavedAddress } from '@/contract/addresses';
import { Link } from '@/components/ui/Link';

export type AddressSelection = number | 'new';

export type CheckoutAddressProps = {
  addresses: readonly SavedAddress[];
  selected: AddressSelection;
  onSelect: (selection: AddressSelection) => void;
  saveToBook: boolean;
  onSaveToBook: (save: boolean) => void;
  /** The new address's fields (the form owns their values and errors). */
  children: ReactNode;
};

export function CheckoutAddress({ addresses, selected, onSelect, saveToBook, onSaveToBook, children }: CheckoutAddressProps) {
  const full = addresses.length >= ADDRESS_BOOK_MAX;
  const saveBox = (
    <FormControlLabel
      control={<Checkbox checked={saveToBook && !full} disabled={full} onChange={(event) => onSaveToBook(event.target.checked)} />}
      label={full ? `地址簿已满（最多 ${ADDRESS_BOOK_MAX} 个），本地址仅用于本单` : '保存到我的收货地址'}
    />
  );
  if (addresses.length === 0) {
    return (
      <>
        {children}
        {saveBox}
      </>
    );
  }
  return (
    <Stack spacing={1}>
      <RadioGroup aria-label="选择收货地址" value={String(selected)} onChange={(event) => onSelect(event.target.value === 'new' ? 'new' : Number(event.target.value))}>
        {addresses.map((address) => (
          <FormControlLabel
            key={address.id}
            value={String(address.id)}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box sx={{ py: 0.75 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>
                    {address.name} {address.phone}
                  </span>
                  {address.isDefault ? <Chip size="small" color="primary" label="默认" /> : null}
                  {address.tag ? <Chip size="small" variant="outlined" label={address.tag} /> : null}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {addressLine(address)}
                </Typography>
              </Box>
            }
          />
        ))}
        <FormControlLabel value="new" control={<Radio />} label="使用新地址" />
      </RadioGroup>
      {selected === 'new' ? (
        <Box sx={{ pl: { md: 4 } }}>
          {children}
          {saveBox}
        </Box>
      ) : null}
      <Typography variant="body2">
        <Link href="/shipToAddress">管理收货地址</Link>
      </Typography>
    </Stack>
  );
}
