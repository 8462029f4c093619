'use client';
/** /myAccount's body: the account overview above the balance ledger. */
import Stack from '@mui/material/Stack';
import { AccountOverview } from './AccountOverview';
import { LedgerTable } from './LedgerTable';

export function AccountCenter() {
  return (
    <Stack spacing={2}>
      <AccountOverview />
      <LedgerTable />
    </Stack>
  );
}
