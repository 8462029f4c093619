/**
 * The server-side session check of every login-only page. The middleware only routes; this is
 * the guard: a forged or expired cookie shows no customer data and ends at the login page, while
 * a product server that cannot answer right now ends at a retry page with the session kept (a
 * hiccup must not log anyone out).
 */
import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Customer } from '@/lib/api/customer';
import type { Read } from '@/lib/api/server/call';
import { readCustomer } from '@/lib/api/server/customer';
import { PATH_HEADER, unavailableUrlFor } from '@/lib/routes';

/**
 * Who is asking, asked of the product server once per request however many layouts and pages
 * ask (React's per-request cache): a customer, a guest, or no answer.
 */
export const currentCustomer = cache(async (): Promise<Read<Customer>> => {
  const read = await readCustomer();
  // The session check has no "missing": only code 401 ends a session, anything else may pass.
  return read.kind === 'missing' ? { kind: 'unavailable' } : read;
});

/**
 * For login-only pages: the customer; or, for a guest, a redirect through /login/expired (which
 * clears the stale cookie) to the login page; or, when the product server could not answer, a
 * redirect to the retry page, which answers HTTP 503 and leaves the cookie alone. A page cannot
 * set its own status in the App Router (only 404, 403 and 401 have an API), so the 503 comes from
 * the retry page's route handler.
 */
export async function requireCustomer(): Promise<Customer> {
  const read = await currentCustomer();
  if (read.kind === 'ok') return read.data;
  return leavePage(read.kind === 'guest' ? 'guest' : 'unavailable');
}

async function leavePage(kind: 'guest' | 'unavailable'): Promise<never> {
  const path = (await headers()).get(PATH_HEADER) ?? '/myAccount';
  if (kind === 'guest') redirect(`/login/expired?redirect=${encodeURIComponent(path)}`);
  redirect(unavailableUrlFor(path));
}

/**
 * A login-only page's own read: the data, or null when the product server says there is no such
 * thing for this customer (the page shows its empty state). A lost session and an unavailable
 * product server leave the page as requireCustomer does, never as "not found".
 */
export async function pageRead<T>(read: Read<T>): Promise<T | null> {
  if (read.kind === 'ok') return read.data;
  if (read.kind === 'missing') return null;
  return leavePage(read.kind);
}
