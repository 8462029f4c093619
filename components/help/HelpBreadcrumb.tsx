import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { HOME_PATH } from '@/lib/routes';
import { HELP_CENTER_PATH } from '@/lib/help/pages';

/** 首页 › 帮助中心 › <page>: the last crumb is the current page, not a link. */
export function HelpBreadcrumb({ title }: { title: string }) {
  return <Breadcrumbs crumbs={[{ name: '首页', href: HOME_PATH }, { name: '帮助中心', href: HELP_CENTER_PATH }, { name: title }]} />;
}
