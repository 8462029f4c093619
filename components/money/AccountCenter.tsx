'use client';
/** /myAccount's body: the account overview, automatic payment, then the balance ledger. */
import Stack from '@mui/material/Stack';
import { AccountOverview } from './AccountOverview';
import { LedgerTable } from './LedgerTable';
import { WithholdingCard } from './WithholdingCard';

export function AccountCenter() {
  return (
    <Stack spacing={2}>
      <AccountOverview />
      <WithholdingCard />
      <LedgerTable />
    </Stack>
  );
}
