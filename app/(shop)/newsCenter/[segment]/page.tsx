import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsCenterPage } from '@/components/news/NewsCenterPage';
import { NEWS_TABS, newsCenterMetadata, newsCenterSegmentOf, newsCenterViewFromSegment } from '@/components/news/newsRoutes';

export const revalidate = 60;
export const dynamicParams = true;

type Props = { params: Promise<{ segment: string }> };

/** Each tab's first page at build time; deeper pages render on first visit and are then cached. */
export function generateStaticParams(): Array<{ segment: string }> {
  return NEWS_TABS.map((tab) => ({ segment: newsCenterSegmentOf({ type: tab.type, page: 1 }) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = newsCenterViewFromSegment((await params).segment);
  return view ? newsCenterMetadata(view) : {};
}

/** /newsCenter?type=&page= as the middleware rewrites it: /newsCenter/<type|all>-<page>. */
export default async function NewsCenterSegmentPage({ params }: Props) {
  const view = newsCenterViewFromSegment((await params).segment);
  if (!view) notFound();
  return <NewsCenterPage view={view} />;
}
