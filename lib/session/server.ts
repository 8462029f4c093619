/**
 * The server-side session check of every login-only page. The middleware only routes; this is
 * the guard: a forged or expired cookie shows no customer data and ends at the login page.
 */
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { UserInfo } from '@/lib/contract/auth';
import { serverCall } from '@/lib/api/server-call';
import { readConsoleToken, readSessionToken } from './cookies';
import { PATH_HEADER } from '@/lib/routes';

export async function sessionToken(): Promise<string | undefined> {
  return readSessionToken(await cookies());
}

/** The logged-in customer, asked of the product server once per request. */
export const currentCustomer = cache(async (): Promise<UserInfo | null> => {
  const token = await sessionToken();
  if (!token) return null;
  const result = await serverCall<UserInfo>('POST', 'auth/api/info/token', { token, body: {} });
  return result.ok ? result.data : null;
});

/** For login-only pages: the customer, or a redirect that clears the stale cookie and logs in again. */
export async function requireCustomer(): Promise<UserInfo> {
  const customer = await currentCustomer();
  if (customer) return customer;
  const path = (await headers()).get(PATH_HEADER) ?? '/myAccount';
  redirect(`/login/expired?redirect=${encodeURIComponent(path)}`);
}

/** The back-office token (merchant or platform staff), for pages such as /detailsPreview. */
export async function consoleSessionToken(): Promise<string | undefined> {
  return readConsoleToken(await cookies());
}
