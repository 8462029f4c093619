import { notFound } from 'next/navigation';
import { getNewsPage } from '@/lib/api/server/news';
import { NewsCenterView } from './NewsCenterView';
import { NEWS_PAGE_SIZE, type NewsCenterView as View } from './newsRoutes';

/** Reads one tab's page; a page past the end is not a page (404), the first page may be empty. */
export async function NewsCenterPage({ view }: { view: View }) {
  const news = await getNewsPage({ type: view.type, page: view.page, limit: NEWS_PAGE_SIZE });
  if (view.page > 1 && news.rows.length === 0) notFound();
  return <NewsCenterView view={view} news={news} />;
}
