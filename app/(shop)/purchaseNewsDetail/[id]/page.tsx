import type { Metadata } from 'next';
import { NewsArticlePage, articleRouteMetadata, newestArticleParams } from '@/components/news/NewsArticlePage';

export const revalidate = 60;
export const dynamicParams = true;

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams(): Promise<Array<{ id: string }>> {
  return newestArticleParams('procurement');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleRouteMetadata((await params).id);
}

/** /purchaseNewsDetail?id=N (procurement news), as the middleware rewrites it. */
export default async function PurchaseNewsDetailPage({ params }: Props) {
  return <NewsArticlePage segment={(await params).id} route="purchaseNewsDetail" />;
}
