import type { Metadata } from 'next';
import { RetrieveForm } from '@/components/account/RetrieveForm';

export const metadata: Metadata = { title: '找回密码', robots: { index: false } };

export default function RetrievePage() {
  return <RetrieveForm />;
}
