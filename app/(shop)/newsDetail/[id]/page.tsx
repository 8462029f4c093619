import type { Metadata } from 'next';
import { NewsArticlePage, articleRouteMetadata, newestArticleParams } from '@/components/news/NewsArticlePage';

export const revalidate = 60;
export const dynamicParams = true;

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams(): Promise<Array<{ id: string }>> {
  return newestArticleParams('news');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleRouteMetadata((await params).id);
}

/** /newsDetail?id=N (platform news), as the middleware rewrites it. */
export default async function NewsDetailPage({ params }: Props) {
  return <NewsArticlePage segment={(await params).id} route="newsDetail" />;
}
