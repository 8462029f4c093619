/** Who the session cookie belongs to (`auth/api/info/token`), asked on the server. */
import 'server-only';
import type { UserInfo } from '@/contract/auth';
import { customerFromUserInfo, type Customer } from '@/lib/api/customer';
import { customerRead, type Read } from './call';

/** The customer of this request's session; `guest` without a session cookie or when the product server ended it. */
export async function readCustomer(): Promise<Read<Customer>> {
  const read = await customerRead<UserInfo>('POST', 'auth/api/info/token', { body: {} });
  return read.kind === 'ok' ? { kind: 'ok', data: customerFromUserInfo(read.data) } : read;
}
