import type { Metadata } from 'next';
import { ShopChrome } from '@/components/layout/ShopChrome';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

export const metadata: Metadata = { title: '页面不存在', robots: { index: false } };

export default function NotFound() {
  return (
    <ShopChrome>
      <NotFoundContent />
    </ShopChrome>
  );
}
