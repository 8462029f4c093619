import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

export const metadata: Metadata = { title: '页面不存在', robots: { index: false } };

/** SPEC.md section 2 names /404 as a route of its own. */
export default function NotFoundPage() {
  return <NotFoundContent />;
}
