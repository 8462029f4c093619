'use client';
/** /myInvoice: requesting invoices for paid amounts, and the requests made so far. */
import Stack from '@mui/material/Stack';
import { InvoiceRequestForm } from './InvoiceRequestForm';
import { InvoiceRequestList } from './InvoiceRequestList';

export function InvoiceCenter({ orderNo }: { orderNo?: string }) {
  return (
    <Stack spacing={3}>
      <InvoiceRequestForm {...(orderNo ? { orderNo } : {})} />
      <InvoiceRequestList />
    </Stack>
  );
}
