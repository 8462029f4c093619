import { getHelpPage } from '@/lib/help/pages';
import type { HelpPath } from '@/lib/help/types';
import { HelpArticle } from './HelpArticle';
import { HelpLayout } from './HelpLayout';

/** Everything a help route renders: its route file only names the path. */
export function HelpPageView({ path }: { path: HelpPath }) {
  return (
    <HelpLayout current={path}>
      <HelpArticle page={getHelpPage(path)} />
    </HelpLayout>
  );
}
