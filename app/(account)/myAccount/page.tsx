import type { Metadata } from 'next';
import { requireCustomer } from '@/lib/session/server';
import { AccountSummary } from '@/components/account/AccountSummary';

export const metadata: Metadata = { title: '个人中心', robots: { index: false } };

export default async function MyAccountPage() {
  const customer = await requireCustomer();
  return <AccountSummary customer={customer} />;
}
