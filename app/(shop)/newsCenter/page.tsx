import { NewsCenterPage } from '@/components/news/NewsCenterPage';
import { newsCenterMetadata } from '@/components/news/newsRoutes';

export const revalidate = 60;

const FIRST_PAGE = { type: undefined, page: 1 } as const;

export const metadata = newsCenterMetadata(FIRST_PAGE);

/** Plain /newsCenter (the middleware rewrites every ?type=&page= it accepts to the segment route). */
export default function NewsCenterIndexPage() {
  return <NewsCenterPage view={FIRST_PAGE} />;
}
