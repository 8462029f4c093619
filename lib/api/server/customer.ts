/** Who the session cookie belongs to (`auth/api/info/token`), asked on the server. */
import 'server-only';
import { customerFromUserInfo, type Customer } from '@/lib/api/customer';
import { customerRead, type Read } from './call';
import { ACCOUNT_API } from '@/contract/endpoints/account';

/** The customer of this request's session; `guest` without a session cookie or when the product server ended it. */
export async function readCustomer(): Promise<Read<Customer>> {
  const read = await customerRead(ACCOUNT_API.customer, { body: {} });
  return read.kind === 'ok' ? { kind: 'ok', data: customerFromUserInfo(read.data) } : read;
}
