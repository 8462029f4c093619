import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { readGoodsPreview } from '@/lib/api/server/goods-preview';
import { parseGoodsId, productCrumbs } from '@/lib/goods/product-page';
import { Container } from '@/components/ui/Container';
import { EmptyState } from '@/components/ui/EmptyState';
import { GoodsDetailView } from '@/components/goods/GoodsDetailView';
import styles from './DetailsPreview.module.css';

export const metadata: Metadata = { title: '商品预览', robots: { index: false, follow: false } };

type DetailsPreviewProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /detailsPreview?id=N: a merchant sees a goods item as shoppers will, before it is on sale. Read
 * per request with the back-office session; never cached, never indexed.
 */
export default async function DetailsPreviewPage({ searchParams }: DetailsPreviewProps) {
  const { id } = await searchParams;
  const preview = await readGoodsPreview(parseGoodsId(id));
  if (preview.status === 'signedOut') return <SignInNotice />;
  if (preview.status === 'notFound') notFound();
  return <GoodsDetailView goods={preview.goods} crumbs={productCrumbs(preview.goods, 'details')} preview />;
}

function SignInNotice() {
  return (
    <Container>
      <div className={styles.notice}>
        <EmptyState title="请先登录商家后台后再预览商品">
          <Link href="/console" prefetch={false}>
            前往商家后台登录
          </Link>
        </EmptyState>
      </div>
    </Container>
  );
}
